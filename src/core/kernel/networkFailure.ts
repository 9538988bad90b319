import { AuthError } from './AuthError';
import { FunctionError } from './FunctionError';
import { functionErrorHandling } from './functionErrors';

/**
 * True when a call failed for want of a network rather than being refused: no answer at all
 * ('unavailable'), no answer in time ('deadline-exceeded', 'cancelled'), or the identity
 * provider could not be reached. Saved data may stand in for such an answer; never for a refusal.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof FunctionError) {
    return functionErrorHandling(error.code).action === 'retryable-network';
  }
  return error instanceof AuthError && error.reason === 'network';
}
