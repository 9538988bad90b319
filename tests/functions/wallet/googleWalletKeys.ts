/** Throwaway service-account keys for the Google Wallet tests: made at run time, never stored. */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { GoogleServiceAccount } from '../../../functions/src/ports/GoogleWalletObjects';

export interface ThrowawayServiceAccount {
  serviceAccount: GoogleServiceAccount;
  /** The public half, for checking what the private half signed. */
  publicKey: KeyObject;
}

export function aThrowawayServiceAccount(
  client_email = 'wallet-issuer@demo-metrewards.iam.gserviceaccount.com',
): ThrowawayServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const private_key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { serviceAccount: { client_email, private_key }, publicKey };
}
