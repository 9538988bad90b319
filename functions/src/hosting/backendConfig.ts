import type { BackendConfig } from '../ports/BackendConfig';
import {
  allowedDevOrigins,
  appOrigin,
  EMULATOR_RESET_LINK_SECRET,
  EMULATOR_VOUCHER_QR_SECRET,
  EMULATOR_WALLET_LINK_SECRET,
  isFunctionsEmulator,
  passkeyOrigins,
  passkeyRpId,
  resetLinkSecret,
  voucherQrSecret,
  walletLinkSecret,
} from './params';

/** The deployment's settings, read from its params (at run time, never at load). */
export function readBackendConfig(): BackendConfig {
  const project =
    process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-metrewards';
  const productionOrigin = appOrigin.value() || `https://${project}.web.app`;
  const devOrigins = listOf(allowedDevOrigins.value());
  return {
    productionOrigin,
    allowedDevOrigins: devOrigins,
    // Only the emulator is a development backend: a deployed one never honours loopback links.
    developmentBackend: isFunctionsEmulator(),
    relyingParty: relyingPartyFrom(productionOrigin, devOrigins),
  };
}

/**
 * PASSKEY_RP_ID and PASSKEY_ORIGINS when set; else, in the emulator, 'localhost' (WebAuthn
 * refuses an IP address such as 127.0.0.1) and the localhost dev origins; else the app's origin.
 */
function relyingPartyFrom(productionOrigin: string, devOrigins: string[]) {
  const configured = listOf(passkeyOrigins.value());
  const name = 'Met Rewards';
  if (passkeyRpId.value()) {
    return {
      id: passkeyRpId.value(),
      name,
      origins: configured.length ? configured : [productionOrigin],
    };
  }
  if (isFunctionsEmulator()) {
    const local = devOrigins.filter((origin) => new URL(origin).hostname === 'localhost');
    return { id: 'localhost', name, origins: configured.length ? configured : local };
  }
  return { id: new URL(productionOrigin).hostname, name, origins: [productionOrigin] };
}

function listOf(commaSeparated: string): string[] {
  return commaSeparated
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The QR secret; the emulator alone falls back to a fixed development value. */
export function readVoucherQrSecret(options: { emulator: boolean }): string {
  return readSecret(voucherQrSecret, EMULATOR_VOUCHER_QR_SECRET, options);
}

/** The reset links' secret; the emulator alone falls back to a fixed development value. */
export function readResetLinkSecret(options: { emulator: boolean }): string {
  return readSecret(resetLinkSecret, EMULATOR_RESET_LINK_SECRET, options);
}

/** The wallet links' secret; the emulator alone falls back to a fixed development value. */
export function readWalletLinkSecret(options: { emulator: boolean }): string {
  return readSecret(walletLinkSecret, EMULATOR_WALLET_LINK_SECRET, options);
}

function readSecret(
  param: { name: string; value(): string },
  emulatorValue: string,
  options: { emulator: boolean },
): string {
  const secret = param.value();
  if (secret) return secret;
  if (options.emulator) return emulatorValue;
  throw new Error(`${param.name} is not set: run firebase functions:secrets:set ${param.name}`);
}
