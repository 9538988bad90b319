import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { CallableError, type FunctionErrorCode } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';

/**
 * The contract's codes as Cloud Functions' HttpsError codes. Every contract code exists there
 * with the HTTP status of spec section 8; the table makes a new contract code a compile error
 * until it is mapped.
 */
const HTTPS_CODE: Readonly<Record<FunctionErrorCode, FunctionsErrorCode>> = {
  'invalid-argument': 'invalid-argument',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'failed-precondition': 'failed-precondition',
  'already-exists': 'already-exists',
  aborted: 'aborted',
  'resource-exhausted': 'resource-exhausted',
  cancelled: 'cancelled',
  internal: 'internal',
  unimplemented: 'unimplemented',
  unavailable: 'unavailable',
  'deadline-exceeded': 'deadline-exceeded',
  unknown: 'unknown',
};

export type ErrorLog = (message: string, fields: Record<string, unknown>) => void;

/**
 * What a callable's client receives for a failure: a CallableError keeps its code, message and
 * details; anything else (and any cause behind an 'internal') is logged and answered with a
 * generic 'internal', never a stack trace.
 */
export function toHttpsError(error: unknown, callable: string, logError: ErrorLog): HttpsError {
  if (error instanceof CallableError) {
    const code = HTTPS_CODE[error.code] ?? 'internal';
    if (code === 'internal' || code === 'unknown') {
      logError(`${callable} failed`, { code: error.code, cause: describe(causeOf(error)) });
    }
    return new HttpsError(code, error.message, error.details);
  }
  logError(`${callable} failed unexpectedly`, { cause: describe(error) });
  return new HttpsError('internal', MESSAGES.somethingWentWrong);
}

function causeOf(error: Error): unknown {
  return (error as Error & { cause?: unknown }).cause ?? error;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
