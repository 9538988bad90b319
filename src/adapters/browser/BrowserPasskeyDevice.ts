import { injectable } from 'inversify';
import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';
import type { PasskeyDevicePort } from '../../core/ports/PasskeyDevicePort';

type Ceremonies = typeof import('./passkeyCeremonies');

/** PublicKeyCredential, where the browser has WebAuthn. */
const webAuthn = (): typeof PublicKeyCredential | undefined => window.PublicKeyCredential;

/**
 * The device's passkeys through WebAuthn. What it can do is read from the browser directly; the
 * ceremonies (passkeyCeremonies.ts, with @simplewebauthn/browser) are downloaded on first use
 * only, so the login page's first visit does not carry them. Without WebAuthn every ceremony is
 * 'unsupported'.
 */
@injectable()
export class BrowserPasskeyDevice implements PasskeyDevicePort {
  #ceremonies: Promise<Ceremonies> | null = null;

  supported(): Promise<boolean> {
    return Promise.resolve(webAuthn() !== undefined);
  }

  async platformAuthenticator(): Promise<boolean> {
    return (
      (await webAuthn()
        ?.isUserVerifyingPlatformAuthenticatorAvailable()
        .catch(() => false)) === true
    );
  }

  async autofillSupported(): Promise<boolean> {
    return (
      (await webAuthn()
        ?.isConditionalMediationAvailable?.()
        .catch(() => false)) === true
    );
  }

  async suggestedName(): Promise<string> {
    try {
      return (await this.#load()).deviceNameOf(navigator.userAgent);
    } catch {
      return '';
    }
  }

  async create(options: PasskeyOptions): Promise<PasskeyCredentialJson> {
    return (await this.#load()).create(options);
  }

  async get(options: PasskeyOptions, mode: { autofill: boolean }): Promise<PasskeyCredentialJson> {
    return (await this.#load()).get(options, mode.autofill);
  }

  cancelAutofill(): void {
    void this.#ceremonies?.then((ceremonies) => ceremonies.cancel());
  }

  #load(): Promise<Ceremonies> {
    // A failed download is not remembered: the next press tries again.
    this.#ceremonies ??= import('./passkeyCeremonies').catch((error: unknown) => {
      this.#ceremonies = null;
      throw error;
    });
    return this.#ceremonies;
  }
}
