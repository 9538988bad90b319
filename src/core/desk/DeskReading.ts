/** A member as the desk sees them, for the photo-ID check. */
export interface DeskMember {
  name: string;
  tier: string;
  customerNumber: string;
  /** Their home casino. */
  venueName: string;
  /** A break or a self-exclusion in force: the desk must see it. */
  restriction: { kind: 'break'; until: string } | { kind: 'excluded' } | null;
}

/** One redemption at a desk: when (ISO instant) and at which casino. */
export interface DeskRedemption {
  at: string;
  venueId: number;
  venueName: string;
}

/** A voucher's code as read at the desk: the member, the voucher and its state. */
export interface VoucherCodeReading {
  kind: 'voucher';
  member: DeskMember;
  voucher: { id: string; title: string; terms: string; expiresOn: string };
  /** 'ready': Redeem may be pressed; 'redeemed': see redemption; 'refused': see refusal. */
  state: 'ready' | 'redeemed' | 'refused';
  redemption: DeskRedemption | null;
  refusal: string | null;
}

/** A membership card's code: the member and the vouchers they may use today. */
export interface CardCodeReading {
  kind: 'card';
  member: DeskMember;
  vouchers: { id: string; title: string; expiresOn: string }[];
}

export type DeskReading = VoucherCodeReading | CardCodeReading;
