/** A voucher redeemed at a casino's desk: the casino's record of who, where, when. */
export interface Redemption {
  customerNumber: string;
  voucherId: string;
  /** The voucher's title when it was redeemed (download my data names it). */
  title: string;
  /** ISO instant. */
  at: string;
  venueId: number;
  venueName: string;
  /** The staff login that pressed Redeem. */
  staffUid: string;
  staffEmail: string;
  /** The voucher code the desk scanned or typed. */
  code: string;
}

/** redeemOnce's answer: this redemption made, or the one held from before. */
export type RedemptionOutcome =
  { created: true; redemption: Redemption } | { created: false; redemption: Redemption };

/**
 * Redemptions by membership and voucher (redemptions/{customerNumber|voucherId}): at most one per
 * voucher of a membership, ever. Kept when the login is deleted (the casino's record).
 */
export interface Redemptions {
  /**
   * Records `redemption` unless its voucher of its membership was redeemed before: create-once
   * and atomic, so of any number of presses at once exactly one is created and the others are
   * answered the one held.
   */
  redeemOnce(redemption: Redemption): Promise<RedemptionOutcome>;
  find(customerNumber: string, voucherId: string): Promise<Redemption | undefined>;
  /** The membership's redemptions, in any order. */
  listFor(customerNumber: string): Promise<Redemption[]>;
}
