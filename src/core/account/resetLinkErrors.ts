import { AuthError } from '../kernel/AuthError';
import { DomainError } from '../kernel/DomainError';

/**
 * A reset link the identity provider refuses is 'invalid or expired' for the member; only a
 * network or rate-limit failure keeps its own message, since retrying may then work.
 */
export function asResetLinkError(error: unknown): unknown {
  if (
    error instanceof AuthError &&
    error.reason !== 'network' &&
    error.reason !== 'too-many-requests'
  ) {
    return new DomainError('invalidResetLink');
  }
  return error;
}
