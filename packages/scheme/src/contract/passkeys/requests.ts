/**
 * The passkeys-* callables' requests (our extension): a passkey added, signed in with, listed,
 * removed.
 */
import * as yup from 'yup';
import { empty, sentAsText, trimmed } from '../requestFields';
import { PASSKEY_NAME_MAX_LENGTH } from '../../rules/limits';

export const NOT_A_PASSKEY = 'This is not an answer from a passkey';
const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

/** base64url text as WebAuthn's JSON carries it, at most `max` characters. */
const base64url = (max: number) =>
  yup
    .string()
    .typeError(NOT_A_PASSKEY)
    .test(...sentAsText(NOT_A_PASSKEY))
    .max(max, NOT_A_PASSKEY)
    .matches(/^[A-Za-z0-9_-]*$/, NOT_A_PASSKEY);

/**
 * A passkey's answer to navigator.credentials.create or .get, as @simplewebauthn/browser sends
 * it. Only its form is checked here; the server's WebAuthn library checks what it says.
 */
const passkeyCredential = () =>
  yup
    .object({
      id: base64url(1400).required(NOT_A_PASSKEY),
      rawId: base64url(1400).required(NOT_A_PASSKEY),
      type: yup
        .string()
        .typeError(NOT_A_PASSKEY)
        .required(NOT_A_PASSKEY)
        .oneOf(['public-key'] as const, NOT_A_PASSKEY),
      response: yup
        .object({
          clientDataJSON: base64url(4096).required(NOT_A_PASSKEY),
          attestationObject: base64url(16384),
          authenticatorData: base64url(4096),
          // Room for a post-quantum signature: ML-DSA-44's is 2,420 bytes (3,227 characters), and
          // the server's library offers it first where the runtime has it (a browser's fake world).
          signature: base64url(8192),
          userHandle: base64url(128),
          publicKey: base64url(4096),
          publicKeyAlgorithm: yup.number().typeError(NOT_A_PASSKEY).integer(NOT_A_PASSKEY),
          transports: yup
            .array()
            .typeError(NOT_A_PASSKEY)
            .of(
              yup
                .string()
                .typeError(NOT_A_PASSKEY)
                .required(NOT_A_PASSKEY)
                .oneOf(PASSKEY_TRANSPORTS, NOT_A_PASSKEY),
            ),
        })
        .typeError(NOT_A_PASSKEY)
        .required(NOT_A_PASSKEY),
      authenticatorAttachment: yup.string().typeError(NOT_A_PASSKEY).max(40, NOT_A_PASSKEY),
      // No extension is asked for, so none is heard.
      clientExtensionResults: yup
        .object({})
        .transform(() => ({}))
        .default({}) as unknown as yup.ObjectSchema<Record<string, never>>,
    })
    .typeError(NOT_A_PASSKEY)
    .required(NOT_A_PASSKEY);

export const NAME_YOUR_PASSKEY = 'Please give this passkey a name, such as the device it is on';

export const passkeysRequests = {
  // Our extension: passkeys.
  'passkeys-registrationOptions': empty(),
  'passkeys-verifyRegistration': yup.object({
    credential: passkeyCredential(),
    name: yup
      .string()
      .typeError(NAME_YOUR_PASSKEY)
      .test(...sentAsText(NAME_YOUR_PASSKEY))
      .transform(trimmed)
      .required(NAME_YOUR_PASSKEY)
      .max(
        PASSKEY_NAME_MAX_LENGTH,
        `A passkey's name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
      ),
  }),
  'passkeys-authenticationOptions': empty(),
  'passkeys-verifyAuthentication': yup.object({ credential: passkeyCredential() }),
  'passkeys-list': empty(),
  'passkeys-remove': yup.object({ id: base64url(1400).required(NOT_A_PASSKEY) }),
};
