/**
 * New versions of the app itself (spec section 8, "Updates"): the adapter registers the service
 * worker and reports a new version that has been downloaded and is waiting to take over.
 */
export interface AppUpdatesPort {
  /**
   * Starts looking for new versions (registers the service worker where the rules allow it: in
   * production builds, and on localhost only after checking /sw.js). Call once. Never throws.
   */
  start(): void;

  /**
   * Calls `listener` when a new version is installed and waiting while this page runs an older
   * one; returns the unsubscribe function.
   */
  onVersionWaiting(listener: () => void): () => void;

  /** True while a new version waits to take over. Never throws. */
  hasWaitingVersion(): boolean;

  /**
   * Lets the waiting version take over and reloads the page once it controls it (or after a few
   * seconds if it never says so). Does nothing when no version waits. Never throws.
   */
  activateWaitingVersion(): void;
}

export const AppUpdatesPort = Symbol('AppUpdatesPort');
