/** A held screen wake lock; `release` lets the screen dim again. Never throws. */
export interface ScreenWakeLockHold {
  release(): void;
}

/**
 * The browser's Screen Wake Lock ('screen'): keeps the phone's screen on while a code the desk
 * scans is shown (DECISIONS.md "Card and wallets: the membership card in the app"). The browser
 * drops a lock when the page is hidden, so the core asks again when the page is visible.
 */
export interface ScreenWakeLockPort {
  /**
   * Asks for the screen to stay on. Null where the browser has no wake lock, refuses it (battery
   * saver, a hidden page, a policy) or fails: the screen then dims as usual. Never rejects.
   */
  request(): Promise<ScreenWakeLockHold | null>;

  /** Calls `listener` each time the page becomes visible again; returns the unsubscribe function. */
  onPageVisible(listener: () => void): () => void;
}

export const ScreenWakeLockPort = Symbol('ScreenWakeLockPort');
