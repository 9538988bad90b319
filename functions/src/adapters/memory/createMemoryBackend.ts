import type { AppData } from '../../ports/AppData';
import type { Clock } from '../../ports/Clock';
import type { RandomSource } from '../../ports/RandomSource';
import type { Signer } from '../../ports/Signer';
import { providerResetLinks } from '../../services/ResetLinks';
import {
  composeBackend,
  type Backend,
  type BackendAdapters,
  type WalletIssuers,
} from '../../wiring';
import { createMemoryAdapters } from './createMemoryAdapters';
import { InMemoryIdentity } from './InMemoryIdentity';
import { InMemoryMailer } from './InMemoryMailer';
import type { MemoryState } from './MemoryState';

export interface MemoryBackendOptions {
  clock: Clock;
  random: RandomSource;
  signer: Signer;
  /** Origin email links point at unless a development build asks for an allowed devDomain. */
  productionOrigin: string;
  allowedDevOrigins?: string[];
  /**
   * The app's fake world is a development build: true lets a devDomain on loopback steer email
   * links. Left out, the backend behaves as a deployed one (the tests and attack targets).
   */
  developmentBackend?: boolean;
  /** Wallet issuers (tests); left out, the fake world has no wallet keys and offers no pass. */
  wallets?: WalletIssuers;
}

export interface MemoryBackend extends Backend {
  /** The live state: every adapter reads and writes it. Serialise it to save the world. */
  state: MemoryState;
  /** The identity provider, with the client-side operations the app's fake AuthPort wraps. */
  identity: InMemoryIdentity;
  appData: AppData;
  /** The adapters the services run on. */
  deps: BackendAdapters;
  /** Stops forwarding login deletions to the backend (when a world is thrown away). */
  dispose(): void;
}

/**
 * Builds the whole backend on one plain-JSON state. Restoring a saved world is
 * createMemoryBackend(JSON.parse(saved), options). Deleting a login through the identity
 * provider runs UsersService.onIdentityDeleted with its uid and email, as the auth trigger does
 * in production.
 */
export function createMemoryBackend(
  state: MemoryState,
  options: MemoryBackendOptions,
): MemoryBackend {
  const { clock, random, signer } = options;
  const productionOrigin = options.productionOrigin.replace(/\/+$/, '');
  const mailer = new InMemoryMailer(state, clock);
  const identity = new InMemoryIdentity(state, clock, mailer, { productionOrigin });
  const deps: BackendAdapters = {
    ...createMemoryAdapters(state),
    identity,
    mailer,
    clock,
    random,
    signer,
    // The in-memory provider's own reset codes live the scheme's 2 hours.
    resetLinks: providerResetLinks(identity),
    config: {
      productionOrigin,
      allowedDevOrigins: options.allowedDevOrigins ?? [],
      developmentBackend: options.developmentBackend ?? false,
    },
  };
  const { services, handlers } = composeBackend(deps, options.wallets);
  const dispose = identity.onUserDeleted((user) => services.users.onIdentityDeleted(user));
  return { state, handlers, services, identity, appData: deps.appData, deps, dispose };
}
