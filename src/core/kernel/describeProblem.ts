import { AuthError } from './AuthError';
import { loginErrorMessage } from './authErrors';
import { DomainError } from './DomainError';
import { FunctionError } from './FunctionError';
import { functionErrorHandling, functionErrorMessage } from './functionErrors';
import { messages } from './messages';
import { InvalidFormError } from './InvalidFormError';

/** What the member is told about a failure, and what the app does about it. */
export interface ProblemDescription {
  message: string;
  /** The dialog offers "Try again" (network trouble). */
  retryable: boolean;
  /** The server no longer accepts the session: sign out and log in again (spec-decisions 14). */
  signOut: boolean;
  /** Shown with generic errors and logged with the error; null otherwise. */
  reference: string | null;
}

/**
 * The one place where any error of a flow becomes what the member sees (spec section 8 and
 * spec-decisions 14). `fallback` is the flow's own message ('unable to spin the wheel', ...),
 * used for answers the app cannot read and for failures outside the function-error codes.
 */
export function describeProblem(
  error: unknown,
  fallback: string | null,
  newReference: () => string,
): ProblemDescription {
  const plain = (message: string): ProblemDescription => ({
    message,
    retryable: false,
    signOut: false,
    reference: null,
  });
  if (error instanceof FunctionError) {
    const handling = functionErrorHandling(error.code);
    const reference = handling.action === 'generic-with-reference' ? newReference() : null;
    return {
      // Stryker disable next-line StringLiteral: functionErrorMessage reads the reference only for 'generic-with-reference', where it is never null
      message: functionErrorMessage(error, reference ?? ''),
      retryable: handling.retryable,
      signOut: handling.action === 'sign-out-and-login',
      reference,
    };
  }
  if (error instanceof AuthError) {
    return {
      ...plain(loginErrorMessage(error.reason, error.message)),
      retryable: error.reason === 'network',
    };
  }
  if (error instanceof DomainError || error instanceof InvalidFormError)
    return plain(error.message);
  if (fallback !== null) return plain(fallback);
  const reference = newReference();
  return { ...plain(messages.errors.genericWithReference(reference)), reference };
}

/**
 * spec section 8: when the member fetch gets no answer or the token is refused, the member is
 * signed out with the app-offline message; any other failure also signs out, with its own message.
 */
export function describeMemberFetchFailure(
  error: unknown,
  newReference: () => string,
): ProblemDescription {
  if (error instanceof FunctionError) {
    const { action } = functionErrorHandling(error.code);
    if (action === 'retryable-network' || action === 'sign-out-and-login') return offline();
  }
  if (error instanceof AuthError && error.reason === 'network') return offline();
  return { ...describeProblem(error, messages.errors.memberNotFound, newReference), signOut: true };
}

function offline(): ProblemDescription {
  return { message: messages.app.offline, retryable: false, signOut: true, reference: null };
}
