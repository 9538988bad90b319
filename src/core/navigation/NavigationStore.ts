import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { loginPathWithRedirect } from './redirect';
import { matchRoute, pathTo } from './routes';

/** A page change the core asks for; the UI router performs it and calls handled(). */
export interface NavigationRequest {
  path: string;
  replace: boolean;
}

/** Where the core wants the member to go next (after login, logout, a finished form, ...). */
@injectable()
export class NavigationStore {
  /** The location the router shows (path and query), as it last reported it. */
  location = '/';
  pending: NavigationRequest | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** The router reports every location it shows. */
  setLocation(location: string): void {
    this.location = location;
  }

  go(path: string, options: { replace?: boolean } = {}): void {
    this.pending = { path, replace: options.replace ?? false };
  }

  /**
   * Holds the member at `path` (/account/pending, /account/verify) unless that page is already
   * showing: its query must survive, e.g. the code of the verification link just opened.
   */
  holdAt(path: string): void {
    const showing = matchRoute(this.location)?.route.id;
    if (showing !== undefined && showing === matchRoute(path)?.route.id) return;
    this.go(path, { replace: true });
  }

  /**
   * To a sign-in page as the session ends: on the desk, the desk's own (its page shows a staff
   * sign-in to whoever is signed out); elsewhere /login, carrying the page being shown as the
   * redirect when `returnHere` and the page needs sign-in (spec-decisions 14, 'unauthenticated').
   */
  toSignIn(returnHere: boolean): void {
    const match = matchRoute(this.location);
    if (match?.route.access === 'staff') {
      this.go(pathTo('desk'), { replace: true });
      return;
    }
    const carried = returnHere && match?.route.access === 'signed-in';
    this.go(carried ? loginPathWithRedirect(this.location) : pathTo('login'), { replace: true });
  }

  /** The router performed `request` (a newer request is kept). */
  handled(request: NavigationRequest): void {
    if (this.pending === request) this.pending = null;
  }
}
