import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, passwordResetLinkLifetimeText } from '@met/scheme';

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
