import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './functions/src/seed/demoMembers.ts';

/** `npm start` prints the demo accounts of the fake world under Vite's own URL banner. */
function demoAccountsBanner(): Plugin {
  return {
    name: 'met-demo-accounts-banner',
    apply: 'serve',
    configureServer(server) {
      if ((process.env.VITE_BACKEND ?? 'fake') !== 'fake') return;
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
          const rows = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(width)}  ${a.role}`);
          server.config.logger.info(
            [
              '',
              `  Fake mode: demo accounts (password ${DEMO_PASSWORD})`,
              ...rows,
              '  The Demo button in the app resets the world, shows the mail outbox and injects faults.',
              '',
            ].join('\n'),
          );
        }, 100);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), demoAccountsBanner()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser suites run under Playwright; emulator suites under `firebase emulators:exec`.
    exclude: [
      'tests/e2e/**',
      'tests/e2e-emulator/**',
      'tests/emulators/**',
      'tests/adapters/firebase/**',
      // The hostile-conditions suite has its own command (npm run test:hostile).
      'tests/hostile/**',
      'node_modules/**',
    ],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
  },
});
