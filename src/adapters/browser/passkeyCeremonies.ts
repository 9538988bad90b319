import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCredentialJson, PasskeyOptions } from '@met/scheme/contract';
import { PasskeyDeviceError, type PasskeyDeviceFailure } from '../../core/ports/PasskeyDevicePort';

/**
 * BrowserPasskeyDevice's heavy half, downloaded on first use: @simplewebauthn/browser turns the
 * server's options JSON into navigator.credentials calls and the answers back into JSON.
 */
export async function create(options: PasskeyOptions): Promise<PasskeyCredentialJson> {
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return (await startRegistration({ optionsJSON })) as unknown as PasskeyCredentialJson;
  } catch (error) {
    throw deviceError(error);
  }
}

export async function get(
  options: PasskeyOptions,
  autofill: boolean,
): Promise<PasskeyCredentialJson> {
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({
      optionsJSON,
      useBrowserAutofill: autofill,
    })) as unknown as PasskeyCredentialJson;
  } catch (error) {
    throw deviceError(error);
  }
}

export function cancel(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** A name the member recognises for the device a user agent describes. */
export function deviceNameOf(userAgent: string): string {
  const names: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android.*Mobile/, 'Android phone'],
    [/Android/, 'Android tablet'],
    [/CrOS/, 'Chromebook'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows PC'],
    [/Linux/, 'Linux computer'],
  ];
  return names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'This device';
}

/** What the library (or the browser under it) threw, as the port's reasons. */
export function deviceError(error: unknown): PasskeyDeviceError {
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
