/** gRPC status codes Firestore's server SDK reports in `error.code`. */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return codeOf(error) === ALREADY_EXISTS;
}

export function isNotFound(error: unknown): boolean {
  return codeOf(error) === NOT_FOUND;
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
