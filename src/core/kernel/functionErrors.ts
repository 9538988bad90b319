import { messages } from './messages';

/** Error codes of callable functions (spec section 8). */
export const FUNCTION_ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
  'already-exists',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
  'unknown',
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** HTTP status of a callable's answer to its code (spec section 8). */
export const FUNCTION_CODE_BY_HTTP_STATUS: Readonly<Record<number, FunctionErrorCode>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/** A status outside the table (502 included) is 'unknown'. */
export function functionCodeForHttpStatus(status: number): FunctionErrorCode {
  return FUNCTION_CODE_BY_HTTP_STATUS[status] ?? 'unknown';
}

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return (FUNCTION_ERROR_CODES as readonly unknown[]).includes(value);
}

export type FunctionErrorAction =
  | 'sign-out-and-login'
  | 'retryable-network'
  | 'rate-limited'
  | 'show-server-message'
  | 'generic-with-reference';

export interface FunctionErrorHandling {
  action: FunctionErrorAction;
  /** Whether the dialog offers a retry. */
  retryable: boolean;
}

/**
 * spec-decisions 14. A network failure with no answer at all is reported by the adapters as
 * 'unavailable'. 'cancelled' (the client gave up, e.g. after the 70 s timeout) is handled as a
 * network problem.
 */
export const FUNCTION_ERROR_HANDLING: Readonly<Record<FunctionErrorCode, FunctionErrorHandling>> = {
  unauthenticated: { action: 'sign-out-and-login', retryable: false },
  unavailable: { action: 'retryable-network', retryable: true },
  'deadline-exceeded': { action: 'retryable-network', retryable: true },
  cancelled: { action: 'retryable-network', retryable: true },
  'resource-exhausted': { action: 'rate-limited', retryable: false },
  'invalid-argument': { action: 'show-server-message', retryable: false },
  'not-found': { action: 'show-server-message', retryable: false },
  'failed-precondition': { action: 'show-server-message', retryable: false },
  'already-exists': { action: 'show-server-message', retryable: false },
  aborted: { action: 'show-server-message', retryable: false },
  'permission-denied': { action: 'show-server-message', retryable: false },
  internal: { action: 'generic-with-reference', retryable: false },
  unimplemented: { action: 'generic-with-reference', retryable: false },
  unknown: { action: 'generic-with-reference', retryable: false },
};

export function functionErrorHandling(code: FunctionErrorCode): FunctionErrorHandling {
  return FUNCTION_ERROR_HANDLING[code];
}

/**
 * The text the 'Problem' dialog shows for a function error. `reference` is a short id the
 * caller logs with the error, so support can find it; no stack trace is ever shown.
 */
export function functionErrorMessage(
  error: { code: FunctionErrorCode; message: string },
  reference: string,
): string {
  switch (functionErrorHandling(error.code).action) {
    case 'sign-out-and-login':
      return messages.errors.notSignedIn;
    case 'retryable-network':
      return messages.errors.network;
    case 'rate-limited':
      return messages.errors.rateLimited;
    case 'show-server-message':
      return error.message.trim() === '' ? messages.errors.generic : error.message;
    case 'generic-with-reference':
      return messages.errors.genericWithReference(reference);
  }
}
