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
