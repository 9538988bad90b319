/**
 * The vouchers-* callables' requests: the member's vouchers and a voucher's code.
 */
import * as yup from 'yup';
import { idText, location } from '../requestFields';

export const vouchersRequests = {
  'vouchers-getAllVouchers': yup.object({ location: location(), crmId: idText('Member id') }),
  'vouchers-generateQrCode': yup.object({ voucherId: idText('Voucher id') }),
};
