/**
 * The production backend as an attack target: the services composed exactly as
 * functions/src/hosting/createBackend.ts composes them, on the Firestore adapters, Firebase Auth
 * and the Trigger Email mailer, against the Firestore and Auth emulators. Only what a test must
 * hold still is swapped: the clock, the random source and the QR signing secret. It runs in the
 * hostile suite's "Firestore-backed attacks" stage, which starts the emulators for it.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { FirebaseIdentityAdmin } from '../../../functions/src/adapters/firebase-auth/FirebaseIdentityAdmin';
import { COLLECTIONS } from '../../../functions/src/adapters/firestore/collections';
import { createFirestoreAdapters } from '../../../functions/src/adapters/firestore/createFirestoreAdapters';
import { toStoredMember } from '../../../functions/src/adapters/firestore/FirestoreMemberDirectory';
import { FirestoreWalletRegistrations } from '../../../functions/src/adapters/firestore/FirestoreWalletRegistrations';
import { seedFirestore } from '../../../functions/src/adapters/firestore/seedFirestore';
import {
  MAIL_COLLECTION,
  TriggerEmailMailer,
  type TriggerEmailDocument,
} from '../../../functions/src/adapters/mail/TriggerEmailMailer';
import { FixedClock } from '../../functions/doubles/FixedClock';
import type { MemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from '../../functions/doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { toCallContext } from '../../../functions/src/hosting/callable';
import type { DeskAuditEntry } from '../../../functions/src/ports/DeskAudit';
import type { Mail } from '../../../functions/src/ports/Mailer';
import type { PassRegistration } from '../../../functions/src/ports/WalletRegistrations';
import { ResetLinks } from '../../../functions/src/services/ResetLinks';
import { composeBackend } from '../../../functions/src/wiring';
import { PROJECT_ID, whyNoEmulators } from '../../../scripts/emulators.mjs';
import { type AttackWallets, makeAttackWallets } from './attackWallets';
import { ATTACK_ORIGIN, ATTACK_SECRET } from './memoryTarget';
import {
  ATTACK_PASSWORD,
  type AttackBackend,
  type AttackTarget,
  type StoredLimiterRecord,
} from './target';

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** The emulators' own reset endpoints accept this in place of a Google token. */
const EMULATOR_OWNER = { authorization: 'Bearer owner' };

let skipReason: string | null | undefined;

/** Null when both emulators run (the stage sets their hosts); else why, printed once. */
function whyNotHere(): string | null {
  if (skipReason === undefined) {
    skipReason = FIRESTORE_HOST && AUTH_HOST ? null : whyNoEmulators();
    if (skipReason !== null) console.warn(`[skipped] Firestore-backed attacks: ${skipReason}`);
  }
  return skipReason;
}

