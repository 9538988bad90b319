/**
 * Function error codes and the HTTP statuses that carry them (spec section 8).
 * A service throws CallableError; the Cloud Functions wiring turns it into an HttpsError
 * and the fake world hands it to the app's CallablesPort unchanged.
 */
export const FUNCTION_ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  /** The desk: e.g. a voucher code past its expiry, a redeemed voucher's code asked for. */
  'failed-precondition': 400,
  /** The desk: a voucher redeemed already. */
  'already-exists': 409,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type FunctionErrorCode = keyof typeof FUNCTION_ERROR_STATUS | 'unknown';

export class CallableError extends Error {
  override readonly name = 'CallableError';
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
