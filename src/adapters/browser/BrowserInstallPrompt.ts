import { injectable } from 'inversify';
import type { InstallOutcome, InstallPromptPort } from '../../core/ports/InstallPromptPort';

/** Chromium's beforeinstallprompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * Captures the browser's install prompt (spec section 4): the mini-infobar is suppressed so the
 * app can offer installation itself, the event is kept until it is used or the app is installed.
 * Listening starts when this adapter is built, so the composition root builds it at boot.
 */
@injectable()
export class BrowserInstallPrompt implements InstallPromptPort {
  #captured: BeforeInstallPromptEvent | null = null;
  readonly #listeners = new Set<(available: boolean) => void>();

  constructor() {
    if (typeof window === 'undefined') return;
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      this.#set(event as BeforeInstallPromptEvent);
    });
    window.addEventListener('appinstalled', () => this.#set(null));
  }

  isAvailable(): boolean {
    return this.#captured !== null;
  }

  subscribe(listener: (available: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async prompt(): Promise<InstallOutcome> {
    const event = this.#captured;
    if (event === null) return 'unavailable';
    // A prompt event can be shown only once.
    this.#set(null);
    try {
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome;
    } catch (error) {
      console.warn('The install prompt could not be shown', error);
      return 'unavailable';
    }
  }

  #set(event: BeforeInstallPromptEvent | null): void {
    this.#captured = event;
    for (const listener of [...this.#listeners]) listener(event !== null);
  }
}
