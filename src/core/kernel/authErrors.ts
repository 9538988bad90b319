import { messages } from './messages';

/** Reasons the identity provider gives; adapters map vendor codes onto these. */
export const AUTH_ERROR_REASONS = [
  'user-not-found',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'invalid-email',
  'user-disabled',
  'too-many-requests',
  'network',
  'other',
] as const;

export type AuthErrorReason = (typeof AUTH_ERROR_REASONS)[number];

const LOGIN_MESSAGES: Readonly<Record<Exclude<AuthErrorReason, 'other'>, string>> = {
  'user-not-found': messages.login.userNotFound,
  'wrong-password': messages.login.wrongPassword,
  'missing-password': messages.login.missingPassword,
  'invalid-credential': messages.login.invalidCredential,
  'invalid-email': messages.login.invalidEmail,
  'user-disabled': messages.login.userDisabled,
  'too-many-requests': messages.login.tooManyRequests,
  network: messages.login.network,
};

/** The login error of spec section 8 for a reason; any other reason shows the raw message. */
export function loginErrorMessage(reason: AuthErrorReason, rawMessage: string): string {
  return reason === 'other' ? rawMessage : LOGIN_MESSAGES[reason];
}
