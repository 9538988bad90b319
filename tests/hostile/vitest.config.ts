import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/** The Node half of `npm run test:hostile`: property tests, fault injection, attacks. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/hostile/**/*.test.ts', 'tests/hostile/**/*.test.tsx'],
    exclude: ['tests/hostile/browser/**', 'node_modules/**'],
  },
});
