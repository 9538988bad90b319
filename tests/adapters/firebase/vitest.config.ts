/**
 * The Firebase adapters: unit tests, and the contract suites against the emulators. Run inside
 * `firebase emulators:exec --only auth,functions` (see docs/FIREBASE.md); outside it the
 * emulator suites report themselves skipped, with the reason. Files run one after another:
 * they share one Auth emulator, which each fixture reseeds.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['tests/adapters/firebase/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
