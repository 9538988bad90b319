import type { ViewportPort } from '../../src/core/ports/ViewportPort';

/** Mobile or desktop as a test sets it. */
export class FakeViewport implements ViewportPort {
  #mobile = false;
  readonly #listeners = new Set<(mobile: boolean) => void>();

  isMobile(): boolean {
    return this.#mobile;
  }

  subscribe(listener: (mobile: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  setMobile(mobile: boolean): void {
    this.#mobile = mobile;
    for (const listener of this.#listeners) listener(mobile);
  }
}
