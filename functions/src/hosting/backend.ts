import type { HostedBackend } from './createBackend';
import { isFunctionsEmulator } from './params';

/**
 * The Functions emulator serves the same Firestore wiring as production, so it needs the
 * Firestore emulator beside it (scripts/emulators.mjs starts all three); without one the Admin
 * SDK would reach for a real project. Says so instead.
 * @throws Error in the emulator when FIRESTORE_EMULATOR_HOST is not set.
 */
export function assertFirestoreReachable(env: NodeJS.ProcessEnv = process.env): void {
  if (env.FUNCTIONS_EMULATOR === 'true' && !env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The Functions emulator needs the Firestore emulator beside it: start the emulators with ' +
        '`node scripts/emulators.mjs` (npm run start:emulators, npm run test:emulators)',
    );
  }
}

let backend: Promise<HostedBackend> | undefined;

/**
 * This process's backend, built on first use (params and secrets can only be read at run time).
 * A failed build is not cached, so the next call tries again.
 */
export function getBackend(): Promise<HostedBackend> {
  backend ??= build({ wallets: false }).catch((error: unknown) => {
    backend = undefined;
    throw error;
  });
  return backend;
}

let walletBackend: Promise<HostedBackend> | undefined;

/**
 * The same backend with the wallets' keys read, for the wallet functions alone: only they are
 * granted the wallet secrets, so no other function reads (or warns about) a secret it lacks.
 */
export function getWalletBackend(): Promise<HostedBackend> {
  walletBackend ??= build({ wallets: true }).catch((error: unknown) => {
    walletBackend = undefined;
    throw error;
  });
  return walletBackend;
}

/**
 * The wiring, the services and firebase-admin are imported on the first call, not when the
 * module loads: deployment and the emulator load the module only to read the functions'
 * definitions, and a cold start should not pay for Firestore's client before it needs it.
 */
async function build(options: { wallets: boolean }): Promise<HostedBackend> {
  assertFirestoreReachable();
  const { adminApp, createFirestoreBackend } = await import('./createBackend');
  return createFirestoreBackend(adminApp(), { emulator: isFunctionsEmulator(), ...options });
}
