import { describe, expect, it } from 'vitest';
import {
  DELETION_REFERENCE_PATTERN,
  DESK_ADJACENT_CARD_READS_PER_WINDOW,
  DESK_CARD_READ_WINDOW_MS,
  DESK_CARD_READS_PER_HOUR,
  DESK_CODE_MAX_LENGTH,
  DESK_READ_WINDOW_MS,
  DESK_READS_PER_HOUR,
  DESK_REFUSAL_WINDOW_MS,
  DESK_REFUSALS_PER_WINDOW,
  DESK_SEQUENCE_WINDOW_MS,
  EMAIL_PATTERN,
  MEMBERSHIP_RECORD_KEPT_YEARS,
  PASSKEY_CHALLENGE_LIFETIME_MS,
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_RECENT_SIGN_IN_MS,
  PASSKEYS_PER_MEMBER_MAX,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  passwordResetLinkLifetimeText,
} from '@met/scheme';
// The mutation run aliases only @met/scheme and its contract to the sandbox: the documents by path.
import { OPT_IN_CLOCK_SKEW_MS } from '../../packages/scheme/src/documents';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('the email address shape both sides accept', () => {
  it.each([
    ['a@b.co', true],
    ['a@b.c.d', true],
    ['a@b', false],
    [' a@b.co', false],
    ['a@b.co ', false],
    ['a@b.co@c.de', false],
  ])('%j is accepted: %s', (email, accepted) => {
    expect(EMAIL_PATTERN.test(email)).toBe(accepted);
  });
});

describe('passwordResetLinkLifetimeText', () => {
  it('tells the member the reset link works for 2 hours', () => {
    expect(passwordResetLinkLifetimeText()).toBe('2 hours');
  });
});

describe('the time limits on passkeys, the desk and opt-ins, as their rules state them', () => {
  it.each([
    ['a passkey challenge lives 5 minutes', PASSKEY_CHALLENGE_LIFETIME_MS, 5 * MINUTE],
    ['adding a passkey needs a sign-in within 5 minutes', PASSKEY_RECENT_SIGN_IN_MS, 5 * MINUTE],
    ['the desk counts its calls over an hour', DESK_READ_WINDOW_MS, HOUR],
    ['the desk counts refused codes over 10 minutes', DESK_REFUSAL_WINDOW_MS, 10 * MINUTE],
    ['the desk counts card reads over an hour', DESK_CARD_READ_WINDOW_MS, HOUR],
    ['the desk looks for adjacent numbers over an hour', DESK_SEQUENCE_WINDOW_MS, HOUR],
    ['an opt-in may be stamped 5 minutes off the server clock', OPT_IN_CLOCK_SKEW_MS, 5 * MINUTE],
    ['a password reset link works 2 hours', PASSWORD_RESET_LINK_LIFETIME_MS, 2 * HOUR],
  ])('%s', (_rule, limit, expected) => {
    expect(limit).toBe(expected);
  });

  it.each([
    ['a passkey name is at most 50 characters', PASSKEY_NAME_MAX_LENGTH, 50],
    ['a member keeps at most 10 passkeys', PASSKEYS_PER_MEMBER_MAX, 10],
    ['a desk code is at most 300 characters', DESK_CODE_MAX_LENGTH, 300],
    ['a staff login makes at most 600 desk calls an hour', DESK_READS_PER_HOUR, 600],
    ['a staff login has 20 refused codes per window', DESK_REFUSALS_PER_WINDOW, 20],
    ['a staff login reads 60 cards an hour', DESK_CARD_READS_PER_HOUR, 60],
    ['two adjacent card reads an hour are allowed', DESK_ADJACENT_CARD_READS_PER_WINDOW, 2],
    ['the membership record is kept 5 years', MEMBERSHIP_RECORD_KEPT_YEARS, 5],
  ])('%s', (_rule, limit, expected) => {
    expect(limit).toBe(expected);
  });
});

describe('a deletion receipt’s reference', () => {
  it.each([
    ['DEL-0123ABCD', true],
    ['DEL-ZZZZZZZZ', true],
    ['DEL-0123ABC', false],
    ['DEL-0123ABCDE', false],
    ['xDEL-0123ABCD', false],
    ['DEL-0123ABCD ', false],
    ['DEL-0123ABCI', false],
    ['DEL-0123ABCL', false],
    ['DEL-0123ABCO', false],
    ['DEL-0123ABCU', false],
    ['del-0123abcd', false],
  ])('%j is a reference: %s', (reference, accepted) => {
    expect(DELETION_REFERENCE_PATTERN.test(reference)).toBe(accepted);
  });
});
