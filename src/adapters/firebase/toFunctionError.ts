import { FunctionError, isFunctionErrorCode } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';

/** The SDK appends the HTTP status to every message: 'Member not found [404]'. */
const STATUS_SUFFIX = /\s*\[(\d{1,3})\]$/;

/**
 * A FunctionsError of firebase/functions as the core's FunctionError: the 'functions/' prefix
 * goes, the HTTP status suffix goes (the member reads the server's own message), and a request
 * that got no HTTP answer at all (the SDK's status 0, reported as 'internal') is 'unavailable',
 * the code of a network failure (spec-decisions 14).
 */
export function toFunctionError(error: unknown): FunctionError {
  if (error instanceof FunctionError) return error;
  const code = codeOf(error);
  if (code === undefined) {
    // Not a FunctionsError: a fault of this page (say, a request the SDK cannot encode).
    return new FunctionError(
      'unknown',
      error instanceof Error ? error.message : String(error),
      error,
    );
  }
  const raw = error instanceof Error ? error.message : '';
  const status = STATUS_SUFFIX.exec(raw)?.[1];
  const message = raw.replace(STATUS_SUFFIX, '');
  const details = (error as { details?: unknown }).details;
  const noAnswer = status === '0' || (code === 'internal' && raw === 'internal');
  if (noAnswer) return new FunctionError('unavailable', messages.errors.network, details);
  return new FunctionError(isFunctionErrorCode(code) ? code : 'unknown', message, details);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  if (typeof error.code !== 'string' || !error.code.startsWith('functions/')) return undefined;
  return error.code.slice('functions/'.length);
}
