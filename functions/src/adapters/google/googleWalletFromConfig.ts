import type { Clock } from '../../ports/Clock';
import type { GoogleServiceAccount } from '../../ports/GoogleWalletObjects';
import { GoogleWalletPasses } from '../../services/wallet/GoogleWalletPasses';
import { RecordingGoogleWalletObjects } from '../memory/RecordingGoogleWalletObjects';
import { GoogleWalletRestObjects } from './GoogleWalletRestObjects';

export interface GoogleWalletConfig {
  /** GOOGLE_WALLET_ISSUER_ID: the issuer id of the Google Pay & Wallet Console; '' when unset. */
  issuerId: string;
  /** GOOGLE_WALLET_SERVICE_ACCOUNT: the service account's JSON key file, whole; '' when unset. */
  serviceAccountJson: string;
  /** The live app's origin: the save button's origin and where the program logo is served. */
  appOrigin: string;
  /** The Functions emulator: updates go to a recording fake, never to Google. */
  emulator: boolean;
  clock: Clock;
  /** A throwaway key (the emulators' sample wallets): the card says it is a sample. */
  sample?: boolean;
}

/**
 * Google Wallet for this deployment, or null when it holds no issuer id or no key (then the app
 * offers no Google button). A key that is set but unusable fails here, loudly, not at a save.
 */
export function googleWalletFromConfig(config: GoogleWalletConfig): GoogleWalletPasses | null {
  const issuerId = config.issuerId.trim();
  if (issuerId === '' || config.serviceAccountJson.trim() === '') return null;
  const serviceAccount = parseServiceAccount(config.serviceAccountJson);
  return new GoogleWalletPasses({
    issuerId,
    serviceAccount,
    origins: [config.appOrigin],
    appOrigin: config.appOrigin,
    clock: config.clock,
    sample: config.sample === true,
    objects: config.emulator
      ? new RecordingGoogleWalletObjects({ everyObjectSaved: true })
      : new GoogleWalletRestObjects({ serviceAccount }),
  });
}

/** The two fields of Google's JSON key file that signing needs; anything else is ignored. */
export function parseServiceAccount(json: string): GoogleServiceAccount {
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT is not JSON: set it to the key file, whole');
  }
  const { client_email, private_key } = (key ?? {}) as Record<string, unknown>;
  if (typeof client_email !== 'string' || typeof private_key !== 'string') {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT lacks client_email or private_key');
  }
  if (!private_key.includes('-----BEGIN PRIVATE KEY-----')) {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT private_key is not a PKCS#8 PEM key');
  }
  return { client_email, private_key };
}
