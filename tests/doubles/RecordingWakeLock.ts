import type {
  ScreenWakeLockHold,
  ScreenWakeLockPort,
} from '../../src/core/ports/ScreenWakeLockPort';

/**
 * A screen wake lock that records what was asked of it: how many locks were granted and how many
 * are still held. A test can make the browser refuse (or lack) the lock, hold its answer back,
 * and make the page visible again.
 */
export class RecordingWakeLock implements ScreenWakeLockPort {
  /** 'granted', 'refused' (or missing: the port answers null for both). */
  answer: 'granted' | 'refused' = 'granted';
  requests = 0;
  releases = 0;
  #held = new Set<ScreenWakeLockHold>();
  #pending: Array<() => void> = [];
  #holdAnswers = false;
  readonly #visibleListeners = new Set<() => void>();

  /** The locks granted and not yet released (what keeps the screen on). */
  get held(): number {
    return this.#held.size;
  }

  request(): Promise<ScreenWakeLockHold | null> {
    this.requests += 1;
    return new Promise((resolve) => {
      const answer = (): void => resolve(this.answer === 'granted' ? this.#grant() : null);
      if (this.#holdAnswers) this.#pending.push(answer);
      else answer();
    });
  }

  onPageVisible(listener: () => void): () => void {
    this.#visibleListeners.add(listener);
    return () => this.#visibleListeners.delete(listener);
  }

  /** The browser drops every lock when the page is hidden (no release() call of ours). */
  hidePage(): void {
    this.#held.clear();
  }

  showPage(): void {
    for (const listener of this.#visibleListeners) listener();
  }

  /** Requests wait until answerRequests(). */
  holdAnswers(): void {
    this.#holdAnswers = true;
  }

  answerRequests(): void {
    this.#holdAnswers = false;
    for (const answer of this.#pending.splice(0)) answer();
  }

  get visibleListenerCount(): number {
    return this.#visibleListeners.size;
  }

  #grant(): ScreenWakeLockHold {
    const hold: ScreenWakeLockHold = {
      release: () => {
        this.releases += 1;
        this.#held.delete(hold);
      },
    };
    this.#held.add(hold);
    return hold;
  }
}
