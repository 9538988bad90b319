import type { PluginContext } from 'rolldown';
import type { Plugin } from 'vite';
import {
  APP_START,
  moduleAt,
  PAGE_ENTRY,
  SCREEN,
  SIGNED_IN_START,
  VISITOR_SCREENS,
} from './chunkPlan.mjs';

/** The start's modules, once the build has parsed them, for the chunk groups (build/chunks.ts). */
export interface StartGraphs {
  plugin: Plugin;
  inApp: (id: string) => boolean;
  inEntry: (id: string) => boolean;
  inMember: (id: string) => boolean;
}

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
 * the app (the painted copy's key and layer, DECISIONS.md "Offline and the device copy: the painted copy") is a chunk of its
 * own (`entry`): inside the app's chunk it would make the entry wait for that whole chunk before
 * painting anything. What a signed-in member needs next (SIGNED_IN_START's modules, less the app's
 * and any a visitor's screen imports) is one chunk too (`member`), listed in index.html for a
 * signed-in start: before, it came as some thirty small files, each one more request. A start
 * module that matches no module (one moved or renamed) fails the build.
 */
export function startGraphs(): StartGraphs {
  let app = new Set<string>();
  let entry = new Set<string>();
  let member = new Set<string>();
  const plugin: Plugin = {
    name: 'met-app-start-graph',
    apply: 'build',
    buildEnd() {
      const moved = [PAGE_ENTRY, APP_START, ...SIGNED_IN_START].filter(
        (path) => staticGraph(this, moduleAt(path)).size === 0,
      );
      if (moved.length > 0) {
        this.error(
          `met-app-start-graph: no module is ${moved.join(', ')}: update build/chunkPlan.mjs`,
        );
      }
      app = staticGraph(this, moduleAt(APP_START));
      entry = new Set([...staticGraph(this, moduleAt(PAGE_ENTRY))].filter((id) => app.has(id)));
      const visitor = staticGraph(this, VISITOR_SCREENS);
      const memberStart = SIGNED_IN_START.flatMap((path) => [...staticGraph(this, moduleAt(path))]);
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
