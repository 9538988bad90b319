import { defineConfig } from 'vitest/config';
import base from '../../../vite.config';

/**
 * The hostile suite's "Firestore-backed attacks" stage: the attacks of tests/hostile/abuse on the
 * services over Firestore and Firebase Auth. tests/hostile/run.mjs runs it inside
 * `node scripts/emulators.mjs exec --only auth`, which starts the Firestore emulator and the Auth
 * emulator. Files run one after another and every test resets the emulators, so they share them.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/hostile/emulators/**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
