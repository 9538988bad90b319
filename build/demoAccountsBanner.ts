import type { Plugin } from 'vite';
import { demoAccountsBanner as demoAccountsText } from '../functions/src/seed/demoAccountsBanner.ts';
import type { ResolvedBackend } from './appBackend.ts';

/**
 * `npm start` (fake mode) prints the demo accounts under Vite's own URL banner. Emulator mode is
 * served by the Hosting emulator, and scripts/emulator-app.mjs prints the same list there.
 */
export function demoAccountsBanner(resolved: ResolvedBackend): Plugin {
  return {
    name: 'met-demo-accounts-banner',
    apply: 'serve',
    configureServer(server) {
      if (resolved.backend !== 'fake') return;
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          server.config.logger.info(
            demoAccountsText(
              'Fake mode',
              '  The Demo button in the app resets the world, shows the mail outbox and injects faults.',
            ),
          );
        }, 100);
      });
    },
  };
}
