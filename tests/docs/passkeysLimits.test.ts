import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSKEYS_PER_MEMBER_MAX } from '@met/scheme';
import { PASSKEY_CALLS_PER_CALLER } from '../../functions/src/services/passkeys/PasskeysService';

/**
 * docs/DECISIONS.md "Passkeys" quotes the passkey limits: each number it quotes must be the code's.
 * The bullets on user verification, password changes and the "passkey added" mail quote none.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'docs', 'DECISIONS.md'), 'utf8');

/** The text of the "Passkeys" bullet that starts with `**title**`, up to the next bullet. */
function bullet(title: string): string {
  const start = decisions.indexOf('\n## Passkeys\n');
  const end = decisions.indexOf('\n## ', start + 1);
  const text = decisions.slice(start, end === -1 ? undefined : end);
  const at = text.indexOf(`- **${title}`);
  if (start === -1 || at === -1) throw new Error(`DECISIONS.md "Passkeys" has no "${title}"`);
  const next = text.indexOf('\n- ', at + 1);
  return text.slice(at, next === -1 ? undefined : next).replace(/\s+/g, ' ');
}

const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

describe('DECISIONS.md "Passkeys", the limits it quotes', () => {
  it('quotes the anonymous calls per address and window, and the passkeys a member may have', () => {
    const text = bullet('Limits');

    expect(text).toContain(
      `${PASSKEY_CALLS_PER_CALLER.limit} anonymous passkey calls (options and verify both count) ` +
        `per caller address in ${PASSKEY_CALLS_PER_CALLER.windowMs / 60_000} minutes`,
    );
    expect(text).toContain(`${PASSKEYS_PER_MEMBER_MAX} passkeys a member`);
    expect(numbersIn(text)).toEqual([
      PASSKEY_CALLS_PER_CALLER.limit,
      PASSKEY_CALLS_PER_CALLER.windowMs / 60_000,
      PASSKEYS_PER_MEMBER_MAX,
    ]);
  });

  it.each([
    'User verification',
    'A password reset or change ends every passkey added before it',
    'The member is told of every passkey added',
  ])('"%s" quotes no number, only the constants by name', (title) => {
    expect(numbersIn(bullet(title).replace(/\bP[12]\b/g, ''))).toEqual([]);
  });
});
