import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_FORWARDED_FOR_LENGTH } from '../../functions/src/hosting/callerAddress';
import {
  MAX_LOG_BODY_BYTES,
  MAX_LOG_LINE_LENGTH,
  MAX_LOG_LINES,
  MAX_LOG_LINES_PER_CALLER_PER_DAY,
  MAX_LOG_LINES_PER_DAY,
} from '../../functions/src/services/wallet/ApplePassWebService';

/**
 * docs/DECISIONS.md quotes the Apple Wallet log endpoint's limits: every number it quotes must be
 * the code's, and every limit must be quoted as the code has it.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'docs', 'DECISIONS.md'), 'utf8');

/** The text of the bullet of `section` that starts with `**title**`, up to the next bullet. */
function bullet(section: string, title: string): string {
  const start = decisions.indexOf(`\n${section}\n`);
  const end = decisions.indexOf('\n#', start + section.length + 2);
  const text = decisions.slice(start, end === -1 ? undefined : end);
  const at = text.indexOf(`- **${title}**`);
  if (start === -1 || at === -1) throw new Error(`DECISIONS.md has no "${title}" in ${section}`);
  const next = text.indexOf('\n- ', at + 1);
  return text.slice(at, next === -1 ? undefined : next).replace(/\s+/g, ' ');
}

/** Every number written in the text, as a number: "1,000" is 1000. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replace(/,/g, '')));

describe('DECISIONS.md "Card and wallets: Apple Wallet: revocable passes", the log endpoint', () => {
  const text = bullet('### Card and wallets: Apple Wallet: revocable passes', 'The log endpoint');
  // Code points, C0 and C1, the path's version and the status are no limits.
  const limitsText = text
    .replace(/U\+[0-9A-F]{4}/g, '')
    .replace(/\bC[01]\b/g, '')
    .replace(/\\u[0-9a-f]{4}/g, '')
    .replace('/v1/log', '')
    .replace('(200)', '');

  it.each([
    ['lines of a report', /at most (\d+) lines of \d+ characters/, MAX_LOG_LINES],
    ['characters of a line', /lines of (\d+) characters/, MAX_LOG_LINE_LENGTH],
    ['cut after escaping', /the (\d+)-character cut/, MAX_LOG_LINE_LENGTH],
    ['KB of a body', /\((\d+) KB body\)/, MAX_LOG_BODY_BYTES / 1024],
    [
      'lines of one caller a day',
      /at most ([\d,]+) lines from one caller/,
      MAX_LOG_LINES_PER_CALLER_PER_DAY,
    ],
    ['lines of all callers a day', /and ([\d,]+) from all callers/, MAX_LOG_LINES_PER_DAY],
  ] as const)('quotes the %s as the code has it', (_, pattern, value) => {
    const quoted = pattern.exec(text)?.[1];

    expect(quoted, String(pattern)).toBeDefined();
    expect(Number(quoted?.replace(/,/g, ''))).toBe(value);
  });

  it('quotes no other number', () => {
    const limits = [
      MAX_LOG_LINES,
      MAX_LOG_LINE_LENGTH,
      MAX_LOG_BODY_BYTES / 1024,
      MAX_LOG_LINES_PER_CALLER_PER_DAY,
      MAX_LOG_LINES_PER_DAY,
    ];

    expect(numbersIn(limitsText).filter((quoted) => !limits.includes(quoted))).toEqual([]);
  });
});

describe('DECISIONS.md "Security and abuse limits: who the caller is", the X-Forwarded-For entry', () => {
  const text = bullet(
    '### Security and abuse limits: who the caller is',
    'The first deployment proves the hop.',
  );

  it('names the length limit by its constant, never by a number that could go stale', () => {
    expect(text).toContain('MAX_LOGGED_FORWARDED_FOR_LENGTH');
    expect(numbersIn(text)).not.toContain(MAX_LOGGED_FORWARDED_FOR_LENGTH);
  });
});
