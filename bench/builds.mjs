import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const BENCH_ROOT = path.dirname(new URL(import.meta.url).pathname);
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
export const TMP_DIR = path.join(BENCH_ROOT, 'tmp');
/** What bench/signedIn.mjs measured, for bench/run.mjs. */
export const SIGNED_IN_RESULTS = path.join(TMP_DIR, 'signed-in.json');

/**
 * A Firebase web config that satisfies readFirebaseSettings (src/adapters/firebase/firebaseApp.ts)
 * without naming a real project. Signed out on /login, the app makes no call with it.
 */
export const DUMMY_FIREBASE_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'bench-dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bench-dummy.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bench-dummy',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};

/** 'node_modules/...' for a library (wherever node_modules really lives), else relative to the repo. */
function repoRelative(moduleId) {
  const id = moduleId.replace(/^\0/, '');
  const library = id.lastIndexOf('node_modules/');
  return library === -1 ? path.relative(REPO_ROOT, id) : id.slice(library);
}

/**
 * Records which source modules went into each chunk, with their rendered sizes, so a measured
 * file can be split into the fake world's share and the app's own share.
 * @param {Map<string, {moduleId: string, renderedLength: number}[]>} chunkModules
 */
function chunkModulesRecorder(chunkModules) {
  return {
    name: 'met-bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunkModules.set(
          output.fileName,
          Object.entries(output.modules).map(([moduleId, info]) => ({
            moduleId: repoRelative(moduleId),
            renderedLength: info.renderedLength,
          })),
        );
      }
    },
  };
}

/**
 * Builds the app with the repository's own vite.config.ts into bench/tmp/<name>.
 * Vite reads VITE_* variables from process.env, so they are set for this build only.
 * @returns {Promise<{outDir: string, chunkModules: Map<string, {moduleId: string, renderedLength: number}[]>}>}
 */
export async function buildApp(name, env) {
  const outDir = path.join(TMP_DIR, name);
  const chunkModules = new Map();
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({
      root: REPO_ROOT,
      configFile: path.join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [chunkModulesRecorder(chunkModules)],
      // zxcvbn's dictionaries make one chunk over Vite's 500 kB warning, loaded only by password
      // screens; the bench reports where it loads instead.
      build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 2000 },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return { outDir, chunkModules };
}

/** The bare React page (bench/bare), with its own config, into bench/tmp/bare. */
export async function buildBare() {
  const outDir = path.join(TMP_DIR, 'bare');
  const chunkModules = new Map();
  await build({
    configFile: path.join(BENCH_ROOT, 'bare', 'vite.config.mjs'),
    logLevel: 'warn',
    plugins: [chunkModulesRecorder(chunkModules)],
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, chunkModules };
}

/**
 * The bare React page with a service worker, the yardstick of a returning visit, into
 * bench/tmp/bare-sw: the same generator as the app's (vite-plugin-pwa, Workbox generateSW)
 * precaching the page and its script, index.html as the navigation fallback, no skipWaiting or
 * clientsClaim, registered after the load event as the app registers its own.
 */
export async function buildBareWithServiceWorker() {
  const outDir = path.join(TMP_DIR, 'bare-sw');
  const { default: bare } = await import('./bare/vite.config.mjs');
  await build(
    mergeConfig(bare, {
      configFile: false,
      build: { outDir, emptyOutDir: true },
      plugins: [
        VitePWA({
          strategies: 'generateSW',
          filename: 'sw.js',
          injectRegister: 'inline',
          manifest: false,
          workbox: {
            globPatterns: ['**/*.{js,css,html}'],
            navigateFallback: '/index.html',
            clientsClaim: false,
            skipWaiting: false,
          },
        }),
      ],
    }),
  );
  return { outDir };
}
