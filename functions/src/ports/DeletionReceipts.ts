/** The receipt of one login's deletion: its reference, shown and mailed to the member. */
export interface DeletionReceipt {
  /** 'DEL-' and 8 of Crockford's base32 (DELETION_REFERENCE_PATTERN). */
  reference: string;
  uid: string;
  /** ISO instant the app asked for it (users-prepareDeletion), just before deleting. */
  requestedAt: string;
  /** ISO instant the deletion's trigger mailed it; absent while the login still exists. */
  mailedAt?: string;
}

/**
 * Deletion receipts by login (deletionReceipts/{uid}): the casino's record that the member asked
 * for their login's erasure, and when it was done. Holds no email.
 */
export interface DeletionReceipts {
  /**
   * The login's receipt, created as `fresh` when it has none (create-if-absent, atomic): every
   * try of one deletion answers the same reference.
   */
  open(fresh: DeletionReceipt): Promise<DeletionReceipt>;
  find(uid: string): Promise<DeletionReceipt | undefined>;
  /** Records that the receipt was mailed at `at` (the trigger's retry then mails nothing). */
  markMailed(uid: string, at: string): Promise<void>;
}
