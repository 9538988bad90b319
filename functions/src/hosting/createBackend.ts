import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseIdentityAdmin } from '../adapters/firebase-auth/FirebaseIdentityAdmin';
import { createFirestoreAdapters } from '../adapters/firestore/createFirestoreAdapters';
import { TriggerEmailMailer } from '../adapters/mail/TriggerEmailMailer';
import { SystemClock } from '../adapters/system/SystemClock';
import { WebCryptoRandom } from '../adapters/webcrypto/WebCryptoRandom';
import { providerResetLinks, ResetLinks } from '../services/ResetLinks';
import { composeBackend, type Backend } from '../wiring';
import { readBackendConfig, readResetLinkSecret, readVoucherQrSecret } from './backendConfig';
import { SecretSigner } from './SecretSigner';

/**
 * Production, and the Functions emulator beside the Auth and Firestore emulators: every record
 * in Firestore, logins in Firebase Auth, mail queued for the Trigger Email extension.
 */
export function createFirestoreBackend(app: App, options: { emulator: boolean }): Backend {
  const db = getFirestore(app);
  const identity = new FirebaseIdentityAdmin(getAuth(app));
  return composeBackend({
    ...createFirestoreAdapters(db),
    identity,
    mailer: new TriggerEmailMailer(db),
    clock: new SystemClock(),
    random: new WebCryptoRandom(),
    signer: new SecretSigner(() => readVoucherQrSecret(options)),
    config: readBackendConfig(),
    // The emulators have no hosting rewrite for the signed link, and their codes never expire.
    resetLinks: options.emulator ? providerResetLinks(identity) : createResetLinks(app, options),
  });
}

/**
 * The signed 2-hour reset links (issue 15, item 12): issued by users-sendPasswordReset and
 * opened by resetLink-open, behind the hosting rewrite of RESET_LINK_ENDPOINT_PATH.
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