/** One Admin SDK app for every start: the SDK follows the emulator hosts of the environment. */
function adminApp(): App {
  const name = 'attack-target';
  return (
    getApps().find((app) => app.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name)
  );
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Every document and every login of the project removed (the emulators' own endpoints). */
async function clearEmulators(): Promise<void> {
  await expectOk(
    await fetch(
      `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    'clearing the Firestore emulator',
  );
  await expectOk(
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
      headers: EMULATOR_OWNER,
    }),
    'clearing the Auth emulator',
  );
}

const byCreation = (a: Timestamp, b: Timestamp) =>
  a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;

/** The mail a Trigger Email document holds; its action link is the text's last paragraph. */
function mailOf(document: TriggerEmailDocument): Mail {
  const { subject, text, html } = document.message;
  const cut = text.lastIndexOf('\n\n');
  const hasLink = html.includes('<a href=') && cut >= 0;
  return {
    to: document.to,
    subject,
    text: hasLink ? text.slice(0, cut) : text,
    ...(hasLink ? { link: text.slice(cut + 2) } : {}),
  };
}

async function queuedMails(db: Firestore): Promise<Mail[]> {
  const snapshot = await db.collection(MAIL_COLLECTION).get();
  return [...snapshot.docs]
    .sort((a, b) => byCreation(a.createTime, b.createTime))
    .map((doc) => mailOf(doc.data() as TriggerEmailDocument));
}

/** The Auth emulator's sign-in endpoint, as the Firebase SDK calls it: the ID token it gives. */
async function emulatorSignIn(
  endpoint: 'signInWithPassword' | 'signInWithCustomToken',
  body: Record<string, string>,
): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=emulator-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!response.ok || !answer.idToken) {
    throw new Error(`${endpoint} failed: ${answer.error?.message ?? response.status}`);
  }
  return answer.idToken;
}

/** deskAudit in the order it was appended, with `at` as the ISO instant the service appended. */
async function storedDeskAudit(db: Firestore): Promise<DeskAuditEntry[]> {
  const snapshot = await db.collection(COLLECTIONS.deskAudit).get();
  return [...snapshot.docs]
    .sort((a, b) => byCreation(a.createTime, b.createTime))
    .map((doc) => {
      const { at, ...entry } = doc.data() as Omit<DeskAuditEntry, 'at'> & { at: Timestamp };
      return { ...entry, at: at.toDate().toISOString() };
    });
}

/** applePassRegistrations and applePassUpdates, whole: what the wallet attacks left behind. */
async function storedPassRecords(db: Firestore): ReturnType<AttackWallets['stored']> {
  const [registrations, updates] = await Promise.all([
    db.collection(COLLECTIONS.applePassRegistrations).get(),
    db.collection(COLLECTIONS.applePassUpdates).get(),
  ]);
  return {
    registrations: registrations.docs.map((doc) => doc.data() as PassRegistration),
    updateTags: updates.size,
  };
}

/** rateLimits, whole: what the limits left behind, with the TTL field of each record. */
async function storedLimiterRecords(db: Firestore): Promise<StoredLimiterRecord[]> {
  const snapshot = await db.collection(COLLECTIONS.rateLimits).get();
  return snapshot.docs.map((doc) => {
    const { uses, expiresAt } = doc.data() as { uses?: Timestamp[]; expiresAt?: Timestamp };
    return {
      id: doc.id,
      uses: uses?.length ?? 0,
      expiresAt: typeof expiresAt?.toDate === 'function' ? expiresAt.toDate() : undefined,
    };
  });
}

/** Logins have no document: a seed that holds some cannot be written to Firebase Auth as is. */
function refuseSeedLogins(seed: MemoryState): void {
  if (Object.keys(seed.identityUsers).length > 0) {
    throw new Error('seed logins with world.login(): the Firestore target keeps logins in Auth');
  }
}

export const firestoreTarget: AttackTarget = {
  label: 'Firestore',
  skipReason: whyNotHere,
  async start(seed: MemoryState, now: string): Promise<AttackBackend> {
    refuseSeedLogins(seed);
    await clearEmulators();
    const app = adminApp();
    const db = getFirestore(app);
    const auth: Auth = getAuth(app);
    await seedFirestore(db, seed);

    const clock = new FixedClock(now);
    const identity = new FirebaseIdentityAdmin(auth);
    const signer = new WebCryptoSigner(ATTACK_SECRET);
    const adapters = {
      ...createFirestoreAdapters(db),
      identity,
      mailer: new TriggerEmailMailer(db),
      clock,
      random: new SequenceRandom([0, 1, 2, 3]),
      signer,
      // A deployed backend: what the in-memory target is too, unless a suite asks otherwise.
      config: { productionOrigin: ATTACK_ORIGIN, allowedDevOrigins: [], developmentBackend: false },
      // As deployed: the mail carries the signed 2-hour link (createFirestoreBackend).
      resetLinks: new ResetLinks(signer, clock, identity, ATTACK_ORIGIN),
    };
    // As hostedWallets.ts's createAppleWallet and googleWalletFromConfig wire the emulator's.
    const { issuers, ...wallets } = makeAttackWallets({
      ...adapters,
      registrations: new FirestoreWalletRegistrations(db),
      origin: ATTACK_ORIGIN,
    });
    const backend = composeBackend(adapters, issuers);

    return {
      label: 'Firestore',
      backend,
      adapters,
      clock,
      wallets: {
        ...wallets,
        stored: () => storedPassRecords(db),
        async changeMember(customerNumber, changes) {
          const before = await adapters.members.findByCustomerNumber(customerNumber);
          if (!before) throw new Error(`no member ${customerNumber} to change`);
          const after = { ...before, ...changes };
          await db.collection(COLLECTIONS.members).doc(customerNumber).set(toStoredMember(after));
          await backend.services.wallet.onMemberChanged(before, after);
        },
      },
      mails: () => queuedMails(db),
      limiterRecords: () => storedLimiterRecords(db),
      async login(email, options = {}) {
        const verified = options.verified ?? true;
        const memberships = options.memberships ?? [];
        const user = await auth.createUser({
          email,
          password: ATTACK_PASSWORD,
          emailVerified: verified,
        });
        const userEmail = user.email ?? email;
        await adapters.appData.saveProfile({
          uid: user.uid,
          email: userEmail,
          emailVerified: verified,
          country: 'gb',
          memberships,
          gameOptin: [],
        });
        // The layout seedFirestore writes for a linked profile: who holds each membership.
        for (const customerNumber of memberships) {
          await db
            .collection(COLLECTIONS.membershipLinks)
            .doc(customerNumber)
            .set({ uid: user.uid });
        }
        if (options.staff) await auth.setCustomUserClaims(user.uid, { staff: options.staff });
        if (!options.signIn) {
          const ctxAuth = { uid: user.uid, email: userEmail, emailVerified: verified };
          return { uid: user.uid, ctx: { auth: { ...ctxAuth, signInMethod: 'password' } } };
        }
        const idToken =
          options.signIn === 'password'
            ? await emulatorSignIn('signInWithPassword', {
                email: userEmail,
                password: ATTACK_PASSWORD,
              })
            : await emulatorSignIn('signInWithCustomToken', {
                token: await auth.createCustomToken(
                  user.uid,
                  options.signIn === 'passkey' ? { passkey: true } : undefined,
                ),
              });
        // What onCall hands the handler: the verified token, read as the hosted backend reads it.
        const decoded = await auth.verifyIdToken(idToken);
        return { uid: user.uid, ctx: toCallContext({ uid: decoded.uid, token: decoded }) };
      },
      deskAudit: () => storedDeskAudit(db),
      async deleteLogin(uid) {
        // What Firebase Auth hands the deletion trigger (functions/src/index.ts) is the login
        // as it was: read it before it goes.
        const { email, emailVerified } = await auth.getUser(uid);
        await auth.deleteUser(uid);
        await backend.services.users.onIdentityDeleted({
          uid,
          ...(email === undefined ? {} : { email }),
          emailVerified,
        });
      },
    };
  },
};
