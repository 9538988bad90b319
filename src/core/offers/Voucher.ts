/** One offer on 'My Exclusive Offers' (vouchers-getAllVouchers). */
export interface Voucher {
  id: string;
  title: string;
  description: string;
  terms: string;
  image: string;
  /** 'yyyy-MM-dd', the last day it can be used. */
  expiresOn: string;
  /** Redeemed at the venue with a QR code; otherwise it applies by itself. */
  redeemable: boolean;
}
