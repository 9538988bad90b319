import type { OutputOptions } from 'rolldown';
import {
  CHUNK,
  FRAMEWORK_PACKAGES,
  PASSKEY_MODULES,
  PASSWORD_DICTIONARY_PACKAGES,
  QR_DECODER_PACKAGES,
} from './chunkPlan.mjs';
import type { StartGraphs } from './startGraphs.ts';

/**
 * How the app's code is split into files: the framework, the page's entry, the app's start, the
 * passkeys and the signed-in member's start each one chunk (DECISIONS.md "Performance: the first
 * visit and the start"), every screen a chunk of its own, and recognisable names for the chunks
 * the service worker leaves out of its precache (build/installableApp.ts).
 */
export function appChunks(start: StartGraphs): OutputOptions {
  return {
    codeSplitting: {
      groups: [
        { name: CHUNK.framework, test: FRAMEWORK_PACKAGES, priority: 2 },
        // What the page's entry shares with the app, and Vite's preload helper, which the
        // entry uses to import the app (inside the app's chunk it would make the entry import
        // that chunk statically, before the splash): one chunk, one request fewer per visit.
        {
          name: CHUNK.entry,
          test: (id) => /^\0vite\/preload-helper/.test(id) || start.inEntry(id),
          priority: 3,
        },
        { name: CHUNK.app, test: (id) => start.inApp(id), priority: 1 },
        // One chunk, not five: each chunk is a line of the worker's precache list, which a
        // first visit of /login downloads (DECISIONS.md "Passkeys"). Before the member's
        // chunk (a tie goes to the group listed first), which would otherwise take the
        // passkeys feature its module imports; after the app's, which keeps what it shares.
        { name: CHUNK.passkeys, test: PASSKEY_MODULES, priority: 1 },
        // Not what it imports that a visitor's screen imports too: that stays out of it.
        {
          name: CHUNK.member,
          test: (id) => start.inMember(id),
          priority: 1,
          includeDependenciesRecursively: false,
        },
      ],
    },
    // A recognisable name, so the worker can leave these chunks out of its precache.
    chunkFileNames: (chunk) =>
      chunk.moduleIds.some((id) => PASSWORD_DICTIONARY_PACKAGES.test(id))
        ? `assets/${CHUNK.passwordDictionary}-[hash].js`
        : chunk.moduleIds.some((id) => QR_DECODER_PACKAGES.test(id))
          ? `assets/${CHUNK.qrDecoder}-[hash].js`
          : 'assets/[name]-[hash].js',
  };
}
