/**
 * The emulator suite: run by `npm run test:emulators` inside
 * `firebase emulators:exec --only auth,functions`, which starts the emulators, runs this and
 * stops them. Files run one after another: they share one Auth emulator and its demo logins.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/emulators/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/emulators/globalSetup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
