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

const INVALID_ARGUMENT = 3;

/**
 * The Firestore emulator's answer when, under contention, it has closed a transaction that is
 * still reading: INVALID_ARGUMENT 'Transaction is invalid or closed', where Firestore itself
 * answers ABORTED and the SDK runs the transaction again (firebase-tools#4473).
 */
export function isClosedTransaction(error: unknown): boolean {
  return (
    codeOf(error) === INVALID_ARGUMENT &&
    /transaction is invalid or closed/i.test(String((error as { message?: unknown }).message))
  );
}

const ABORTED = 10;

/**
 * A transaction that lost to others on the same document every time the SDK ran it (ABORTED,
 * e.g. 'Transaction lock timeout' on one hot counter under a burst of joins).
 */
export function isAbortedTransaction(error: unknown): boolean {
  return codeOf(error) === ABORTED;
}
