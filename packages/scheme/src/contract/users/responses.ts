/**
 * The users-* callables' answers: mail sent or held back, a login made, a deletion's reference.
 */
import * as yup from 'yup';
import type { CallableResponse } from '../callables';
import { isIsoInstant } from '../formats';
import { DELETION_REFERENCE_PATTERN } from '../../rules/deletion';
import { nonEmpty, shape, success, yes } from '../responseFields';

/** MailHeldBack: both instants or neither, on a mail request's answer. */
const mailHeldBack = () => ({
  lastSentAt: yup
    .string()
    .optional()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === undefined || isIsoInstant(v),
    ),
  nextSendAt: yup
    .string()
    .optional()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === undefined || isIsoInstant(v),
    ),
});

export const usersResponses = {
  'users-sendPasswordReset': shape({ success: yes(), ...mailHeldBack() }),
  'users-resendVerificationEmail': yup
    .object({
      isVerified: yup.boolean().isTrue(),
      success: yup.boolean().isTrue(),
      ...mailHeldBack(),
    })
    .required()
    .test(
      'verified-or-sent',
      '${path} must carry isVerified: true or success: true',
      (value) => value?.isVerified === true || value?.success === true,
      // yup infers no union: the test lets through only the contract's two answers, so say so.
    ) as yup.Schema<CallableResponse<'users-resendVerificationEmail'>>,
  'users-createUser': success(),
  'users-setVerifiedEmail': success(),
  'users-prepareDeletion': shape({
    success: yes(),
    reference: nonEmpty().matches(
      DELETION_REFERENCE_PATTERN,
      '${path} must be DEL- and 8 letters or digits',
    ),
  }),
};
