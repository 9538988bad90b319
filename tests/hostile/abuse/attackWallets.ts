/**
 * The membership card's wallets on an attack target (DECISIONS.md "Card and wallets"), wired as
 * functions/src/hosting/createBackend.ts wires them for the Functions emulator: Apple Wallet from
 * appleWalletFromConfig with a recording push port, Google Wallet's save links signed with a
 * service-account key, its object updates recorded. The keys are throwaway ones, made once per
 * run (RSA key generation takes a few seconds) and never stored.
 */
import type { KeyObject } from 'node:crypto';
import { parseServiceAccount } from '../../../functions/src/adapters/google/googleWalletFromConfig';
import { RecordingGoogleWalletObjects } from '../../../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import { RecordingPassUpdatePush } from '../../../functions/src/adapters/memory/RecordingPassUpdatePush';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import type {
  PassRegistration,
  WalletRegistrations,
} from '../../../functions/src/ports/WalletRegistrations';
import type { ApplePassWebService } from '../../../functions/src/services/wallet/ApplePassWebService';
import { appleWalletFromConfig } from '../../../functions/src/services/wallet/appleWalletFromConfig';
import { GoogleWalletPasses } from '../../../functions/src/services/wallet/GoogleWalletPasses';
import type { BackendAdapters, WalletIssuers } from '../../../functions/src/wiring';
import {
  aThrowawayServiceAccount,
  type ThrowawayServiceAccount,
} from '../../functions/wallet/googleWalletKeys';
import {
  makeThrowawayPassCertificates,
  type ThrowawayPassCertificates,
} from '../../functions/wallet/throwawayPassCertificates';

/** WALLET_LINK_SECRET of the targets: it signs the pass links and the passes' tokens. */
export const WALLET_LINK_SECRET = 'attack-wallet-link-secret';
export const GOOGLE_ISSUER_ID = '3388000000022334455';

/** The wallets of one attack backend, and what an attack can see they did. */
export interface AttackWallets {
  /** The wallet-apple HTTPS function's handler: the pass link and Apple's pass web service. */
  readonly applePassService: ApplePassWebService;
  /** The pass type of the throwaway pass certificate. */
  readonly passTypeIdentifier: string;
  /** Whom Apple updates woke: the recording push port. */
  readonly applePushes: RecordingPassUpdatePush;
  /** Every update of a Google loyalty object: the recording port. */
  readonly googleObjects: RecordingGoogleWalletObjects;
  /** The public half of the throwaway service account that signs Google save links. */
  readonly googlePublicKey: KeyObject;
  /** What POST /wallet/apple/v1/log wrote to the function's log. */
  readonly logged: readonly string[];
  /** Every Apple pass registration in the database, and how many passes have an update tag. */
  stored(): Promise<{ registrations: PassRegistration[]; updateTags: number }>;
  /** The casino changes a member's record, and the members/{customerNumber} trigger runs. */
  changeMember(customerNumber: string, changes: Partial<MemberRecord>): Promise<void>;
}

/** What a target hands composeBackend, and the parts of AttackWallets that need no database. */
export type WalletParts = Omit<AttackWallets, 'stored' | 'changeMember'> & {
  issuers: WalletIssuers;
};

/**
 * One throwaway CA, pass certificate and service-account key per run, made when the targets are
 * loaded (about a second), so no attack's time limit pays for them.
 */
const KEYS: { certificates: ThrowawayPassCertificates; account: ThrowawayServiceAccount } = {
  certificates: makeThrowawayPassCertificates(),
  account: aThrowawayServiceAccount(),
};

export function makeAttackWallets(
  ports: Pick<BackendAdapters, 'appData' | 'members' | 'venues' | 'clock'> & {
    registrations: WalletRegistrations;
    origin: string;
  },
): WalletParts {
  const { certificates, account } = KEYS;
  const applePushes = new RecordingPassUpdatePush();
  const logged: string[] = [];
  const apple = appleWalletFromConfig(
    {
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      certificatePem: certificates.certificatePem,
      keyPem: certificates.keyPem,
      keyPassphrase: '',
      wwdrPem: certificates.caPem,
    },
    {
      signer: new WebCryptoSigner(WALLET_LINK_SECRET),
      appData: ports.appData,
      members: ports.members,
      venues: ports.venues,
      registrations: ports.registrations,
      clock: ports.clock,
      origin: ports.origin,
      push: () => applePushes,
      log: (line) => logged.push(line),
    },
  );
  if (!apple) throw new Error('the throwaway Apple configuration is complete: a wallet expected');
  // googleWalletFromConfig's emulator branch, with the recording port kept where attacks see it.
  const googleObjects = new RecordingGoogleWalletObjects({ everyObjectSaved: true });
  const google = new GoogleWalletPasses({
    issuerId: GOOGLE_ISSUER_ID,
    serviceAccount: parseServiceAccount(JSON.stringify(account.serviceAccount)),
    origins: [ports.origin],
    appOrigin: ports.origin,
    clock: ports.clock,
    objects: googleObjects,
  });
  return {
    issuers: { apple: apple.links, google },
    applePassService: apple.webService,
    passTypeIdentifier: certificates.passTypeIdentifier,
    applePushes,
    googleObjects,
    googlePublicKey: account.publicKey,
    logged,
  };
}
