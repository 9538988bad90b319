/** One scan or redemption at a desk, accepted or refused. */
export interface DeskAuditEntry {
  /** ISO instant. */
  at: string;
  action: 'read' | 'redeem';
  staffUid: string;
  staffEmail: string;
  /** The staff's venue, when the caller had the claim. */
  venueId?: number;
  /** What the code was read as. */
  codeKind: 'voucher' | 'card' | 'unknown';
  /** The code as scanned or typed (at most DESK_CODE_MAX_LENGTH). */
  code: string;
  /**
   * 'ready', 'redeemed' (this call redeemed it), 'card' for a card read, else why it was
   * refused: an error code ('already-exists', 'permission-denied', ...) or a reading's state.
   */
  outcome: string;
  customerNumber?: string;
  voucherId?: string;
}

/** The desk's audit trail (deskAudit): appended to, never changed; closed to clients. */
export interface DeskAudit {
  append(entry: DeskAuditEntry): Promise<void>;
  /** The entries naming one membership, in any order (its copy of its data). */
  ofMember(customerNumber: string): Promise<DeskAuditEntry[]>;
}
