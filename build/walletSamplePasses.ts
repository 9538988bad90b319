import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { ENV_DIR, type ResolvedBackend } from './appBackend.ts';

/**
 * The fake world's sample Apple Wallet passes (DECISIONS.md "Card and wallets: sample passes"):
 * one .pkpass per demo member at /wallet/sample/<number>.pkpass, signed at build time (or, on the
 * dev server, when asked) with a throwaway certificate by the backend's own pass code. Fake mode
 * only: a firebase build never contains them.
 */
export function walletSamplePasses(resolved: ResolvedBackend): Plugin {
  let passes: Promise<Map<string, Buffer>> | undefined;
  const make = async () => {
    const { module } = await runnerImport<typeof import('../scripts/walletSample.ts')>(
      fileURLToPath(new URL('../scripts/walletSample.ts', import.meta.url)),
      { configFile: false, root: ENV_DIR, logLevel: 'warn' },
    );
    return module.makeDemoSamplePasses(module.SAMPLE_ORIGIN);
  };
  return {
    name: 'met-wallet-sample-passes',
    configureServer(server) {
      if (resolved.backend !== 'fake') return;
      server.middlewares.use('/wallet/sample/', (request, response, next) => {
        const number = /^\/(\d{1,12})\.pkpass$/.exec(request.url ?? '')?.[1];
        if (number === undefined) return next();
        void (passes ??= make()).then((built) => {
          const pass = built.get(number);
          if (pass === undefined) return next();
          response.setHeader('Content-Type', 'application/vnd.apple.pkpass');
          response.end(pass);
        }, next);
      });
    },
    async generateBundle() {
      if (resolved.backend !== 'fake') return;
      for (const [number, pass] of await make()) {
        this.emitFile({ type: 'asset', fileName: `wallet/sample/${number}.pkpass`, source: pass });
      }
    },
  };
}
