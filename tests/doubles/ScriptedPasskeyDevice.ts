import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';
import {
  PasskeyDeviceError,
  type PasskeyDeviceFailure,
  type PasskeyDevicePort,
} from '../../src/core/ports/PasskeyDevicePort';

/** A credential JSON as the device answers it; `challenge` names the options it answered. */
export function aDeviceCredential(challenge = 'challenge-1', id = 'cred-1'): PasskeyCredentialJson {
  const clientDataJSON = btoa(JSON.stringify({ challenge }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  };
}

/**
 * The device's passkeys for core tests: what it supports, and its answer to the next create or
 * get (a credential, or a failure reason). Records the options it was given and whether a get
 * was an autofill one; an autofill get waits until answered or cancelled.
 */
export class ScriptedPasskeyDevice implements PasskeyDevicePort {
  isSupported = true;
  hasPlatformAuthenticator = true;
  hasAutofill = true;
  /** The next create/get answers this; a failure reason makes it throw PasskeyDeviceError. */
  answer: PasskeyCredentialJson | PasskeyDeviceFailure = aDeviceCredential();
  readonly created: PasskeyOptions[] = [];
  readonly asked: { options: PasskeyOptions; autofill: boolean }[] = [];
  cancelledAutofills = 0;
  #waitingAutofill: {
    resolve: (c: PasskeyCredentialJson) => void;
    reject: (e: Error) => void;
  } | null = null;

  supported(): Promise<boolean> {
    return Promise.resolve(this.isSupported);
  }

  platformAuthenticator(): Promise<boolean> {
    return Promise.resolve(this.isSupported && this.hasPlatformAuthenticator);
  }

  autofillSupported(): Promise<boolean> {
    return Promise.resolve(this.isSupported && this.hasAutofill);
  }

  name = 'iPhone';

  suggestedName(): Promise<string> {
    return Promise.resolve(this.name);
  }

  create(options: PasskeyOptions): Promise<PasskeyCredentialJson> {
    this.created.push(options);
    return this.#answer();
  }

  get(options: PasskeyOptions, mode: { autofill: boolean }): Promise<PasskeyCredentialJson> {
    this.asked.push({ options, autofill: mode.autofill });
    if (!mode.autofill) return this.#answer();
    return new Promise((resolve, reject) => {
      this.#waitingAutofill = { resolve, reject };
    });
  }

  cancelAutofill(): void {
    this.cancelledAutofills += 1;
    this.#waitingAutofill?.reject(new PasskeyDeviceError('cancelled'));
    this.#waitingAutofill = null;
  }

  /** The member picks a passkey from the email field's autofill. */
  pickFromAutofill(credential: PasskeyCredentialJson = aDeviceCredential()): void {
    this.#waitingAutofill?.resolve(credential);
    this.#waitingAutofill = null;
  }

  get autofillWaiting(): boolean {
    return this.#waitingAutofill !== null;
  }

  #answer(): Promise<PasskeyCredentialJson> {
    const answer = this.answer;
    return typeof answer === 'string'
      ? Promise.reject(new PasskeyDeviceError(answer))
      : Promise.resolve(answer);
  }
}
