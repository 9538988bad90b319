import type { Firestore } from 'firebase-admin/firestore';
import { ApnsPassUpdatePush } from '../adapters/apns/ApnsPassUpdatePush';
import { FirestoreWalletRegistrations } from '../adapters/firestore/FirestoreWalletRegistrations';
import { googleWalletFromConfig } from '../adapters/google/googleWalletFromConfig';
import { RecordingPassUpdatePush } from '../adapters/memory/RecordingPassUpdatePush';
import type { Clock } from '../ports/Clock';
import type { ApplePassWebService } from '../services/wallet/ApplePassWebService';
import { type AppleWallet, appleWalletFromConfig } from '../services/wallet/appleWalletFromConfig';
import type { StateAdapters, WalletIssuers } from '../wiring';
import { readWalletLinkSecret } from './backendConfig';
import { SecretSigner } from './SecretSigner';
import { configuredWalletSettings, type WalletSettings } from './walletSettings';

export interface HostedWalletsContext {
  db: Firestore;
  adapters: Pick<StateAdapters, 'appData' | 'members' | 'venues'>;
  clock: Clock;
  /** The live app's origin (BackendConfig.productionOrigin). */
  origin: string;
  emulator: boolean;
}

export interface HostedWallets {
  issuers: WalletIssuers;
  /** Serves /wallet/apple/** (the pass link and Apple's endpoints); null without Apple keys. */
  applePassService: ApplePassWebService | null;
}

/**
 * The wallets of the functions that hold their secrets (index.ts), from the deployment's params
 * and secrets. This module is imported only by the wallet functions' backend, so no other
 * function's cold start loads the wallets' code.
 */
export async function createHostedWallets(context: HostedWalletsContext): Promise<HostedWallets> {
  const settings = await walletSettings(context.emulator);
  const apple = createAppleWallet(context, settings);
  const google = googleWalletFromConfig({
    ...settings.google,
    appOrigin: context.origin,
    emulator: context.emulator,
    clock: context.clock,
    sample: settings.sample,
  });
  return {
    issuers: { apple: apple?.links ?? null, google, sample: settings.sample },
    applePassService: apple?.webService ?? null,
  };
}

/**
 * Apple Wallet from the deployment's params and secrets (docs/WALLET.md), or null when it has
 * no pass type. The emulator never pushes to Apple: its pushes are only recorded.
 */
function createAppleWallet(
  { db, adapters, clock, origin, emulator }: HostedWalletsContext,
  wallets: WalletSettings,
): AppleWallet | null {
  return appleWalletFromConfig(wallets.apple, {
    signer: new SecretSigner(() => readWalletLinkSecret({ emulator })),
    appData: adapters.appData,
    members: adapters.members,
    venues: adapters.venues,
    registrations: new FirestoreWalletRegistrations(db),
    clock,
    origin,
    push: (keys) =>
      emulator
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
 * project sets none (DECISIONS.md "Card and wallets: sample passes"). The throwaway certificates
 * and node-forge, which makes them, load only there: a deployed function never imports them.
 */
async function walletSettings(emulator: boolean): Promise<WalletSettings> {
  const configured = configuredWalletSettings();
  if (!emulator) return configured;
  const { emulatorWalletSettings } = await import('./emulatorSampleWallets');
  return emulatorWalletSettings(configured);
}
