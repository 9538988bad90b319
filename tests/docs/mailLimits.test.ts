import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import { GUESSES_PER_CALLER, GUESSES_PER_TARGET } from '../../functions/src/domain/guessLimits';
import {
  LONGEST_MAIL_COOLDOWN,
  MAIL_CALLS_PER_CALLER,
  MAIL_COOLDOWN,
  mailCooldownAfter,
  MAILS_PER_RECIPIENT,
} from '../../functions/src/domain/mailLimits';
import { OWNER_CODE_DIGITS, OWNER_CODE_STEP_MS } from '../../functions/src/domain/ownerCodes';
import { WRONG_OWNER_CODES } from '../../functions/src/services/OwnerCheck';

/**
 * docs/DECISIONS.md's account-mail sections quote the guess and mail limits; each number they
 * quote must be the code's, so a changed constant fails here until the docs say it too.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'docs', 'DECISIONS.md'), 'utf8');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const minutes = (ms: number) => ms / MINUTE;

/** The section under `heading`, up to the next '### '. */
function section(heading: string): string {
  const start = decisions.indexOf(`### ${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = decisions.indexOf('\n### ', start + 4);
  // One line per paragraph, so a phrase broken over lines is still found.
  return decisions.slice(start, end < 0 ? undefined : end).replace(/\n\s*/g, ' ');
}

/** Every number written in `text`, as written. */
const numbersIn = (text: string) => new Set(text.match(/\d+/g) ?? []);

const GUESSING = 'Account and mail: guessing limits and the planted login';
const MAIL = 'Account and mail: enumeration, mail limits and dev links';

describe(`DECISIONS.md "${GUESSING}" quotes the code's limits`, () => {
  const text = section(GUESSING);
  /** Wrong-code tries a thousand addresses get per window, out of a million codes: 1 in N. */
  const thousandAddressesOdds = 10 ** OWNER_CODE_DIGITS / (1000 * WRONG_OWNER_CODES.limit);
  const phrases = [
    `${GUESSES_PER_TARGET.limit} failures in ${minutes(GUESSES_PER_TARGET.windowMs)} minutes`,
    `${GUESSES_PER_CALLER.limit} in ${minutes(GUESSES_PER_CALLER.windowMs)} minutes`,
    `${GUESSES_PER_TARGET.limit} guesses per ${minutes(GUESSES_PER_TARGET.windowMs)} minutes per membership`,
    `a ${minutes(OWNER_CODE_STEP_MS)}-minute step, cut to ${OWNER_CODE_DIGITS} digits`,
    `a ${OWNER_CODE_DIGITS}-digit code`,
    `${WRONG_OWNER_CODES.limit} per ${minutes(WRONG_OWNER_CODES.windowMs)} minutes per membership and caller`,
    `${WRONG_OWNER_CODES.limit} tries per address per quarter hour`,
    `about 1 in ${thousandAddressesOdds} per quarter hour`,
    `reset link lives ${PASSWORD_RESET_LINK_LIFETIME_MS / HOUR} hours`,
  ];

  it.each(phrases)('says "%s"', (phrase) => {
    expect(text).toContain(phrase);
  });

  it('quotes no other number', () => {
    const quoted = phrases.join(' ') + ' SHA-256';
    expect([...numbersIn(text)].filter((n) => !numbersIn(quoted).has(n))).toEqual([]);
  });
});

describe(`DECISIONS.md "${MAIL}" quotes the code's limits`, () => {
  const text = section(MAIL);
  const waits = [2, 3, 4, 5].map((sent) => minutes(mailCooldownAfter(sent)));
  const phrases = [
    `${MAIL_CALLS_PER_CALLER.limit} calls per ${minutes(MAIL_CALLS_PER_CALLER.windowMs)} minutes`,
    `its window is ${minutes(MAIL_CALLS_PER_CALLER.windowMs)} minutes`,
    `${MAILS_PER_RECIPIENT['password-reset'].limit} resets, ${MAILS_PER_RECIPIENT.verification.limit} verification mails and ${MAILS_PER_RECIPIENT['owner-code'].limit} owner-code mails, ${MAILS_PER_RECIPIENT.welcome.limit} welcomes (joins) and ${MAILS_PER_RECIPIENT['already-verified'].limit} "already verified"`,
    `${minutes(MAIL_COOLDOWN.windowMs)} minutes after the first, doubling after each (${waits.join(', ')} minutes), at most ${minutes(LONGEST_MAIL_COOLDOWN.windowMs)} minutes`,
  ];

  it('counts each kind over a day', () => {
    for (const limit of Object.values(MAILS_PER_RECIPIENT)) expect(limit.windowMs).toBe(24 * HOUR);
    expect(text).toContain('over a rolling day');
  });

  it.each(phrases)('says "%s"', (phrase) => {
    expect(text).toContain(phrase);
  });

  it('quotes no other number, but for the first build it replaced and the example times', () => {
    const history =
      'one mail of a kind per 2 minutes, and one per 15 minutes past 30 mails a day: ' +
      'put 218 mails a day into one inbox (109 resets and 109 "already verified")';
    const example = 'at 2:02pm (UK time). … after 3:04pm.';
    expect(text).toContain(history.slice(0, 70));
    expect(text).toContain(
      '218 mails a day into one inbox (109 resets and 109 "already verified")',
    );
    const quoted = numbersIn([...phrases, history, example].join(' '));
    expect([...numbersIn(text)].filter((n) => !quoted.has(n))).toEqual([]);
  });
});
