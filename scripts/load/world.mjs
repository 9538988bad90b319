// The load's world in the emulators (scripts/load/loadWorld.ts, loaded through Vite's module
// runner as bench/signedIn.mjs loads the seed) and what the invariants read back from Firestore
// afterwards, through firebase-admin on the Firestore emulator (FIRESTORE_EMULATOR_HOST).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The TypeScript seed module, loaded once. */
export async function loadWorldModule() {
  // Vite's runner sets NODE_ENV when it is unset: it is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(`${ROOT}scripts/load/loadWorld.ts`, {
    configFile: false,
    root: `${ROOT}functions`,
    logLevel: 'error',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return module;
}

const toIso = (value) =>
  value && typeof value.toDate === 'function' ? value.toDate().toISOString() : String(value);

/** Everything the invariants look at, read from the Firestore emulator. */
export async function readFirestoreState(world) {
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  process.env.FIRESTORE_EMULATOR_HOST = world.firestoreHost;
  const name = 'load-invariants';
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp({ projectId: world.projectId }, name);
  const db = getFirestore(app);
  const [plays, tickets, members, counters, rateLimits] = await Promise.all(
    ['games', 'supportTickets', 'members', 'counters', 'rateLimits'].map((collection) =>
      db.collection(collection).get(),
    ),
  );
  const counter = (id) => counters.docs.find((doc) => doc.id === id)?.data().next;
  return {
    storedPlays: plays.docs.map((doc) => ({
      id: doc.id,
      customerNumber: String(doc.get('customerNumber')),
      gameId: String(doc.get('gameId')),
      timestamp: toIso(doc.get('timestamp')),
    })),
    storedTickets: tickets.docs.map((doc) => ({
      id: doc.id,
      ticketId: String(doc.get('ticketId')),
      submittedAt: toIso(doc.get('submittedAt')),
    })),
    members: members.docs.map((doc) => ({
      id: doc.id,
      customerNumber: String(doc.get('customer_number')),
    })),
    customerNumberNext: Number(counter('customerNumber')),
    ticketNext: Number(counter('supportTicket') ?? 1),
    rateLimits: rateLimits.docs.map((doc) => ({ id: doc.id, expiresAt: doc.get('expiresAt') })),
  };
}
