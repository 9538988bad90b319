import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ApnsPassUpdatePush } from '../adapters/apns/ApnsPassUpdatePush';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { FirestoreWalletRegistrations } from '../adapters/firestore/FirestoreWalletRegistrations';
import { googleWalletFromConfig } from '../adapters/google/googleWalletFromConfig';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { RecordingPassUpdatePush } from '../adapters/memory/RecordingPassUpdatePush';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { providerResetLinks, ResetLinks } from '../services/ResetLinks';
import type { ApplePassWebService } from '../services/wallet/ApplePassWebService';
import { type AppleWallet, appleWalletFromConfig } from '../services/wallet/appleWalletFromConfig';
import { composeBackend, type Backend, type StateAdapters } from '../wiring';
import {
  readBackendConfig,
  readResetLinkSecret,
  readVoucherQrSecret,
  readWalletLinkSecret,
} from './backendConfig';
import { googleWalletIssuerId, googleWalletServiceAccount, appleWalletSettings } from './params';
import { emulatorWalletSettings, type WalletSettings } from './emulatorSampleWallets';
import { SecretSigner } from './SecretSigner';

/**
 * Production, and the Functions emulator beside the Auth and Firestore emulators: every record
 * in Firestore, logins in Firebase Auth, mail queued for the Trigger Email extension.
 */
export function createFirestoreBackend(
  app: App,
  options: { emulator: boolean; wallets?: boolean },
): HostedBackend {
  const db = getFirestore(app);
  const identity = new FirebaseIdentityAdmin(getAuth(app));
  const adapters = createFirestoreAdapters(db);
  const clock = new SystemClock();
  const config = readBackendConfig();
  // Only the wallet functions hold the wallet secrets (functions/src/index.ts).
  const wallets = options.wallets ? walletSettings(options) : null;
  const apple = wallets
    ? createAppleWallet(db, adapters, clock, config.productionOrigin, options, wallets)
    : null;
  const google = wallets
    ? googleWalletFromConfig({
        ...wallets.google,
        appOrigin: config.productionOrigin,
        emulator: options.emulator,
        clock,
        sample: wallets.sample,
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
    { apple: apple?.links ?? null, google, sample: wallets?.sample === true },
  );
  return { ...backend, applePassService: apple?.webService ?? null };
}

/** The deployed backend, plus Apple's pass web service for the wallet-apple HTTPS function. */
export interface HostedBackend extends Backend {
  /** Serves /wallet/apple/** (the pass link and Apple's endpoints); null without Apple keys. */
  applePassService: ApplePassWebService | null;
}

/**
 * Apple Wallet from the deployment's params and secrets (docs/WALLET.md), or null when it has
 * no pass type. The emulator never pushes to Apple: its pushes are only recorded.
 */
function createAppleWallet(
  db: Firestore,
  adapters: Pick<StateAdapters, 'appData' | 'members' | 'venues'>,
  clock: SystemClock,
  origin: string,
  options: { emulator: boolean },
  wallets: WalletSettings,
): AppleWallet | null {
  return appleWalletFromConfig(wallets.apple, {
    signer: new SecretSigner(() => readWalletLinkSecret(options)),
    appData: adapters.appData,
    members: adapters.members,
    venues: adapters.venues,
    registrations: new FirestoreWalletRegistrations(db),
    clock,
    origin,
    push: (keys) =>
      options.emulator
        ? new RecordingPassUpdatePush()
        : new ApnsPassUpdatePush({
            certificatePem: keys.certificatePem,
            keyPem: keys.keyPem,
            ...(keys.keyPassphrase ? { keyPassphrase: keys.keyPassphrase } : {}),
            topic: keys.passTypeIdentifier,
          }),
  });
}

/**
 * The wallets' keys from the params and secrets; on the emulators, throwaway ones when the
 * project sets none (DECISIONS.md "Card and wallets: sample passes").
 */
function walletSettings(options: { emulator: boolean }): WalletSettings {
  const configured: WalletSettings = {
    apple: appleWalletSettings(),
    google: {
      issuerId: googleWalletIssuerId.value(),
      serviceAccountJson: googleWalletServiceAccount.value(),
    },
    sample: false,
  };
  return options.emulator ? emulatorWalletSettings(configured) : configured;
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
