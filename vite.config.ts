import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './functions/src/seed/demoMembers.ts';
import { PRELOADED_STYLESHEET } from './src/ui/shell/applyPreloadedStylesheets.ts';

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

/** zxcvbn's word lists: hundreds of KB, needed only on the pages with a password strength meter. */
const PASSWORD_DICTIONARY_PACKAGES = /node_modules\/@zxcvbn-ts\/language-/;
const PASSWORD_DICTIONARY_CHUNK = 'zxcvbn-dictionary';

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
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      // A member on one bar of signal must not download the dictionaries on a first visit.
      globIgnores: [`**/${PASSWORD_DICTIONARY_CHUNK}-*.js`, 'icons/**'],
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
      navigateFallbackDenylist: [/^\/__\//, /^\/sw\.js$/],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

/** Libraries every page runs on: one chunk of their own, kept across deploys of the app's code. */
const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|mobx|mobx-react-lite|use-sync-external-store|wouter|regexparam|inversify|@inversifyjs\/[^/]+|reflect-metadata)\//;

/**
 * Every module the entry (src/main.tsx) imports statically, found once the build has parsed
 * them. Rolldown otherwise splits what the entry shares with lazily loaded screens into many
 * small chunks, each one more request before the first screen (issue 6).
 */
function bootGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: 'met-boot-graph',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const pending = entry === undefined ? [] : [entry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (boot.has(id)) continue;
        boot.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => boot.has(id) };
}

const boot = bootGraph();

/**
 * The app's stylesheets are preloaded, not linked: the splash paints from index.html's inline
 * styles without waiting for them, and src/main.tsx applies them before the first render
 * (src/ui/shell/applyPreloadedStylesheets.ts). They come first in <head>, so they are asked for
 * before the scripts.
 */
function stylesheetsAfterSplash(): Plugin {
  return {
    name: 'met-stylesheets-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        const preloads = links.map((link) =>
          link.replace('rel="stylesheet"', `rel="preload" as="style" ${PRELOADED_STYLESHEET}`),
        );
        return rest.replace(
          /(\s*)<script type="module"/,
          `${preloads.join('')}$1<script type="module"`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), demoAccountsBanner(), installableApp(), boot.plugin, stylesheetsAfterSplash()],
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
            { name: 'app', test: (id) => boot.has(id), priority: 1 },
          ],
        },
        // A recognisable name, so the worker can leave these chunks out of its precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => PASSWORD_DICTIONARY_PACKAGES.test(id))
            ? `assets/${PASSWORD_DICTIONARY_CHUNK}-[hash].js`
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
      'tests/adapters/firebase/**',
      // The hostile-conditions suite has its own command (npm run test:hostile).
      'tests/hostile/**',
      'node_modules/**',
    ],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
  },
});
