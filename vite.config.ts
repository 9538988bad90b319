import { fileURLToPath } from 'node:url';
import type { OutputChunk, PluginContext } from 'rolldown';
import { loadEnv, runnerImport } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { demoAccountsBanner as demoAccountsText } from './functions/src/seed/demoAccountsBanner.ts';
import { FirebaseConfigError, readFirebaseSettings } from './src/adapters/firebase/firebaseApp.ts';
import { PAINTED_SCREENS_KEY } from './src/core/kernel/paintedScreen.ts';
import {
  firebaseSavedUserKey,
  PAINTER_CHUNKS_META,
  SIGNED_IN_CHUNKS_META,
  START_CHUNKS_META,
  START_HINT_SCRIPT,
} from './src/startChunks.ts';

type AppBackend = 'fake' | 'firebase';

/** Where Vite reads the .env files: beside this config (the repository's root). */
const ENV_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * Which backend the app is built and served against
 * (DECISIONS.md "Security and abuse limits: the deployed build and its CSP"): Firebase, unless the
 * fake world is asked for by name with VITE_BACKEND=fake (in the environment or an .env file; `npm
 * start` runs `vite --mode fake`, whose .env.fake says so). So `npm run build` never ships the fake
 * world, its demo password and demo dates of birth by default. A Firebase build (or dev server)
 * without its VITE_FIREBASE_* settings stops here with their names, rather than make an app that
 * fails at start. Vitest (mode test) is left alone: its tests pick the mode.
 */
function appBackend(resolved: { backend: AppBackend }): Plugin {
  return {
    name: 'met-app-backend',
    config(_config, { command, mode, isPreview }) {
      if (process.env.VITEST) return;
      const env = loadEnv(mode, ENV_DIR, 'VITE_');
      // Empty is unset, so that VITE_BACKEND= in the environment overrides an .env file's value.
      const backend = env.VITE_BACKEND || 'firebase';
      if (backend !== 'fake' && backend !== 'firebase') {
        throw new Error(`VITE_BACKEND must be 'fake' or 'firebase', not '${backend}'`);
      }
      if (backend === 'firebase' && !isPreview) requireFirebaseSettings(env, command);
      resolved.backend = backend;
      return { define: { 'import.meta.env.VITE_BACKEND': JSON.stringify(backend) } };
    },
  };
}

function requireFirebaseSettings(env: Record<string, string>, command: string): void {
  try {
    readFirebaseSettings(env);
  } catch (error) {
    if (!(error instanceof FirebaseConfigError)) throw error;
    throw new Error(
      `Without VITE_BACKEND=fake, \`vite ${command}\` makes the Firebase app. ${error.message} ` +
        'For the demo app with the fake world, run `npm start` or set VITE_BACKEND=fake.',
      { cause: error },
    );
  }
}

/**
 * `npm start` (fake mode) prints the demo accounts under Vite's own URL banner. Emulator mode is
 * served by the Hosting emulator, and scripts/emulator-app.mjs prints the same list there.
 */
