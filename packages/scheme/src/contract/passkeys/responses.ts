/**
 * The passkeys-* callables' answers (our extension): WebAuthn's options, and the member's passkeys.
 */
import * as yup from 'yup';
import type { PasskeyOptions } from '../callables';
import { isIsoInstant } from '../formats';
import { instant, int, list, nonEmpty, shape, str, success, yes } from '../responseFields';

/**
 * WebAuthn options as @simplewebauthn/server makes them: the fields the browser's
 * navigator.credentials call takes, unknown ones stripped like every answer's.
 */
const optionalText = () => yup.string().optional();
const credentialDescriptors = () =>
  yup
    .array()
    .of(
      shape({
        id: nonEmpty(),
        type: nonEmpty(),
        transports: yup.array().of(nonEmpty()).optional(),
      }),
    )
    .optional();
const registrationOptionsSchema = shape({
  challenge: nonEmpty(),
  rp: shape({ id: optionalText(), name: nonEmpty() }),
  user: shape({ id: nonEmpty(), name: nonEmpty(), displayName: str() }),
  pubKeyCredParams: list(shape({ alg: int(), type: nonEmpty() })),
  timeout: yup.number().optional(),
  attestation: optionalText(),
  excludeCredentials: credentialDescriptors(),
  authenticatorSelection: yup
    .object({
      authenticatorAttachment: optionalText(),
      requireResidentKey: yup.boolean().optional(),
      residentKey: optionalText(),
      userVerification: optionalText(),
    })
    .optional()
    .default(undefined),
  hints: yup.array().of(nonEmpty()).optional(),
}) as unknown as yup.Schema<PasskeyOptions>;
const authenticationOptionsSchema = shape({
  challenge: nonEmpty(),
  rpId: optionalText(),
  timeout: yup.number().optional(),
  userVerification: optionalText(),
  allowCredentials: credentialDescriptors(),
  hints: yup.array().of(nonEmpty()).optional(),
}) as unknown as yup.Schema<PasskeyOptions>;

const passkeySummarySchema = shape({
  id: nonEmpty(),
  name: nonEmpty(),
  createdAt: instant(),
  lastUsedAt: yup
    .string()
    .defined()
    .nullable()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === null || isIsoInstant(v),
    ),
});

export const passkeysResponses = {
  // Our extension: passkeys.
  'passkeys-registrationOptions': registrationOptionsSchema,
  'passkeys-verifyRegistration': shape({ success: yes(), passkey: passkeySummarySchema }),
  'passkeys-authenticationOptions': authenticationOptionsSchema,
  'passkeys-verifyAuthentication': shape({ success: yes(), customToken: nonEmpty() }),
  'passkeys-list': shape({ passkeys: list(passkeySummarySchema) }),
  'passkeys-remove': success(),
};
