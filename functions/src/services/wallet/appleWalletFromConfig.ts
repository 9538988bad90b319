import type { AppData } from '../../ports/AppData';
import type { Clock } from '../../ports/Clock';
import type { MemberDirectory } from '../../ports/MemberDirectory';
import type { PassUpdatePush } from '../../ports/PassUpdatePush';
import type { Signer } from '../../ports/Signer';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import type { WalletRegistrations } from '../../ports/WalletRegistrations';
import { ApplePassFactory, type ApplePassKeys } from './ApplePassFactory';
import { ApplePasses } from './ApplePasses';
import { ApplePassWebService } from './ApplePassWebService';

/** The deployment's Apple Wallet settings as read from params and secrets ('' when unset). */
export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  keyPem: string;
  keyPassphrase: string;
  wwdrPem: string;
  /** Throwaway keys (the emulators' sample wallets): every pass says it is a sample. */
  sample?: boolean;
}

export interface AppleWalletPorts {
  /** WALLET_LINK_SECRET's Signer: the pass links and the passes' authentication tokens. */
  signer: Signer;
  appData: AppData;
  members: MemberDirectory;
  venues: VenueDirectory;
  registrations: WalletRegistrations;
  clock: Clock;
  /** The live app's origin (BackendConfig.productionOrigin). */
  origin: string;
  /** APNs in production (ApnsPassUpdatePush), a recording fake in tests and the emulator. */
  push: (keys: ApplePassKeys) => PassUpdatePush;
  /** Where Wallet's own error reports go (POST /wallet/apple/v1/log); console.warn if left out. */
  log?: (line: string) => void;
}

export interface AppleWallet {
  /** For WalletService (wallet-getPassLinks and the members/{customerNumber} trigger). */
  links: ApplePasses;
  /** For the HTTPS function behind the rewrite of /wallet/apple/**. */
  webService: ApplePassWebService;
}

/**
 * Apple Wallet, or null when this deployment has no pass type identity (the app then offers no
 * 'Add to Apple Wallet'). A PEM that is set but unreadable fails at the first pass, loudly.
 */
export function appleWalletFromConfig(
  config: AppleWalletConfig,
  ports: AppleWalletPorts,
): AppleWallet | null {
  const { passTypeIdentifier, teamIdentifier, certificatePem, keyPem, wwdrPem } = config;
  if (![passTypeIdentifier, teamIdentifier, certificatePem, keyPem, wwdrPem].every(Boolean)) {
    return null;
  }
  const keys: ApplePassKeys = {
    passTypeIdentifier,
    teamIdentifier,
    certificatePem,
    keyPem,
    wwdrPem,
    ...(config.keyPassphrase ? { keyPassphrase: config.keyPassphrase } : {}),
    ...(config.sample ? { sample: true } : {}),
  };
  const factory = new ApplePassFactory(keys, ports.origin);
  const links = new ApplePasses({ ...ports, factory, push: ports.push(keys) });
  const webService = new ApplePassWebService({ ...ports, passes: links, factory });
  return { links, webService };
}
