import { IdentityError, type IdentityErrorReason } from 'met-rewards-functions/in-memory';
import { AuthError } from '../../core/kernel/AuthError';
import { loginErrorMessage, type AuthErrorReason } from '../../core/kernel/authErrors';

type OtherReason = Exclude<IdentityErrorReason, AuthErrorReason>;

/** The identity provider's own wording (Firebase Auth's) for refusals the app shows as they are. */
const PROVIDER_MESSAGES: Readonly<Record<OtherReason, string>> = {
  'email-already-in-use': 'The email address is already in use by another account.',
  'email-already-exists': 'The email address is already in use by another account.',
  'weak-password': 'The password must be 6 characters long or more.',
  'expired-action-code': 'The action code has expired.',
  'invalid-action-code':
    'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
  'requires-recent-login':
    'This operation is sensitive and requires recent authentication. Log in again before retrying this request.',
  'invalid-custom-token': 'The custom token format is incorrect. Please check the documentation.',
};

type SharedReason = AuthErrorReason & IdentityErrorReason;

const SHARED_REASONS: ReadonlySet<IdentityErrorReason> = new Set<SharedReason>([
  'user-not-found',
  'wrong-password',
  'missing-password',
  'invalid-email',
  'user-disabled',
  'too-many-requests',
]);

function isSharedReason(reason: IdentityErrorReason): reason is SharedReason {
  return SHARED_REASONS.has(reason);
}

/**
 * The fake identity provider's refusal as the core's AuthError: a reason the login page knows
 * keeps its catalogue message; any other is 'other' with the provider's message (shown raw).
 * Anything that is not an IdentityError is a fault of the fake world: 'other', message kept.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof IdentityError) {
    const { reason } = error;
    if (isSharedReason(reason)) return new AuthError(reason, loginErrorMessage(reason, ''));
    return new AuthError('other', `${PROVIDER_MESSAGES[reason]} (auth/${reason})`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AuthError('other', message);
}
