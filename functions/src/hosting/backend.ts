import * as logger from 'firebase-functions/logger';
import type { Backend } from './createBackend';
import { isFunctionsEmulator } from './params';

/** Which world this process serves: decided by where it runs. */
export function chooseWiring(env: NodeJS.ProcessEnv = process.env): Backend['wiring'] {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  return emulator && !env.FIRESTORE_EMULATOR_HOST ? 'seeded-memory' : 'firestore';
}

let backend: Promise<Backend> | undefined;

/**
 * This process's backend, built on first use (params and secrets can only be read at run time).
 * A failed build is not cached, so the next call tries again.
 */
export function getBackend(): Promise<Backend> {
  backend ??= build().catch((error: unknown) => {
    backend = undefined;
    throw error;
  });
  return backend;
}

/**
 * The wiring, the services and firebase-admin are imported on the first call, not when the
 * module loads: deployment and the emulator load the module only to read the functions'
 * definitions, and a cold start should not pay for Firestore's client before it needs it.
 */
async function build(): Promise<Backend> {
  const { adminApp, createFirestoreBackend, createSeededMemoryBackend } =
    await import('./createBackend');
  const app = adminApp();
  const wiring = chooseWiring();
  const built =
    wiring === 'seeded-memory'
      ? await createSeededMemoryBackend(app)
      : createFirestoreBackend(app, { emulator: isFunctionsEmulator() });
  logger.debug(`backend wiring: ${built.wiring}`);
  return built;
}
