/**
 * "Something changed", as a version number listeners can follow. `subscribe` and `version` are
 * bound, so React's useSyncExternalStore can take them as they are.
 */
export class ChangeSignal {
  #version = 0;
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly version = (): number => this.#version;

  notify(): void {
    this.#version += 1;
    for (const listener of [...this.#listeners]) listener();
  }
}
