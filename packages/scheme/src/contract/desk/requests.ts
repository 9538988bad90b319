/**
 * The desk-* callables' requests (our extension): one code, scanned or typed.
 */
import * as yup from 'yup';
import { sentAsText, trimmed } from '../requestFields';
import { DESK_CODE_MAX_LENGTH } from '../../rules/limits';

/** The desk: what a scanned or typed code must be before it is looked at. */
export const SCAN_OR_TYPE_A_CODE = "Scan a voucher's code or a membership card, or type its code";
export const NOT_A_CODE = 'This is not a voucher code or a membership number';

/** A code as a scanner reads it: printable ASCII with no spaces, trimmed, at most 300. */
const deskCode = () =>
  yup
    .string()
    .typeError(SCAN_OR_TYPE_A_CODE)
    .test(...sentAsText(SCAN_OR_TYPE_A_CODE))
    .transform(trimmed)
    .required(SCAN_OR_TYPE_A_CODE)
    .max(DESK_CODE_MAX_LENGTH, NOT_A_CODE)
    .matches(/^[!-~]+$/, NOT_A_CODE);

export const deskRequests = {
  // Our extension: the desk.
  'desk-readCode': yup.object({ code: deskCode() }),
  'desk-redeem': yup.object({ code: deskCode() }),
};
