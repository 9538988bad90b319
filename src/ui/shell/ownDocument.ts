import { matchRoute, type RouteId } from '../../core/navigation/routes';

/**
 * Pages whose server response grants what every other page's refuses: firebase.json sends the
 * desk `Permissions-Policy: camera=(self)` and every other path `camera=()`. A document keeps the
 * policy it was loaded with, so a staff login sent to the desk from /login in the app would keep
 * /login's refusal and the camera would be denied. Such a page is reached by loading it.
 */
const OWN_DOCUMENT_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['desk']);

/** The route the document was loaded at (not where the app has since gone): its headers hold. */
const loadedAt = matchRoute(documentPath())?.route.id;

function documentPath(): string {
  const [load] = performance.getEntriesByType('navigation');
  return load === undefined ? window.location.pathname : new URL(load.name).pathname;
}

/** True when going to `path` in the app would keep headers that page must not have. */
export function needsOwnDocument(path: string): boolean {
  const target = matchRoute(path)?.route.id;
  return target !== undefined && target !== loadedAt && OWN_DOCUMENT_ROUTES.has(target);
}

/** The path this document is being replaced by, once a load has been asked for. */
let leavingFor: string | null = null;

/**
 * Loads `path` as a new document. Asked once: the page is on its way out, so a second request
 * (the guard agreeing with the core's request, say) would only abort the first load and start
 * it again.
 */
export function loadOwnDocument(path: string, options: { replace: boolean }): void {
  if (leavingFor !== null) return;
  leavingFor = path;
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** True once this document is being replaced: moving about in it no longer means anything. */
export function leavingDocument(): boolean {
  return leavingFor !== null;
}
