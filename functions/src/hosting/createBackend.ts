import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  createBackendServices,
  createCallableHandlers,
  type BackendDependencies,
  type BackendServices,
  type CallableHandlers,
} from '../api';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { LogMailer } from '../adapters/mail/LogMailer';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { InMemoryAppData } from '../adapters/memory/InMemoryAppData';
import { InMemoryBenefitsCatalogue } from '../adapters/memory/InMemoryBenefitsCatalogue';
import { InMemoryEventCalendar } from '../adapters/memory/InMemoryEventCalendar';
import { InMemoryGameCatalogue } from '../adapters/memory/InMemoryGameCatalogue';
import { InMemoryMemberDirectory } from '../adapters/memory/InMemoryMemberDirectory';
import { InMemoryOfferCatalogue } from '../adapters/memory/InMemoryOfferCatalogue';
import { InMemoryRateLimiter } from '../adapters/memory/InMemoryRateLimiter';
import { InMemorySupportDesk } from '../adapters/memory/InMemorySupportDesk';
import { InMemoryVenueDirectory } from '../adapters/memory/InMemoryVenueDirectory';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { readBackendConfig, readVoucherQrSecret } from './backendConfig';
import { SecretSigner } from './SecretSigner';

export interface Backend {
  /** 'firestore': production adapters; 'seeded-memory': the emulator's read-only demo world. */
  wiring: 'firestore' | 'seeded-memory';
  handlers: CallableHandlers;
  services: BackendServices;
}

/**
 * Production, and the Functions emulator when a Firestore emulator runs beside it: every record
 * in Firestore, logins in Firebase Auth, mail queued for the Trigger Email extension.
 */
export function createFirestoreBackend(app: App, options: { emulator: boolean }): Backend {
  const db = getFirestore(app);
  const deps: BackendDependencies = {
    ...createFirestoreAdapters(db),
    identity: new FirebaseIdentityAdmin(getAuth(app)),
    mailer: new TriggerEmailMailer(db),
    clock: new SystemClock(),
    random: new WebCryptoRandom(),
    signer: new SecretSigner(() => readVoucherQrSecret(options)),
    config: readBackendConfig(),
  };
  return assemble('firestore', deps);
}

/**
 * The Functions emulator without a Firestore emulator (these machines cannot run one): the
 * records come from the demo seed, held in this process's memory, while logins are real ones in
 * the Auth emulator (seeded with the demo uids by whoever starts it). The emulator runs each
 * function in its own process, so what one call writes is not seen by another function: treat
 * this world as read-only.
 */
export async function createSeededMemoryBackend(app: App): Promise<Backend> {
  const clock = new SystemClock();
  // The demo data is loaded only here, never on the production path.
  const { seedState } = await import('../seed/seedState');
  const state = await seedState(clock.now());
  const deps: BackendDependencies = {
    members: new InMemoryMemberDirectory(state),
    venues: new InMemoryVenueDirectory(state),
    offers: new InMemoryOfferCatalogue(state),
    benefits: new InMemoryBenefitsCatalogue(state),
    events: new InMemoryEventCalendar(state),
    games: new InMemoryGameCatalogue(state),
    supportDesk: new InMemorySupportDesk(state),
    appData: new InMemoryAppData(state),
    rateLimiter: new InMemoryRateLimiter(state),
    identity: new FirebaseIdentityAdmin(getAuth(app)),
    mailer: new LogMailer((message, fields) => logger.info(message, fields)),
    clock,
    random: new WebCryptoRandom(),
    signer: new SecretSigner(() => readVoucherQrSecret({ emulator: true })),
    config: readBackendConfig(),
  };
  return assemble('seeded-memory', deps);
}

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

function assemble(wiring: Backend['wiring'], deps: BackendDependencies): Backend {
  const services = createBackendServices(deps);
  return { wiring, services, handlers: createCallableHandlers(deps, services) };
}
