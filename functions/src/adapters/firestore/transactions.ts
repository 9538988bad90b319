import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isClosedTransaction } from './firestoreErrors';

/** As many whole runs as the SDK's own retries allow (its default maxAttempts). */
const MAX_RUNS = 5;

/**
 * db.runTransaction, run again from the start when the transaction was closed under it
 * (isClosedTransaction): concurrent calls then settle as they do on Firestore, where the SDK
 * retries an ABORTED commit itself. Any other failure is thrown at once.
 */
export async function inTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (run >= MAX_RUNS || !isClosedTransaction(error)) throw error;
    }
  }
}