function demoAccountsBanner(resolved: { backend: AppBackend }): Plugin {
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

/**
 * The fake world's sample Apple Wallet passes (DECISIONS.md "Card and wallets: sample passes"):
 * one .pkpass per demo member at /wallet/sample/<number>.pkpass, signed at build time (or, on the
 * dev server, when asked) with a throwaway certificate by the backend's own pass code. Fake mode
 * only: a firebase build never contains them.
 */
function walletSamplePasses(resolved: { backend: AppBackend }): Plugin {
  let passes: Promise<Map<string, Buffer>> | undefined;
  const make = async () => {
    const { module } = await runnerImport<typeof import('./scripts/walletSample.ts')>(
      fileURLToPath(new URL('./scripts/walletSample.ts', import.meta.url)),
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

/** zxcvbn's word lists: hundreds of KB, needed only on the pages with a password strength meter. */
const PASSWORD_DICTIONARY_PACKAGES = /node_modules\/@zxcvbn-ts\/language-/;
const PASSWORD_DICTIONARY_CHUNK = 'zxcvbn-dictionary';
/** The desk's QR decoder (ZXing, pure JS, ~100 KB gzip): for staff at /desk only (issue 30). */
const QR_DECODER_PACKAGES = /node_modules\/@zxing\//;
const QR_DECODER_CHUNK = 'qrDecoder';
/** @simplewebauthn/browser and the passkey ceremonies: used with the network only (issue 27). */
const PASSKEY_CEREMONIES_CHUNK = 'passkeyCeremonies';
/** The passkeys feature, its device port and adapter: loaded together with the member module. */
const PASSKEY_MODULES =
  /src\/(core\/passkeys\/|core\/ports\/PasskeyDevicePort\.ts$|adapters\/browser\/(passkeyModule|BrowserPasskeyDevice)\.ts$)/;

/**
 * The service worker (/sw.js) and the web app manifest (spec sections 1, 7 and 8). We register
 * the worker ourselves (src/adapters/browser/WorkboxAppUpdates.ts), and the update dialog, not
 * the worker, decides when a new version takes over: no skipWaiting, no clientsClaim.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    registerType: 'prompt',
    injectRegister: null,
    devOptions: { enabled: false },
    // The browser fetches the icons itself when it installs the app; the page never shows them.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Met Rewards',
      short_name: 'Met Rewards',
      description: 'Your Met Rewards points, tier, offers, events and Spin To Win.',
      lang: 'en-GB',
      // The brand chrome of src/ui/theme/tokens.css (--palette-midnight-900), as on the splash.
      theme_color: '#08112a',
      background_color: '#08112a',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        {
          name: 'My Exclusive Offers',
          short_name: 'Offers',
          url: '/offers',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          // The wheel's route needs a game id, and games come and go: the shortcut opens the
          // Spin To Win games on the home page, each of which links to its wheel.
          name: 'Spin To Win',
          short_name: 'Spin To Win',
          url: '/#home-games-heading',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'My Casino',
          short_name: 'My Casino',
          url: '/mycasino',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      // Any screen opens offline, with its stylesheets (checked: tests/build/precache.test.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      // A member on one bar of signal must not download the dictionaries on a first visit.
      // A passkey needs the network anyway: its ceremonies' code is not precached (issue 27).
      globIgnores: [
        `**/${PASSWORD_DICTIONARY_CHUNK}-*.js`,
        `**/${PASSKEY_CEREMONIES_CHUNK}-*.js`,
        // Only the desk's staff scan codes (issue 30): members never download the decoder.
        `**/${QR_DECODER_CHUNK}-*.js`,
        'icons/**',
      ],
      runtimeCaching: [
        {
          urlPattern: new RegExp(`/assets/${PASSWORD_DICTIONARY_CHUNK}-[^/]+\\.js$`),
          handler: 'CacheFirst',
          options: {
            cacheName: 'password-dictionaries',
            // Two dictionaries per build; a deploy's new hashes push out the old ones.
            expiration: { maxEntries: 4 },
          },
        },
      ],
      navigateFallback: '/index.html',
      // /__/ is Firebase Auth's handler (email links); the worker script itself is never HTML.
      // /account/reset-link is the backend's (a hosting rewrite to resetLink-open), not a page.
      navigateFallbackDenylist: [
        /^\/__\//,
        /^\/sw\.js$/,
        /^\/menus\//,
        /^\/account\/reset-link/,
        /^\/wallet\//,
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

/** Libraries every page runs on: one chunk of their own, kept across deploys of the app's code. */
const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|mobx|mobx-react-lite|use-sync-external-store|wouter|regexparam|inversify|@inversifyjs\/[^/]+|reflect-metadata)\//;

/** The app's start (src/main.tsx): src/boot.ts imports it once the splash has painted. */
const APP_START = /\/src\/main\.tsx$/;

/** The painted copy's painter, which src/boot.ts imports when the device keeps painted screens. */
const PAINTER = /\/src\/lastScreen\.ts$/;

/** The page's entry (src/boot.ts): the splash's script, and the painted copy's (src/lastScreen.ts). */
const PAGE_ENTRY = /\/src\/boot\.ts$/;

/**
 * What a member signed in on this device runs before home has its data, beyond the app's start:
 * the member's stores (memberModule), the answers' contract and home, the first screen.
 */
const MEMBER_START = [
  /\/src\/core\/memberModule\.ts$/,
  /\/src\/core\/kernel\/validateCallableResponse\.ts$/,
  /\/src\/ui\/screens\/home\/HomeScreen\.tsx$/,
];

/** A screen's module (src/ui/screens/.../*Screen.tsx). */
const SCREEN = /\/src\/ui\/screens\/.+Screen\.tsx$/;

/** The screens a visitor opens (sign-in, the account forms, information, not found). */
const VISITOR_SCREENS = /\/src\/ui\/screens\/((session|account|info)\/[^/]+|NotFound)Screen\.tsx$/;

/** Every module `roots` import statically, the roots included. */
function staticGraph(context: PluginContext, roots: RegExp): Set<string> {
  const modules = new Set<string>();
  const pending = [...context.getModuleIds()].filter((id) => roots.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return modules;
}

/**
 * Every module the app's start imports statically, found once the build has parsed them: one
 * chunk (`app`). Rolldown otherwise splits what it shares with lazily loaded screens into many
 * small chunks, each one more request before the first screen
 * (DECISIONS.md "Performance: the first visit and the start"). What the page's entry shares with
 * the app (the painted copy's key and layer, DECISIONS.md "The painted copy") is a chunk of its
 * own (`entry`): inside the app's chunk it would make the entry wait for that whole chunk before
 * painting anything. What a signed-in member needs next (MEMBER_START's modules, less the app's
 * and any a visitor's screen imports) is one chunk too (`member`), listed in index.html for a
 * signed-in start: before, it came as some thirty small files, each one more request.
 */
function startGraphs(): {
  plugin: Plugin;
  inApp: (id: string) => boolean;
  inEntry: (id: string) => boolean;
  inMember: (id: string) => boolean;
} {
  let app = new Set<string>();
  let entry = new Set<string>();
  let member = new Set<string>();
  const plugin: Plugin = {
    name: 'met-app-start-graph',
    apply: 'build',
    buildEnd() {
      app = staticGraph(this, APP_START);
      entry = new Set([...staticGraph(this, PAGE_ENTRY)].filter((id) => app.has(id)));
      const visitor = staticGraph(this, VISITOR_SCREENS);
      const moved = MEMBER_START.filter((root) => staticGraph(this, root).size === 0);
      if (moved.length > 0) {
        this.error(
          `met-app-start-graph: no module matches ${moved.join(', ')}: update MEMBER_START`,
        );
      }
      const memberStart = MEMBER_START.flatMap((root) => [...staticGraph(this, root)]);
      // What the member's start shares with a visitor's screen (a link button, the skeleton,
      // the formats) joins the app's chunk: every signed-in start needs it, and as chunks of
      // their own these few small modules were four more requests queued behind the large
      // files on a cold start.
      for (const id of memberStart) {
        if (visitor.has(id) && !SCREEN.test(id)) app.add(id);
      }
      // A screen keeps a chunk of its own, named after it (the worker's precache test finds
      // every route's screen by that name); what it imports joins the member's chunk.
      member = new Set(
        memberStart.filter((id) => !app.has(id) && !visitor.has(id) && !SCREEN.test(id)),
      );
    },
  };
  return {
    plugin,
    inApp: (id) => app.has(id),
    inEntry: (id) => entry.has(id),
    inMember: (id) => member.has(id),
  };
}

const appStart = startGraphs();

/** The Firebase adapters, without the SDK: src/container.ts imports them at every start. */
const FIREBASE_ADAPTERS = /\/src\/adapters\/firebase\/module\.ts$/;

/**
 * What a member signed in on this device needs before the first screen has its data, by the
 * modules that make it: the answers' contract (members-getMember), the member's stores
 * (memberModule) and home, the first screen. (The adapters, already in the start, call the
 * functions and Firestore with fetch, and Auth's REST API for the saved member: the SDK is not
 * among them, SavedSignIn.) A pattern that matches no module (one moved or renamed) fails the
 * build.
 */
const SIGNED_IN_START = [
  /\/src\/core\/kernel\/validateCallableResponse\.ts$/,
  /\/src\/core\/memberModule\.ts$/,
  /\/src\/ui\/screens\/home\/HomeScreen\.tsx$/,
];

/**
 * Names in index.html the chunks a start needs (src/startChunks.ts reads them; src/boot.ts hints
 * them to the browser once the splash has painted), so they download in parallel rather than one
 * behind the other (DECISIONS.md "Performance: the real path"): `met-start-chunks`, the app's
 * start and (Firebase build) the adapters, for every visit; `met-signed-in-chunks`
 * (Firebase build only), SIGNED_IN_START's chunks, for a member signed in on this device. Each list
 * holds the chunks' static imports too, and leaves out what the page already loads. index.html is
 * never cached for long (firebase.json), so its names follow each build's hashes.
 */
function startChunkLists(): Plugin {
  let base = '/';
  let savedUserKey = '';
  return {
    name: 'met-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      savedUserKey = firebaseSavedUserKey(String(config.env.VITE_FIREBASE_API_KEY ?? '').trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /**
         * The chunks, then their static imports (transitively). Scripts only: the app's import
         * asks for its stylesheets a round trip after these hints, and they arrive before the
         * scripts they style; hinted too, a stylesheet was downloaded twice where the cache does
         * not keep the first (the bench's cold start) and took a connection from the scripts on
         * HTTP/1.1 (DECISIONS.md "Performance: the real path").
         */
        const withImports = (roots: OutputChunk[]): string[] => {
          const files = new Set<string>();
          const pending = [...roots];
          for (let chunk = pending.shift(); chunk !== undefined; chunk = pending.shift()) {
            if (files.has(chunk.fileName)) continue;
            files.add(chunk.fileName);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) pending.push(imported);
            }
          }
          return [...files];
        };
        /** The chunks holding each pattern's modules, in the patterns' order. */
        const holding = (patterns: RegExp[]) =>
          patterns.flatMap((pattern) =>
            chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id))),
          );
        const unmatched = (patterns: RegExp[]) =>
          patterns.filter((pattern) => holding([pattern]).length === 0);
        const loaded = new Set(withImports([entry]));
        const start = withImports(holding([APP_START, FIREBASE_ADAPTERS])).filter(
          (file) => !loaded.has(file),
        );
        for (const file of start) loaded.add(file);
        const firebaseBuild = holding([FIREBASE_ADAPTERS]).length > 0;
        if (firebaseBuild && unmatched(SIGNED_IN_START).length > 0) {
          throw new Error(
            `met-start-chunks: no chunk holds ${unmatched(SIGNED_IN_START).join(', ')}; ` +
              'a module of the signed-in start moved: update SIGNED_IN_START in vite.config.ts',
          );
        }
        const signedIn = firebaseBuild
          ? withImports(holding(SIGNED_IN_START)).filter((file) => !loaded.has(file))
          : [];
        if (unmatched([PAINTER]).length > 0) {
          throw new Error(
            `met-start-chunks: no chunk holds ${PAINTER}: update PAINTER in vite.config.ts`,
          );
        }
        const painter = withImports(holding([PAINTER])).filter((file) => !loaded.has(file));
        const size = (file: string): number => byFile.get(file)?.code.length ?? 0;
        // Largest first: on a throttled network the large files are what the bandwidth is spent
        // on, the small ones fill the connections' gaps beside them.
        const bySize = (files: string[]) => [...files].sort((a, b) => size(b) - size(a));
        const meta = (
          name: string,
          files: string[],
          when: { kept?: string; fromCacheToo?: true } = {},
        ) => ({
          tag: 'meta',
          attrs: {
            name,
            content: bySize(files)
              .map((file) => `${base}${file}`)
              .join(' '),
            ...(when.kept === undefined ? {} : { 'data-kept': when.kept }),
            ...(when.fromCacheToo ? { 'data-from-cache-too': true } : {}),
          },
          injectTo: 'head' as const,
        });
        // The inline script asks for the lists in this order: the painter (two small files that
        // paint the member's last screen), the app's start, then the signed-in member's.
        return [
          meta(PAINTER_CHUNKS_META, painter, { kept: PAINTED_SCREENS_KEY, fromCacheToo: true }),
          meta(START_CHUNKS_META, start),
          ...(signedIn.length > 0
            ? [meta(SIGNED_IN_CHUNKS_META, signedIn, { kept: savedUserKey })]
            : []),
          // After the lists it reads (src/startChunks.ts START_HINT_SCRIPT).
          { tag: 'script', children: START_HINT_SCRIPT, injectTo: 'head' as const },
        ];
      },
    },
  };
}

/** The backend the met-app-backend plugin settled on, for the banner. */
const backend: { backend: AppBackend } = { backend: 'firebase' };

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
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_PACKAGES, priority: 2 },
            // What the page's entry shares with the app, and Vite's preload helper, which the
            // entry uses to import the app (inside the app's chunk it would make the entry import
            // that chunk statically, before the splash): one chunk, one request fewer per visit.
            {
              name: 'entry',
              test: (id) => /^\0vite\/preload-helper/.test(id) || appStart.inEntry(id),
              priority: 3,
            },
            { name: 'app', test: (id) => appStart.inApp(id), priority: 1 },
            // One chunk, not five: each chunk is a line of the worker's precache list, which a
            // first visit of /login downloads (DECISIONS.md "Passkeys"). Before the member's
            // chunk (a tie goes to the group listed first), which would otherwise take the
            // passkeys feature its module imports; after the app's, which keeps what it shares.
            { name: 'passkeys', test: PASSKEY_MODULES, priority: 1 },
            // Not what it imports that a visitor's screen imports too: that stays out of it.
            {
              name: 'member',
              test: (id) => appStart.inMember(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
        // A recognisable name, so the worker can leave these chunks out of its precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => PASSWORD_DICTIONARY_PACKAGES.test(id))
            ? `assets/${PASSWORD_DICTIONARY_CHUNK}-[hash].js`
            : chunk.moduleIds.some((id) => QR_DECODER_PACKAGES.test(id))
              ? `assets/${QR_DECODER_CHUNK}-[hash].js`
              : 'assets/[name]-[hash].js',
      },
    },
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
