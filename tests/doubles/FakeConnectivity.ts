import type { ConnectivityPort } from '../../src/core/ports/ConnectivityPort';

/** Online state a test can flip. */
export class FakeConnectivity implements ConnectivityPort {
  #online = true;
  readonly #listeners = new Set<(online: boolean) => void>();

  isOnline(): boolean {
    return this.#online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  setOnline(online: boolean): void {
    this.#online = online;
    for (const listener of this.#listeners) listener(online);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
