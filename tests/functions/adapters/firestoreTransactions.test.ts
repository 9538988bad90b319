import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../functions/src/adapters/firestore/transactions';

/*
 * The Firestore emulator closes a transaction that loses a race with INVALID_ARGUMENT where
 * Firestore answers ABORTED (which the SDK runs again itself). Concurrent tickets, spins and
 * limits must settle on the emulators as in production; the contract tests in
 * firestoreStatePorts.contract.test.ts race real transactions, this pins the rule.
 */
const CLOSED = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
});

/** A Firestore whose runTransaction fails with each given error in turn, then runs the update. */
function aFirestoreFailingWith(...errors: Error[]) {
  const pending = [...errors];
  let runs = 0;
  const db = {
    runTransaction: async <T>(update: (tx: Transaction) => Promise<T>) => {
      runs += 1;
      const error = pending.shift();
      if (error) throw error;
      return update({} as Transaction);
    },
  };
  return { db: db as unknown as Firestore, runs: () => runs };
}

describe('a transaction', () => {
  it('runs again from the start when the emulator closed it under contention', async () => {
    const { db, runs } = aFirestoreFailingWith(CLOSED, CLOSED);

    await expect(inTransaction(db, async () => 'T-000002')).resolves.toBe('T-000002');
    expect(runs()).toBe(3);
  });

  it('runs again when every run of the SDK lost to others on the same document', async () => {
    const lockTimeout = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), {
      code: 10,
    });
    const { db, runs } = aFirestoreFailingWith(lockTimeout, CLOSED, lockTimeout);

    await expect(inTransaction(db, async () => '10500031')).resolves.toBe('10500031');
    expect(runs()).toBe(4);
  });

  it('gives up after five runs, with the last error', async () => {
    const { db, runs } = aFirestoreFailingWith(CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED);

    await expect(inTransaction(db, async () => 'never')).rejects.toBe(CLOSED);
    expect(runs()).toBe(5);
  });

  it.each([
    [
      'another invalid argument',
      Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 }),
    ],
    [
      'a refusal',
      Object.assign(new Error('7 PERMISSION_DENIED: transaction is invalid or closed'), {
        code: 7,
      }),
    ],
    ['an error of the update itself', new Error('Transaction is invalid or closed')],
  ])('fails at once on %s', async (_, error) => {
    const { db, runs } = aFirestoreFailingWith(error);

    await expect(inTransaction(db, async () => 'never')).rejects.toBe(error);
    expect(runs()).toBe(1);
  });
});
