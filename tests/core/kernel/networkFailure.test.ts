import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { AuthErrorReason } from '../../../src/core/kernel/authErrors';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import { isNetworkFailure } from '../../../src/core/kernel/networkFailure';

describe('a failure saved data may stand in for (no answer, never a refusal)', () => {
  it.each<[FunctionErrorCode, boolean]>([
    ['unavailable', true],
    ['deadline-exceeded', true],
    ['cancelled', true],
    ['unauthenticated', false],
    ['resource-exhausted', false],
    ['not-found', false],
    ['permission-denied', false],
    ['internal', false],
  ])('a callable failing with %s: %s', (code, expected) => {
    expect(isNetworkFailure(new FunctionError(code, 'no'))).toBe(expected);
  });

  it.each<[AuthErrorReason, boolean]>([
    ['network', true],
    ['too-many-requests', false],
    ['wrong-password', false],
    ['other', false],
  ])('the identity provider failing with %s: %s', (reason, expected) => {
    expect(isNetworkFailure(new AuthError(reason, 'no'))).toBe(expected);
  });

  it('a refusal by a rule of the product, or an unknown error, is no network failure', () => {
    expect(isNetworkFailure(new DomainError('suspended'))).toBe(false);
    expect(isNetworkFailure(new TypeError('network'))).toBe(false);
    expect(isNetworkFailure({ reason: 'network' })).toBe(false);
  });
});
