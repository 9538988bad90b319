import { AuthError } from '../../../core/kernel/AuthError';
import { FunctionError } from '../../../core/kernel/FunctionError';
import { messages } from '../../../core/kernel/messages';

/** What a callable or document read gets with no network: 'unavailable' (spec-decisions 14). */
export function offlineFunctionError(): FunctionError {
  return new FunctionError('unavailable', messages.errors.network);
}

/** What the identity provider's client says with no network (auth/network-request-failed). */
export function offlineAuthError(): AuthError {
  return new AuthError('network', messages.login.network);
}
