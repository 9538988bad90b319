import { inject, injectable } from 'inversify';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** The passkeys this device is known to hold (a JSON list of credential ids, newest last). */
export const PASSKEYS_ON_THIS_DEVICE_KEY = 'met_passkeys_here';
const KEPT = 20;

/**
 * Which of a member's passkeys live on this device, as far as the device can know: one it made
 * with its own authenticator, one that signed in here with it, or the only passkey the account
 * has when the device says it already holds one. The server cannot tell (a passkey is a key pair
 * and a name), and a phone or security key used from here is not this device's.
 */
@injectable()
export class PasskeysOnThisDevice {
  constructor(@inject(KeyValueStorePort) private readonly storage: KeyValueStorePort) {}

  ids(): string[] {
    try {
      const value: unknown = JSON.parse(this.storage.get(PASSKEYS_ON_THIS_DEVICE_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  remember(id: string): void {
    const kept = [...this.ids().filter((known) => known !== id), id].slice(-KEPT);
    this.storage.set(PASSKEYS_ON_THIS_DEVICE_KEY, JSON.stringify(kept));
  }
}

/**
 * Whether a credential came from the device's own authenticator (Face ID, a fingerprint, the
 * screen lock) rather than a phone nearby or a security key. Browsers that leave the attachment
 * out are read as this device's: it is what "Add a passkey" asks for first.
 */
export function madeOnThisDevice(credential: { authenticatorAttachment?: string }): boolean {
  return credential.authenticatorAttachment !== 'cross-platform';
}
