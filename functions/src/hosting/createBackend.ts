import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { composeBackend, type Backend } from '../wiring';
import { readBackendConfig, readVoucherQrSecret } from './backendConfig';
import { SecretSigner } from './SecretSigner';

/**
 * Production, and the Functions emulator beside the Auth and Firestore emulators: every record
 * in Firestore, logins in Firebase Auth, mail queued for the Trigger Email extension.
 */
export function createFirestoreBackend(app: App, options: { emulator: boolean }): Backend {
  const db = getFirestore(app);
  return composeBackend({
    ...createFirestoreAdapters(db),
    identity: new FirebaseIdentityAdmin(getAuth(app)),
    mailer: new TriggerEmailMailer(db),
    clock: new SystemClock(),
    random: new WebCryptoRandom(),
    signer: new SecretSigner(() => readVoucherQrSecret(options)),
    config: readBackendConfig(),
  });
}

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
