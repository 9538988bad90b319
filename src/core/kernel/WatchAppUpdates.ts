import { inject, injectable } from 'inversify';
import { AppUpdatesPort } from '../ports/AppUpdatesPort';

/** Looks for new versions of the app and says when one is ready to take over. */
@injectable()
export class WatchAppUpdates {
  constructor(@inject(AppUpdatesPort) private readonly updates: AppUpdatesPort) {}

  /** Calls `onVersionWaiting` for each new version; returns the unsubscribe function. */
  execute(onVersionWaiting: () => void): () => void {
    // Listening first: a version found at once must not be missed.
    const unsubscribe = this.updates.onVersionWaiting(onVersionWaiting);
    this.updates.start();
    return unsubscribe;
  }
}
