import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK } from './chunkPlan.mjs';

/**
 * The service worker (/sw.js) and the web app manifest (spec sections 1, 7 and 8). We register
 * the worker ourselves (src/adapters/browser/WorkboxAppUpdates.ts), and the update dialog, not
 * the worker, decides when a new version takes over: no skipWaiting, no clientsClaim.
 */
export function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
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
    srcDir: 'src/worker',
    filename: 'sw.ts',
    injectManifest: {
      // A classic worker script: module workers are newer than some phones the app supports.
      rollupFormat: 'iife',
      // Any screen opens offline, with its stylesheets (checked: tests/build/precache.test.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      // A member on one bar of signal must not download the dictionaries on a first visit.
      // A passkey needs the network anyway: its ceremonies' code is not precached.
      globIgnores: [
        `**/${CHUNK.passwordDictionary}-*.js`,
        `**/${CHUNK.passkeyCeremonies}-*.js`,
        // Only the desk's staff scan codes: members never download the decoder.
        `**/${CHUNK.qrDecoder}-*.js`,
        'icons/**',
      ],
    },
  });
}
