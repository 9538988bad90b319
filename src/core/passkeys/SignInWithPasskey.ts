import { inject, injectable } from 'inversify';
import { AuthError } from '../kernel/AuthError';
import { AuthPort, type AuthUser } from '../ports/AuthPort';
import { CallablesPort } from '../ports/CallablesPort';
import { PasskeyDevicePort } from '../ports/PasskeyDevicePort';
import { madeOnThisDevice, PasskeysOnThisDevice } from './PasskeysOnThisDevice';

/** A custom token the identity provider refused (forged, used or expired): said plainly. */
export class PasskeyTokenRefused extends Error {
  override readonly name = 'PasskeyTokenRefused';
}

export interface PasskeySignInMode {
  /** Through the email field's autofill (conditional mediation) rather than the device's prompt. */
  autofill: boolean;
  /** The device gave a passkey: the session may expect this sign-in from now on. */
  chosen: () => void;
}

/**
 * Signs in with a passkey: the server's options, the device's passkey, the server's
 * check answered with a custom token, and the identity provider's sign-in with it. From there
 * the session goes the way of a password sign-in (WatchAuthState).
 */
@injectable()
export class SignInWithPasskey {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(PasskeyDevicePort) private readonly device: PasskeyDevicePort,
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(PasskeysOnThisDevice) private readonly onThisDevice: PasskeysOnThisDevice,
  ) {}

  /**
   * @throws PasskeyDeviceError (the member cancelled: 'cancelled'); FunctionError (the server's
   *   refusal: expired request, unknown passkey, a gated membership's message); PasskeyTokenRefused;
   *   AuthError reason network.
   */
  async execute(mode: PasskeySignInMode): Promise<AuthUser> {
    const options = await this.callables.call('passkeys-authenticationOptions', {});
    const credential = await this.device.get(options, { autofill: mode.autofill });
    mode.chosen();
    const { customToken } = await this.callables.call('passkeys-verifyAuthentication', {
      credential,
    });
    // The passkey that just signed in from the device's own authenticator is this device's.
    if (madeOnThisDevice(credential)) this.onThisDevice.remember(credential.id);
    try {
      return await this.auth.signInWithCustomToken(customToken);
    } catch (error) {
      if (error instanceof AuthError && error.reason === 'network') throw error;
      throw new PasskeyTokenRefused(error instanceof Error ? error.message : String(error));
    }
  }
}
