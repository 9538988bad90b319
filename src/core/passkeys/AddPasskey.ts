import { inject, injectable } from 'inversify';
import { FunctionError } from '../kernel/FunctionError';
import { CallablesPort } from '../ports/CallablesPort';
import { PasskeyDevicePort } from '../ports/PasskeyDevicePort';
import { passkeyFromWire } from './fromWire';
import type { Passkey } from './Passkey';
import { madeOnThisDevice, PasskeysOnThisDevice } from './PasskeysOnThisDevice';

/**
 * Adds a passkey made on this device to the member's account: the server's options,
 * the device's prompt, the server's check. The server asks for a recent sign-in first. One made
 * by the device's own authenticator is remembered as this device's.
 */
@injectable()
export class AddPasskey {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(PasskeyDevicePort) private readonly device: PasskeyDevicePort,
    @inject(PasskeysOnThisDevice) private readonly onThisDevice: PasskeysOnThisDevice,
  ) {}

  /**
   * @throws FunctionError (needsRecentSignIn tells the one asking for the password again);
   *   PasskeyDeviceError ('cancelled' when the member closed the prompt).
   */
  async execute(name: string): Promise<Passkey> {
    const options = await this.callables.call('passkeys-registrationOptions', {});
    const credential = await this.device.create(options);
    const { passkey } = await this.callables.call('passkeys-verifyRegistration', {
      credential,
      name: name.trim(),
    });
    if (madeOnThisDevice(credential)) this.onThisDevice.remember(passkey.id);
    return passkeyFromWire(passkey);
  }
}

/** The server wants the password again before a passkey is added (details.reauthenticate). */
export function needsRecentSignIn(error: unknown): boolean {
  if (!(error instanceof FunctionError) || error.code !== 'permission-denied') return false;
  const details: unknown = error.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { reauthenticate?: unknown }).reauthenticate === true
  );
}
