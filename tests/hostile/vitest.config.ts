import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/**
 * The Node suites of `npm run test:hostile`: property tests, fault injection, attacks on the
 * in-memory backend. The same attacks on Firestore run in their own stage, under the emulators
 * (tests/hostile/emulators/vitest.config.ts).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/hostile/**/*.test.ts', 'tests/hostile/**/*.test.tsx'],
    exclude: ['tests/hostile/browser/**', 'tests/hostile/emulators/**', 'node_modules/**'],
  },
});
