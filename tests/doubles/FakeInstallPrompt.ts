import type { InstallOutcome, InstallPromptPort } from '../../src/core/ports/InstallPromptPort';

/** An install prompt a test can capture, and the member's scripted answer to it. */
export class FakeInstallPrompt implements InstallPromptPort {
  #available = false;
  answer: Exclude<InstallOutcome, 'unavailable'> = 'accepted';
  prompts = 0;
  readonly #listeners = new Set<(available: boolean) => void>();

  isAvailable(): boolean {
    return this.#available;
  }

  subscribe(listener: (available: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async prompt(): Promise<InstallOutcome> {
    if (!this.#available) return 'unavailable';
    this.prompts += 1;
    this.setAvailable(false);
    return this.answer;
  }

  setAvailable(available: boolean): void {
    this.#available = available;
    for (const listener of this.#listeners) listener(available);
  }
}
