import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  createBackendServices,
  createCallableHandlers,
  type BackendDependencies,
  type BackendServices,
  type CallableHandlers,
} from '../api';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { readBackendConfig, readVoucherQrSecret } from './backendConfig';
import { SecretSigner } from './SecretSigner';

export interface Backend {
  handlers: CallableHandlers;
  services: BackendServices;
}

/**
 * Production, and the Functions emulator beside the Auth and Firestore emulators: every record
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
  return assemble(deps);
}

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

function assemble(deps: BackendDependencies): Backend {
  const services = createBackendServices(deps);
  return { services, handlers: createCallableHandlers(deps, services) };
}
