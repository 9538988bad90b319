import { AuthError } from '../../../core/domain/AuthError';
import { FunctionError } from '../../../core/domain/FunctionError';
import { messages } from '../../../core/domain/messages';

/** What a callable or document read gets with no network: 'unavailable' (spec-decisions 14). */
export function offlineFunctionError(): FunctionError {
  return new FunctionError('unavailable', messages.errors.network);
}

/** What the identity provider's client says with no network (auth/network-request-failed). */
export function offlineAuthError(): AuthError {
  return new AuthError('network', messages.login.network);
}
