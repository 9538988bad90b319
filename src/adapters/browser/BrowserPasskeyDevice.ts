import { injectable } from 'inversify';
import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';
import {
  PasskeyDeviceError,
  type PasskeyDeviceFailure,
  type PasskeyDevicePort,
} from '../../core/ports/PasskeyDevicePort';

type Library = typeof import('@simplewebauthn/browser');
type RequestOptions = Parameters<Library['startAuthentication']>[0]['optionsJSON'];
type CreationOptions = Parameters<Library['startRegistration']>[0]['optionsJSON'];

/** PublicKeyCredential as older DOM typings and browsers may lack it. */
const webAuthn = (): typeof PublicKeyCredential | undefined =>
  typeof window === 'undefined' ? undefined : window.PublicKeyCredential;

/**
 * @simplewebauthn/browser, downloaded on first use only (the login page's first visit does not
 * carry it): its helpers turn the server's options JSON into navigator.credentials calls and the
 * answers back into JSON. supported() and friends read the browser directly, without it.
 */
@injectable()
export class BrowserPasskeyDevice implements PasskeyDevicePort {
  #library: Promise<Library> | null = null;

  supported(): Promise<boolean> {
    return Promise.resolve(webAuthn() !== undefined && !!navigator.credentials);
  }

  async platformAuthenticator(): Promise<boolean> {
    try {
      return (await webAuthn()?.isUserVerifyingPlatformAuthenticatorAvailable()) === true;
    } catch {
      return false;
    }
  }

  async autofillSupported(): Promise<boolean> {
    try {
      return (await webAuthn()?.isConditionalMediationAvailable?.()) === true;
    } catch {
      return false;
    }
  }

  async create(options: PasskeyOptions): Promise<PasskeyCredentialJson> {
    const library = await this.#load();
    try {
      const answer = await library.startRegistration({
        optionsJSON: options as unknown as CreationOptions,
      });
      return answer as unknown as PasskeyCredentialJson;
    } catch (error) {
      throw deviceError(error);
    }
  }

  async get(options: PasskeyOptions, mode: { autofill: boolean }): Promise<PasskeyCredentialJson> {
    const library = await this.#load();
    try {
      const answer = await library.startAuthentication({
        optionsJSON: options as unknown as RequestOptions,
        useBrowserAutofill: mode.autofill,
      });
      return answer as unknown as PasskeyCredentialJson;
    } catch (error) {
      throw deviceError(error);
    }
  }

  cancelAutofill(): void {
    void this.#library?.then((library) => library.WebAuthnAbortService.cancelCeremony());
  }

  #load(): Promise<Library> {
    if (webAuthn() === undefined) {
      return Promise.reject(new PasskeyDeviceError('unsupported'));
    }
    // A failed download is not remembered: the next press tries again.
    this.#library ??= import('@simplewebauthn/browser').catch((error: unknown) => {
      this.#library = null;
      throw new PasskeyDeviceError('other', String(error));
    });
    return this.#library;
  }
}

/** What the library (or the browser under it) threw, as the port's reasons. */
function deviceError(error: unknown): PasskeyDeviceError {
  const { code, name, message, cause } = (error ?? {}) as {
    code?: string;
    name?: string;
    message?: string;
    cause?: { name?: string };
  };
  const underlying = cause?.name ?? name;
  let reason: PasskeyDeviceFailure = 'other';
  // NotAllowedError is the browser's word for a prompt closed, refused or timed out.
  if (code === 'ERROR_CEREMONY_ABORTED' || underlying === 'NotAllowedError') reason = 'cancelled';
  else if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') reason = 'already-added';
  else if (underlying === 'NotSupportedError' || /not support/i.test(message ?? ''))
    reason = 'unsupported';
  return new PasskeyDeviceError(reason, message ?? String(error));
}
