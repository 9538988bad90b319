/**
 * The app's build, dev server and unit tests. Each plugin is a file of build/, and every source
 * path or package the build names is in build/chunkPlan.mjs:
 *
 * - build/appBackend.ts          the backend (fake or Firebase) a build or server is for
 * - build/demoAccountsBanner.ts  `npm start` prints the demo accounts
 * - build/walletSamplePasses.ts  the fake world's sample Apple Wallet passes
 * - build/installableApp.ts      the service worker and the web app manifest
 * - build/startGraphs.ts         the modules of the page's entry, the app's and the member's start
 * - build/startChunkLists.ts     index.html's lists of the chunks a start asks for at once
 * - build/chunks.ts              how the code is split into chunks, and their names
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appBackend, type ResolvedBackend } from './build/appBackend.ts';
import { appChunks } from './build/chunks.ts';
import { demoAccountsBanner } from './build/demoAccountsBanner.ts';
import { installableApp } from './build/installableApp.ts';
import { startChunkLists } from './build/startChunkLists.ts';
import { startGraphs } from './build/startGraphs.ts';
import { walletSamplePasses } from './build/walletSamplePasses.ts';

/** The backend the met-app-backend plugin settled on, for the plugins that differ by it. */
const backend: ResolvedBackend = { backend: 'firebase' };

const appStart = startGraphs();

export default defineConfig({
  plugins: [
    appBackend(backend),
    react(),
    demoAccountsBanner(backend),
    walletSamplePasses(backend),
    installableApp(),
    appStart.plugin,
    startChunkLists(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { output: appChunks(appStart) },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser suites run under Playwright; emulator suites under `firebase emulators:exec`.
    exclude: [
      'tests/e2e/**',
      'tests/e2e-emulator/**',
      'tests/emulators/**',
      'tests/functions/adapters/firestore*.contract.test.ts',
      'tests/adapters/firebase/**',
      // The hostile-conditions suite has its own command (npm run test:hostile).
      'tests/hostile/**',
      'node_modules/**',
    ],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
  },
});
