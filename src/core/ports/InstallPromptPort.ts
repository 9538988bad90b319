/** What the member chose in the browser's install prompt. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * The browser's install-to-home-screen prompt (spec section 4): the adapter captures and keeps
 * the prompt event when the browser offers it and clears it once the app is installed.
 */
export interface InstallPromptPort {
  /** True while a captured prompt can be shown. Never throws. */
  isAvailable(): boolean;

  /** Calls `listener` when a prompt is captured or cleared; returns the unsubscribe function. */
  subscribe(listener: (available: boolean) => void): () => void;

  /**
   * Shows the captured prompt once and clears it; 'unavailable' when none is captured.
   * Never throws.
   */
  prompt(): Promise<InstallOutcome>;
}

export const InstallPromptPort = Symbol('InstallPromptPort');
