import type { AppUpdatesPort } from '../../src/core/ports/AppUpdatesPort';

/** New versions of the app on demand: a test announces one, and sees whether it was activated. */
export class FakeAppUpdates implements AppUpdatesPort {
  starts = 0;
  activations = 0;
  #waiting = false;
  readonly #listeners = new Set<() => void>();

  start(): void {
    this.starts += 1;
  }

  onVersionWaiting(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  hasWaitingVersion(): boolean {
    return this.#waiting;
  }

  activateWaitingVersion(): void {
    if (this.#waiting) this.activations += 1;
  }

  /** A new version was downloaded and waits to take over. */
  announceWaitingVersion(): void {
    this.#waiting = true;
    for (const listener of [...this.#listeners]) listener();
  }
}
