import { defineSecret, defineString } from 'firebase-functions/params';

/** Every function runs next to the casino group's members (spec section 1). */
export const REGION = 'europe-west2';

/**
 * HMAC key of voucher QR payloads (VoucherPayload.ts). Set it once per project with
 * `firebase functions:secrets:set VOUCHER_QR_SECRET`; only the functions that declare it see it.
 */
export const voucherQrSecret = defineSecret('VOUCHER_QR_SECRET');

/**
 * HMAC key of the signed 2-hour password reset links (ResetLinks.ts), a key of its own so a
 * leak of one kind of signature cannot forge the other. Set it with
 * `firebase functions:secrets:set RESET_LINK_SECRET`; users-sendPasswordReset and
 * resetLink-open declare it.
 */
export const resetLinkSecret = defineSecret('RESET_LINK_SECRET');

/** Origin of the live app: email links open pages there. Empty means https://<project>.web.app. */
export const appOrigin = defineString('APP_ORIGIN', {
  default: '',
  description: 'Origin of the live app (e.g. https://rewards.example.com); email links open it',
});

/** Comma-separated origins a development build may point email links at (loopback always may). */
export const allowedDevOrigins = defineString('ALLOWED_DEV_ORIGINS', {
  default: '',
  description: 'Comma-separated extra origins for devMode email links, e.g. a preview channel',
});

/** Only the Functions emulator gets a made-up QR secret; a deployed function without one fails. */
export const EMULATOR_VOUCHER_QR_SECRET = 'emulator-only-voucher-qr-secret';
export const EMULATOR_RESET_LINK_SECRET = 'emulator-only-reset-link-secret';

export function isFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
