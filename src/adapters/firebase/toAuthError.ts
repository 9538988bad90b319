import { AuthError, loginErrorMessage, type AuthErrorReason } from '../../core/kernel/errors';

type LoginReason = Exclude<AuthErrorReason, 'other'>;

/**
 * Firebase Auth error codes that are login errors of spec section 8. Projects with email
 * enumeration protection answer 'invalid-credential' (formerly 'invalid-login-credentials')
 * where the emulator and older projects say user-not-found or wrong-password.
 */
const LOGIN_REASON_BY_CODE: Readonly<Record<string, LoginReason>> = {
  'auth/user-not-found': 'user-not-found',
  'auth/wrong-password': 'wrong-password',
  'auth/missing-password': 'missing-password',
  'auth/invalid-credential': 'invalid-credential',
  'auth/invalid-login-credentials': 'invalid-credential',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/user-disabled': 'user-disabled',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
};

/**
 * Refusals the member reads as they are ('other'). A production build of the SDK carries no
 * wording ('Firebase: Error (auth/weak-password).'), so the provider's own wording is kept
 * here, with the code, as the fake world words them.
 */
const PROVIDER_MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/weak-password': 'The password must be 6 characters long or more.',
  'auth/expired-action-code': 'The action code has expired.',
  'auth/invalid-action-code':
    'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
  'auth/requires-recent-login':
    'This operation is sensitive and requires recent authentication. Log in again before retrying this request.',
  'auth/invalid-custom-token':
    'The custom token format is incorrect. Please check the documentation.',
};

/** The core's AuthError for anything the Firebase Auth SDK threw; unknown codes keep the raw message. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = codeOf(error);
  const reason = code === undefined ? undefined : LOGIN_REASON_BY_CODE[code];
  if (reason !== undefined) return new AuthError(reason, loginErrorMessage(reason, ''));
  const wording = code === undefined ? undefined : PROVIDER_MESSAGE_BY_CODE[code];
  if (wording !== undefined) return new AuthError('other', `${wording} (${code}).`);
  return new AuthError('other', error instanceof Error ? error.message : String(error));
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Runs one Firebase Auth call with its errors translated at the boundary. */
export async function translatingAuthErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}
