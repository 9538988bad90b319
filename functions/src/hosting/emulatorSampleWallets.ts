import { generateKeyPairSync } from 'node:crypto';
import { SAMPLE_GOOGLE_ISSUER_ID } from '../adapters/sample/sampleGoogleIssuer';
import { makeThrowawayPassCertificates } from '../adapters/sample/throwawayPassCertificates';
import type { WalletSettings } from './walletSettings';

/**
 * The emulators' wallets (DECISIONS.md "Card and wallets: sample passes"): where the emulated
 * project sets no wallet of its own (APPLE_PASS_TYPE_ID and GOOGLE_WALLET_ISSUER_ID empty), the
 * Functions emulator makes throwaway keys at start, so the real wallet code signs real sample
 * passes and the app shows both buttons. A deployed function never comes here: it reads only its
 * own secrets, and without them offers no wallet.
 */
export function emulatorWalletSettings(configured: WalletSettings): WalletSettings {
  const appleSet = configured.apple.passTypeIdentifier !== '';
  const googleSet = configured.google.issuerId.trim() !== '';
  if (appleSet || googleSet) return configured;
  const certificates = makeThrowawayPassCertificates(
    'pass.com.example.metrewards.sample',
    'SAMPLETEAM',
  );
  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    apple: {
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      certificatePem: certificates.certificatePem,
      keyPem: certificates.keyPem,
      keyPassphrase: '',
      wwdrPem: certificates.caPem,
      sample: true,
    },
    google: {
      issuerId: SAMPLE_GOOGLE_ISSUER_ID,
      serviceAccountJson: JSON.stringify({
        client_email: 'wallet-sample@demo-metrewards.iam.gserviceaccount.com',
        private_key: google.privateKey,
      }),
    },
    sample: true,
  };
}
