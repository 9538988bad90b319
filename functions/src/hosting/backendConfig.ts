import type { BackendConfig } from '../ports/BackendConfig';
import {
  allowedDevOrigins,
  appOrigin,
  EMULATOR_RESET_LINK_SECRET,
  EMULATOR_VOUCHER_QR_SECRET,
  EMULATOR_WALLET_LINK_SECRET,
  isFunctionsEmulator,
  resetLinkSecret,
  voucherQrSecret,
  walletLinkSecret,
} from './params';

/** The deployment's settings, read from its params (at run time, never at load). */
export function readBackendConfig(): BackendConfig {
  const project =
    process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-metrewards';
  return {
    productionOrigin: appOrigin.value() || `https://${project}.web.app`,
    allowedDevOrigins: allowedDevOrigins
      .value()
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // Only the emulator is a development backend: a deployed one never honours loopback links.
    developmentBackend: isFunctionsEmulator(),
  };
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
