import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toAuthError } from '../../../src/adapters/firebase/toAuthError';
import { AuthError, loginErrorMessage } from '../../../src/core/kernel/errors';

/** What the SDK throws: a FirebaseError whose production message names only the code. */
const sdkError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('toAuthError', () => {
  it.each([
    ['auth/user-not-found', 'user-not-found', 'No account found with this email'],
    ['auth/wrong-password', 'wrong-password', 'Incorrect password, please try again'],
    ['auth/missing-password', 'missing-password', 'Please enter a password'],
    ['auth/invalid-credential', 'invalid-credential', 'Invalid credentials, please try again'],
    [
      'auth/invalid-login-credentials',
      'invalid-credential',
      'Invalid credentials, please try again',
    ],
    ['auth/invalid-email', 'invalid-email', 'The email address is not valid'],
    ['auth/missing-email', 'invalid-email', 'The email address is not valid'],
    ['auth/user-disabled', 'user-disabled', 'This account has been disabled'],
    ['auth/too-many-requests', 'too-many-requests', 'Too many failed attempts, try again later'],
    ['auth/network-request-failed', 'network', 'Network error, check your connection'],
    ['auth/timeout', 'network', 'Network error, check your connection'],
  ] as const)('maps %s to the login error %s (spec section 8)', (code, reason, shown) => {
    const error = toAuthError(sdkError(code));

    expect(error).toBeInstanceOf(AuthError);
    expect(error.reason).toBe(reason);
    expect(loginErrorMessage(error.reason, error.message)).toBe(shown);
  });

  it.each([
    ['auth/expired-action-code', 'The action code has expired. (auth/expired-action-code).'],
    [
      'auth/invalid-action-code',
      'The action code is invalid. This can happen if the code is malformed, expired, or has already been used. (auth/invalid-action-code).',
    ],
    [
      'auth/email-already-in-use',
      'The email address is already in use by another account. (auth/email-already-in-use).',
    ],
    ['auth/weak-password', 'The password must be 6 characters long or more. (auth/weak-password).'],
    [
      'auth/requires-recent-login',
      'This operation is sensitive and requires recent authentication. Log in again before retrying this request. (auth/requires-recent-login).',
    ],
    [
      'auth/invalid-custom-token',
      'The custom token format is incorrect. Please check the documentation. (auth/invalid-custom-token).',
    ],
  ])('shows %s as "other" in the provider\'s own words, as the fake does', (code, shown) => {
    const error = toAuthError(sdkError(code));

    expect(error.reason).toBe('other');
    expect(loginErrorMessage(error.reason, error.message)).toBe(shown);
  });

  it('keeps the raw message of a code it does not know', () => {
    const error = toAuthError(sdkError('auth/quota-exceeded'));

    expect(error.reason).toBe('other');
    expect(error.message).toBe('Firebase: Error (auth/quota-exceeded).');
  });

  it('keeps the message of an error without a code', () => {
    const error = toAuthError(new TypeError('boom'));

    expect(error).toMatchObject({ reason: 'other', message: 'boom' });
  });

  it('passes an AuthError of the adapter through unchanged', () => {
    const original = new AuthError('missing-password', 'Please enter a password');

    expect(toAuthError(original)).toBe(original);
  });
});
