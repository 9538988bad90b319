import {
  createBackendServices,
  createCallableHandlers,
  type BackendDependencies,
  type BackendServices,
  type CallableHandlers,
} from '../../api';
import type { Clock } from '../../ports/Clock';
import type { RandomSource } from '../../ports/RandomSource';
import type { Signer } from '../../ports/Signer';
import { InMemoryAppData } from './InMemoryAppData';
import { InMemoryBenefitsCatalogue } from './InMemoryBenefitsCatalogue';
import { InMemoryEventCalendar } from './InMemoryEventCalendar';
import { InMemoryGameCatalogue } from './InMemoryGameCatalogue';
import { InMemoryIdentity } from './InMemoryIdentity';
import { InMemoryMailer } from './InMemoryMailer';
import { InMemoryMemberDirectory } from './InMemoryMemberDirectory';
import { InMemoryOfferCatalogue } from './InMemoryOfferCatalogue';
import { InMemoryRateLimiter } from './InMemoryRateLimiter';
import { InMemorySupportDesk } from './InMemorySupportDesk';
import { InMemoryVenueDirectory } from './InMemoryVenueDirectory';
import type { MemoryState } from './MemoryState';

export interface MemoryBackendOptions {
  clock: Clock;
  random: RandomSource;
  signer: Signer;
  /** Origin email links point at unless a development build asks for an allowed devDomain. */
  productionOrigin: string;
  allowedDevOrigins?: string[];
}

export interface MemoryBackend {
  /** The live state: every adapter reads and writes it. Serialise it to save the world. */
  state: MemoryState;
  handlers: CallableHandlers;
  services: BackendServices;
  /** The identity provider, with the client-side operations the app's fake AuthPort wraps. */
  identity: InMemoryIdentity;
  appData: InMemoryAppData;
  deps: BackendDependencies;
  /** Stops forwarding login deletions to the backend (when a world is thrown away). */
  dispose(): void;
}

/**
 * Builds the whole backend on one plain-JSON state. Restoring a saved world is
 * createMemoryBackend(JSON.parse(saved), options). Deleting a login through the identity
 * provider removes its users/{uid} profile and game plays, as the auth trigger will in production.
 */
export function createMemoryBackend(
  state: MemoryState,
  options: MemoryBackendOptions,
): MemoryBackend {
  const { clock, random, signer } = options;
  const productionOrigin = options.productionOrigin.replace(/\/+$/, '');
  const mailer = new InMemoryMailer(state, clock);
  const identity = new InMemoryIdentity(state, clock, mailer, { productionOrigin });
  const appData = new InMemoryAppData(state);
  const deps: BackendDependencies = {
    members: new InMemoryMemberDirectory(state),
    venues: new InMemoryVenueDirectory(state),
    offers: new InMemoryOfferCatalogue(state),
    benefits: new InMemoryBenefitsCatalogue(state),
    events: new InMemoryEventCalendar(state),
    games: new InMemoryGameCatalogue(state),
    supportDesk: new InMemorySupportDesk(state),
    appData,
    identity,
    mailer,
    rateLimiter: new InMemoryRateLimiter(state),
    clock,
    random,
    signer,
    config: { productionOrigin, allowedDevOrigins: options.allowedDevOrigins ?? [] },
  };
  const services = createBackendServices(deps);
  const handlers = createCallableHandlers(deps, services);
  const dispose = identity.onUserDeleted((uid) => services.users.onIdentityDeleted(uid));
  return { state, handlers, services, identity, appData, deps, dispose };
}
