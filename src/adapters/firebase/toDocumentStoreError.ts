import { FunctionError, isFunctionErrorCode } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';

/**
 * Firestore Lite reports a request that got no HTTP answer (offline, host unreachable) as
 * 'unknown' with this message: fetch's TypeError has no status text.
 */
const NO_ANSWER_MESSAGE = 'Request failed with error: undefined';

/**
 * A FirestoreError as the core's FunctionError: its code is one of the function codes already
 * (both follow google.rpc.Code), except the few the app has no handling for, which are
 * 'unknown'. No answer at all is 'unavailable', like a callable's network failure.
 */
export function toDocumentStoreError(error: unknown): FunctionError {
  if (error instanceof FunctionError) return error;
  const code = firestoreCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === undefined) return new FunctionError('unknown', message, error);
  if (code === 'unknown' && message === NO_ANSWER_MESSAGE) {
    return new FunctionError('unavailable', messages.errors.network, error);
  }
  return new FunctionError(isFunctionErrorCode(code) ? code : 'unknown', message, error);
}

function firestoreCodeOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'FirebaseError' || !('code' in error)) {
    return undefined;
  }
  return typeof error.code === 'string' ? error.code : undefined;
}
