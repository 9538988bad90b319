/**
 * What the service worker answers, written once for the worker (src/worker/serviceWorker.ts) and
 * the build that precaches for it (build/installableApp.ts).
 */
import { CHUNK } from '../../build/chunkPlan.mjs';

/**
 * Pages the worker leaves to the network rather than answering with the app: /__/ is Firebase
 * Auth's handler (email links); the worker script itself is never HTML; /menus/ are the
 * restaurants' PDF menus; /account/reset-link is the backend's (a hosting rewrite to
 * resetLink-open), not a page; /wallet/ is the passes' web service.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/__\//,
  /^\/sw\.js$/,
  /^\/menus\//,
  /^\/account\/reset-link/,
  /^\/wallet\//,
];

/**
 * The password dictionaries' files: not precached (a member on one bar of signal must not
 * download them on a first visit), kept once fetched.
 */
export const PASSWORD_DICTIONARY = new RegExp(`/assets/${CHUNK.passwordDictionary}-[^/]+\\.js$`);
