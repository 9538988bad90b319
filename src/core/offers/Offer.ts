/** One offer on 'My Exclusive Offers' (the wire's voucher, vouchers-getAllVouchers). */
export interface Offer {
  id: string;
  title: string;
  description: string;
  terms: string;
  image: string;
  /** 'yyyy-MM-dd', the last day it can be used. */
  expiresOn: string;
  /** Redeemed at the venue with a QR code; otherwise it applies by itself. */
  redeemable: boolean;
  /** When (ISO instant) and where a desk redeemed it, else null: it is used. */
  redeemed: { at: string; venueName: string } | null;
}
