import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';

/**
 * Why the device gave no passkey: the member closed or let the prompt time out ('cancelled',
 * nothing to say), no WebAuthn here ('unsupported'), this device already holds a passkey for
 * the account ('already-added', adding only), anything else ('other').
 */
export type PasskeyDeviceFailure = 'cancelled' | 'unsupported' | 'already-added' | 'other';

export class PasskeyDeviceError extends Error {
  override readonly name = 'PasskeyDeviceError';

  constructor(
    readonly reason: PasskeyDeviceFailure,
    message: string = reason,
  ) {
    super(message);
  }
}

/**
 * The device's passkeys (WebAuthn): its own prompt (Face ID, a fingerprint, the
 * screen lock, a phone nearby or a security key) given the server's options, answering the
 * credential JSON the passkeys-verify* callables take. Supported means WebAuthn with any
 * authenticator: a computer without a fingerprint reader can still use a phone's passkey
 * (DECISIONS.md "Passkeys").
 */
export interface PasskeyDevicePort {
  /** The browser has WebAuthn (any authenticator). Never rejects. */
  supported(): Promise<boolean>;

  /** This device has its own user-verifying authenticator (Face ID, a fingerprint, Windows Hello). Never rejects. */
  platformAuthenticator(): Promise<boolean>;

  /** The browser can offer passkeys in the email field's autofill (conditional mediation). Never rejects. */
  autofillSupported(): Promise<boolean>;

  /** What to call a passkey made here: 'iPhone', 'Android phone', 'Mac', 'Windows PC', ... Never rejects. */
  suggestedName(): Promise<string>;

  /** Makes a passkey with registration options. @throws PasskeyDeviceError. */
  create(options: PasskeyOptions): Promise<PasskeyCredentialJson>;

  /**
   * Asks for a passkey with authentication options; with `autofill`, quietly, through the email
   * field's autofill until the member picks one or cancelAutofill(). @throws PasskeyDeviceError.
   */
  get(options: PasskeyOptions, mode: { autofill: boolean }): Promise<PasskeyCredentialJson>;

  /** Ends a waiting autofill request (it then rejects 'cancelled'). Never throws. */
  cancelAutofill(): void;
}

export const PasskeyDevicePort = Symbol('PasskeyDevicePort');
