import type { FunctionErrorCode } from './functionErrors';

/** A callable cloud function failed; adapters translate vendor errors into this at the boundary. */
export class FunctionError extends Error {
  override readonly name = 'FunctionError';

  constructor(
    readonly code: FunctionErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
