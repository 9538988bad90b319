import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NavigationStore } from '../../core/navigation/NavigationStore';
import { SessionStore } from '../../core/session/SessionStore';
import { useService } from '../di/useService';
import { authKey, decideShellView, type ShellView } from './decideShellView';
import { leavingDocument, loadOwnDocument, needsOwnDocument } from './ownDocument';
import type { ShellState } from './ShellState';

/** A page the core asked for stops holding the guard back after this long, whatever happens. */
const CORE_REQUEST_HOLD_MS = 5000;

export interface ShellNavigation {
  view: ShellView;
  /** Path and query string of the address bar. */
  location: string;
}

/**
 * Wires the router to the core (call from an observer): reports each location to the
 * NavigationStore, performs the page changes the core asks for and marks them handled, and lets
 * the guard decide every location once the auth state is known; its redirects replace the entry.
 */
export function useShellNavigation(shell: ShellState): ShellNavigation {
  const session = useService(SessionStore);
  const navigation = useService(NavigationStore);
  const [path, navigateInApp] = useLocation();
  const search = useSearch();
  const location = search === '' ? path : `${path}?${search}`;
  const navigate = useCallback(
    (to: string, options: { replace: boolean }) => {
      if (leavingDocument()) return;
      if (needsOwnDocument(to)) loadOwnDocument(to, options);
      else navigateInApp(to, options);
    },
    [navigateInApp],
  );
  const auth = session.authSnapshot;
  const currentAuth = authKey(auth);
  const view = decideShellView({
    location,
    auth,
    phase: session.phase,
    booted: shell.booted,
    signingIn: session.signingIn,
    coreRequest: shell.coreRequest,
  });

  useLayoutEffect(() => {
    if (session.ready) shell.markBooted();
  }, [session.ready, shell]);

  useLayoutEffect(() => {
    shell.authChanged(currentAuth);
  }, [currentAuth, shell]);

  useLayoutEffect(() => {
    navigation.setLocation(location);
  }, [navigation, location]);

  const request = navigation.pending;
  useLayoutEffect(() => {
    // Already performed (effects can run twice in development's StrictMode).
    if (request === null || navigation.pending !== request) return;
    navigate(request.path, { replace: request.replace || request.path === location });
    navigation.handled(request);
    shell.rememberCoreRequest(request.path, currentAuth);
  }, [request, navigate, navigation, shell, location, currentAuth]);

  // While the core has a page change pending, that change wins: a guard redirect computed from
  // the page being left (signing out on /more, say) would otherwise overwrite it.
  const redirectTo = view.kind === 'redirect' && request === null ? view.to : null;
  useLayoutEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  const held = shell.coreRequest;
  useEffect(() => {
    if (held === null) return;
    const timer = setTimeout(() => shell.forgetCoreRequest(), CORE_REQUEST_HOLD_MS);
    return () => clearTimeout(timer);
  }, [held, shell]);

  return { view, location };
}
