import type { BackendConfig } from '../ports/BackendConfig';
import {
  allowedDevOrigins,
  appOrigin,
  EMULATOR_VOUCHER_QR_SECRET,
  isFunctionsEmulator,
  voucherQrSecret,
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
  const secret = voucherQrSecret.value();
  if (secret) return secret;
  if (options.emulator) return EMULATOR_VOUCHER_QR_SECRET;
  throw new Error(
    'VOUCHER_QR_SECRET is not set: run firebase functions:secrets:set VOUCHER_QR_SECRET',
  );
}
