import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  firebaseSavedUserKey,
  SIGNED_IN_CHUNKS_META,
  START_CHUNKS_META,
  START_HINT_SCRIPT,
} from '../src/start/startChunks.ts';
import { APP_START, FIREBASE_ADAPTERS, moduleAt, SIGNED_IN_START } from './chunkPlan.mjs';

/**
 * Names in index.html the chunks a start needs (src/start/startChunks.ts reads them;
 * src/app/boot.ts hints them to the browser once the splash has painted), so they download in
 * parallel rather than one behind the other (DECISIONS.md "Performance: the real path"):
 * `met-start-chunks`, the app's start and (Firebase build) the adapters, for every visit;
 * `met-signed-in-chunks` (Firebase build only), SIGNED_IN_START's chunks, for a member signed in
 * on this device.
 * Each list holds the chunks' static imports too, and leaves out what the page already loads.
 * index.html is never cached for long (firebase.json), so its names follow each build's hashes.
 * A start module that no chunk holds (one moved or renamed) fails the build.
 */
export function startChunkLists(): Plugin {
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
        /** The chunks holding each source module, in the modules' order. */
        const holding = (paths: string[]) =>
          paths.flatMap((path) => {
            const module = moduleAt(path);
            return chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
          });
        const unheld = (paths: string[]) => paths.filter((path) => holding([path]).length === 0);
        const moved = (paths: string[]) =>
          new Error(
            `met-start-chunks: no chunk holds ${paths.join(', ')}; ` +
              'a module of the start moved: update build/chunkPlan.mjs',
          );
        const loaded = new Set(withImports([entry]));
        const start = withImports(holding([APP_START, FIREBASE_ADAPTERS])).filter(
          (file) => !loaded.has(file),
        );
        for (const file of start) loaded.add(file);
        const firebaseBuild = holding([FIREBASE_ADAPTERS]).length > 0;
        if (firebaseBuild && unheld(SIGNED_IN_START).length > 0) {
          throw moved(unheld(SIGNED_IN_START));
        }
        const signedInScripts = firebaseBuild
          ? withImports(holding(SIGNED_IN_START)).filter((file) => !loaded.has(file))
          : [];
        /**
         * The stylesheets the start's and the signed-in member's scripts import, linked (not
         * preloaded) beside them: each script asks for its own only when it runs, so app.css came
         * once the framework had arrived and member.css once app.css had, two round trips one
         * behind the other before home could draw (a signed-in cold start, 3.2 -> 4.2 s when the
         * page's painter, which had linked them early, went). A stylesheet already linked is not
         * asked for again by the script's import.
         */
        const stylesheets = [
          ...new Set(
            [...start, ...signedInScripts].flatMap((file) => [
              ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
            ]),
          ),
        ];
        const signedIn =
          signedInScripts.length > 0 ? [...signedInScripts, ...stylesheets] : signedInScripts;
        const size = (file: string): number => byFile.get(file)?.code.length ?? 0;
        // Largest first: on a throttled network the large files are what the bandwidth is spent
        // on, the small ones fill the connections' gaps beside them (stylesheets, sized 0 here,
        // last).
        const bySize = (files: string[]) => [...files].sort((a, b) => size(b) - size(a));
        const meta = (name: string, files: string[], kept?: string) => ({
          tag: 'meta',
          attrs: {
            name,
            content: bySize(files)
              .map((file) => `${base}${file}`)
              .join(' '),
            ...(kept === undefined ? {} : { 'data-kept': kept }),
          },
          injectTo: 'head' as const,
        });
        // The inline script asks for the lists in this order: the app's start, then the signed-in
        // member's.
        return [
          meta(START_CHUNKS_META, start),
          ...(signedIn.length > 0 ? [meta(SIGNED_IN_CHUNKS_META, signedIn, savedUserKey)] : []),
          // After the lists it reads (src/start/startChunks.ts START_HINT_SCRIPT).
          { tag: 'script', children: START_HINT_SCRIPT, injectTo: 'head' as const },
        ];
      },
    },
  };
}
