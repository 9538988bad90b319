import type { AppleWalletConfig } from '../services/wallet/appleWalletFromConfig';
import { appleWalletSettings, googleWalletIssuerId, googleWalletServiceAccount } from './params';

/** The Google half of a deployment's wallet settings, as params.ts reads them. */
export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountJson: string;
}

export interface WalletSettings {
  apple: AppleWalletConfig;
  google: GoogleWalletSettings;
  /** The keys are throwaway: every pass says it is a sample, and so does the callable. */
  sample: boolean;
}

/** The wallets' keys from the deployment's params and secrets ('' where unset). */
export function configuredWalletSettings(): WalletSettings {
  return {
    apple: appleWalletSettings(),
    google: {
      issuerId: googleWalletIssuerId.value(),
      serviceAccountJson: googleWalletServiceAccount.value(),
    },
    sample: false,
  };
}
