import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isAbortedTransaction, isClosedTransaction } from './firestoreErrors';

/** As many whole runs as the SDK's own retries allow (its default maxAttempts). */
const MAX_RUNS = 5;

/** The longest pause before a run again: a random part of it, so contenders spread out. */
const MAX_PAUSE_MS = 250;

/**
 * db.runTransaction, run again from the start when the transaction was closed under it
 * (isClosedTransaction: concurrent calls then settle as they do on Firestore, where the SDK
 * retries an ABORTED commit itself), or when even the SDK's own runs all lost to others on the
 * same document (isAbortedTransaction: 30 joins at once on the customer-number counter, measured
 * by `npm run load`), after a short random pause. Any other failure is thrown at once.
 */
export async function inTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      const contended = isClosedTransaction(error) || isAbortedTransaction(error);
      if (run >= MAX_RUNS || !contended) throw error;
      if (isAbortedTransaction(error)) await pause(Math.random() * MAX_PAUSE_MS);
    }
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
