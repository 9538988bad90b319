/**
 * The vouchers-* callables' answers: the member's vouchers and a voucher's code.
 */
import * as yup from 'yup';
import { calendarDate, flag, instant, list, nonEmpty, shape, str } from '../responseFields';

const voucherSchema = shape({
  id: nonEmpty(),
  title: str(),
  description: str(),
  terms: str(),
  image: str(),
  expiresOn: calendarDate(),
  group: yup
    .string()
    .required()
    .oneOf(['mine', 'other'] as const),
  redeemable: flag(),
  // Our extension: null unless redeemed; an answer without it reads as not redeemed.
  redeemed: yup.object({ at: instant(), venueName: nonEmpty() }).nullable().default(null),
});

export const vouchersResponses = {
  'vouchers-getAllVouchers': shape({ records: list(voucherSchema) }),
  'vouchers-generateQrCode': shape({
    base64Png: nonEmpty().matches(/^[A-Za-z0-9+/]+={0,2}$/, '${path} must be base64'),
    expiresAt: instant(),
  }),
};
