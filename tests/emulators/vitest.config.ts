/**
 * The emulator suite: run by `npm run test:emulators` inside scripts/emulators.mjs, which starts
 * the Firestore emulator and `firebase emulators:exec --only auth,functions`, runs this and stops
 * them. The callables over HTTP, firestore.rules (compiled, and every path allowed and refused),
 * and the backend's Firestore adapters against their port contracts. Files run one after
 * another: they share one Auth emulator and its demo logins.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: [
      'tests/emulators/**/*.test.ts',
      'tests/functions/adapters/firestore*.contract.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/emulators/globalSetup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
