import { describe, expect, it } from 'vitest';
import {
  IdentityError,
  type IdentityErrorReason,
} from '../../../functions/src/domain/IdentityError';
import { toAuthError } from '../../../src/adapters/fake/identityErrors';
import { AuthError } from '../../../src/core/kernel/AuthError';
import type { AuthErrorReason } from '../../../src/core/kernel/authErrors';
import { messages } from '../../../src/core/kernel/messages';

describe('toAuthError', () => {
  it.each<[IdentityErrorReason, AuthErrorReason, string]>([
    ['user-not-found', 'user-not-found', messages.login.userNotFound],
    ['wrong-password', 'wrong-password', messages.login.wrongPassword],
    ['missing-password', 'missing-password', messages.login.missingPassword],
    ['invalid-email', 'invalid-email', messages.login.invalidEmail],
    ['user-disabled', 'user-disabled', messages.login.userDisabled],
    ['too-many-requests', 'too-many-requests', messages.login.tooManyRequests],
    ['email-already-in-use', 'other', 'by another account. (auth/email-already-in-use)'],
    ['email-already-exists', 'other', 'by another account. (auth/email-already-exists)'],
    ['weak-password', 'other', '(auth/weak-password)'],
    ['expired-action-code', 'other', 'has expired. (auth/expired-action-code)'],
    ['invalid-action-code', 'other', '(auth/invalid-action-code)'],
    ['requires-recent-login', 'other', '(auth/requires-recent-login)'],
  ])('maps %s to reason %s', (identityReason, reason, message) => {
    const error = toAuthError(new IdentityError(identityReason));

    expect(error).toBeInstanceOf(AuthError);
    expect(error.reason).toBe(reason);
    expect(error.message).toContain(message);
  });

  it('keeps the message of anything else, as "other"', () => {
    const error = toAuthError(new TypeError('crypto.subtle is undefined'));

    expect(error).toMatchObject({ reason: 'other', message: 'crypto.subtle is undefined' });
  });
});
