import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import base from '../../vite.config.ts';
import { mutationTarget } from './targets.mjs';

/**
 * The unit tests' config for Stryker's sandbox copy of the project, narrowed to the target's
 * tests. The sandbox shares the checkout's node_modules, where the workspace packages are
 * symlinks back to the checkout, so `@met/scheme` and `met-rewards-functions/in-memory` would
 * load the unmutated originals: these aliases point them at the sandbox's own sources.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const config = mergeConfig(base, {
  resolve: {
    alias: [
      {
        find: /^@met\/scheme\/contract$/,
        replacement: `${root}packages/scheme/src/contract/index.ts`,
      },
      { find: /^@met\/scheme$/, replacement: `${root}packages/scheme/src/index.ts` },
      {
        find: /^met-rewards-functions\/in-memory$/,
        replacement: `${root}functions/src/inMemory.ts`,
      },
    ],
  },
});
// Replaced, not merged: mergeConfig would append the target's tests to every unit test.
config.test = { ...config.test, include: mutationTarget(process.env.MUTATION_TARGET).tests };

export default config;
