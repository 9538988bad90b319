import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { providerResetLinks, ResetLinks } from '../services/ResetLinks';
import type { ApplePassWebService } from '../services/wallet/ApplePassWebService';
import { composeBackend, type Backend } from '../wiring';
import { readBackendConfig, readResetLinkSecret, readVoucherQrSecret } from './backendConfig';
import type { HostedWallets, HostedWalletsContext } from './hostedWallets';
import { SecretSigner } from './SecretSigner';

/**
 * Production, and the Functions emulator beside the Auth and Firestore emulators: every record
 * in Firestore, logins in Firebase Auth, mail queued for the Trigger Email extension.
 */
export async function createFirestoreBackend(
  app: App,
  options: { emulator: boolean; wallets?: boolean },
): Promise<HostedBackend> {
  const db = getFirestore(app);
  const identity = new FirebaseIdentityAdmin(getAuth(app));
  const adapters = createFirestoreAdapters(db);
  const clock = new SystemClock();
  const config = readBackendConfig();
  // Only the wallet functions hold the wallet secrets (functions/src/index.ts).
  const wallets = options.wallets
    ? await importHostedWallets({
        db,
        adapters,
        clock,
        origin: config.productionOrigin,
        emulator: options.emulator,
      })
    : null;
  const backend = composeBackend(
    {
      ...adapters,
      identity,
      mailer: new TriggerEmailMailer(db),
      clock,
      random: new WebCryptoRandom(),
      signer: new SecretSigner(() => readVoucherQrSecret(options)),
      config,
      // The emulators have no hosting rewrite for the signed link, and their codes never expire.
      resetLinks: options.emulator ? providerResetLinks(identity) : createResetLinks(app, options),
    },
    wallets?.issuers,
  );
  return { ...backend, applePassService: wallets?.applePassService ?? null };
}

/**
 * The wallets' code (pass signing, the Google Wallet client, APNs) is imported by the wallet
 * functions alone, on their first call: every other function's cold start goes without it.
 */
async function importHostedWallets(context: HostedWalletsContext): Promise<HostedWallets> {
  const { createHostedWallets } = await import('./hostedWallets');
  return createHostedWallets(context);
}

/** The deployed backend, plus Apple's pass web service for the wallet-apple HTTPS function. */
export interface HostedBackend extends Backend {
  /** Serves /wallet/apple/** (the pass link and Apple's endpoints); null without Apple keys. */
  applePassService: ApplePassWebService | null;
}

/**
 * The signed 2-hour reset links (DECISIONS.md "Account and mail: a reset link lives 2 hours"):
 * issued by users-sendPasswordReset and opened by resetLink-open, behind the hosting rewrite of
 * RESET_LINK_ENDPOINT_PATH.
 */
export function createResetLinks(app: App, options: { emulator: boolean }): ResetLinks {
  return new ResetLinks(
    new SecretSigner(() => readResetLinkSecret(options)),
    new SystemClock(),
    new FirebaseIdentityAdmin(getAuth(app)),
    readBackendConfig().productionOrigin,
  );
}

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
