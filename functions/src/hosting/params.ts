import { defineSecret, defineString } from 'firebase-functions/params';
import type { AppleWalletConfig } from '../services/wallet/appleWalletFromConfig';

/** Every function runs next to the casino group's members (spec section 1). */
export const REGION = 'europe-west2';

/**
 * HMAC key of voucher QR payloads (VoucherPayload.ts) and of the codes mailed to the owner of an
 * over-guessed membership (domain/ownerCodes.ts). Set it once per project with
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

/**
 * The passkeys' relying party (README "Passkeys: the relying party"). Left empty: the
 * APP_ORIGIN's host and origin; in the emulator, 'localhost' and the localhost ALLOWED_DEV_ORIGINS.
 */
export const passkeyRpId = defineString('PASSKEY_RP_ID', {
  default: '',
  description: 'WebAuthn relying party ID: the hosting domain, e.g. rewards.example.com',
});

export const passkeyOrigins = defineString('PASSKEY_ORIGINS', {
  default: '',
  description: 'Comma-separated origins passkeys may answer from, e.g. https://rewards.example.com',
});

/** Only the Functions emulator gets a made-up QR secret; a deployed function without one fails. */
export const EMULATOR_VOUCHER_QR_SECRET = 'emulator-only-voucher-qr-secret';
export const EMULATOR_RESET_LINK_SECRET = 'emulator-only-reset-link-secret';

export function isFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Wallet passes (DECISIONS.md "Card and wallets", docs/WALLET.md). WALLET_LINK_SECRET signs the
 * 10-minute pass links and derives each Apple pass's authentication token. The Apple and Google
 * keys are secrets (Secret Manager), never in the repo. A declared secret must exist to deploy, so
 * a project without a wallet sets its secrets to a placeholder and leaves that wallet's id param
 * empty: an empty APPLE_PASS_TYPE_ID or GOOGLE_WALLET_ISSUER_ID switches that wallet off.
 */
export const walletLinkSecret = defineSecret('WALLET_LINK_SECRET');
export const applePassCertificate = defineSecret('APPLE_PASS_CERTIFICATE');
export const applePassKey = defineSecret('APPLE_PASS_KEY');
export const appleWwdrCertificate = defineSecret('APPLE_WWDR_CERTIFICATE');
/**
 * The passphrase of an encrypted APPLE_PASS_KEY, used where the key is loaded: pass signing
 * (passkit-generator's signerKeyPassphrase) and the APNs client. A key that is not encrypted
 * ignores it, so such a project sets a placeholder (DECISIONS.md "Card and wallets: Apple Wallet").
 */
export const applePassKeyPassphrase = defineSecret('APPLE_PASS_KEY_PASSPHRASE');
export const applePassTypeId = defineString('APPLE_PASS_TYPE_ID', {
  default: '',
  description: 'Pass Type ID of the Apple Wallet card (pass.com.example...); empty turns it off',
});
export const appleTeamId = defineString('APPLE_TEAM_ID', {
  default: '',
  description: 'Apple Developer Team ID that owns the pass type',
});
export const googleWalletIssuerId = defineString('GOOGLE_WALLET_ISSUER_ID', {
  default: '',
  description: 'Issuer id of the Google Pay & Wallet Console; empty turns Google Wallet off',
});
/** The service account's JSON key file, whole: `secrets:set ... --data-file key.json`. */
export const googleWalletServiceAccount = defineSecret('GOOGLE_WALLET_SERVICE_ACCOUNT');

/** What wallet-apple reads: the link secret and Apple's keys (it never talks to Google). */
export const APPLE_WALLET_SECRETS = [
  walletLinkSecret,
  applePassCertificate,
  applePassKey,
  applePassKeyPassphrase,
  appleWwdrCertificate,
];

/** The deployment's Apple Wallet settings, from the params and secrets above ('' when unset). */
export function appleWalletSettings(): AppleWalletConfig {
  return {
    passTypeIdentifier: applePassTypeId.value(),
    teamIdentifier: appleTeamId.value(),
    certificatePem: applePassCertificate.value(),
    keyPem: applePassKey.value(),
    keyPassphrase: applePassKeyPassphrase.value(),
    wwdrPem: appleWwdrCertificate.value(),
  };
}

/** What wallet-getPassLinks and wallet-onMemberChanged read: both wallets' keys. */
export const WALLET_SECRETS = [...APPLE_WALLET_SECRETS, googleWalletServiceAccount];

export const EMULATOR_WALLET_LINK_SECRET = 'emulator-only-wallet-link-secret';
