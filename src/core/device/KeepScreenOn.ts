import { inject, injectable } from 'inversify';
import { observable, runInAction } from 'mobx';
import type { CodeOnScreen } from '../kernel/CodeOnScreen';
import { ScreenWakeLockPort, type ScreenWakeLockHold } from '../ports/ScreenWakeLockPort';

/**
 * Keeps the phone's screen on while a code the desk scans is on screen (an offer's QR, the
 * membership card), so it does not dim or lock in the queue
 * (DECISIONS.md "Card and wallets: the membership card in the app"). Each code on screen holds it
 * by calling `show()` and gives it back with the function it returns; the lock is asked for when
 * the first code appears, asked for again each time the page becomes visible (the browser drops it
 * when the page is hidden) and released when the last code leaves the screen. Where the browser
 * has no wake lock or refuses one, nothing happens and nothing is shown. It is also the app's one
 * answer to "is a code on screen?" (CodeOnScreen): an update waits while one is.
 */
@injectable()
export class KeepScreenOn implements CodeOnScreen {
  readonly #codes = observable.box(0);
  #held: ScreenWakeLockHold | null = null;
  #stopWatching: (() => void) | null = null;

  constructor(@inject(ScreenWakeLockPort) private readonly wakeLock: ScreenWakeLockPort) {}

  /** A code is on screen; call the returned function (once is enough) when it leaves. */
  show(): () => void {
    this.#count(+1);
    if (this.#codesOnScreen === 1) {
      this.#stopWatching = this.wakeLock.onPageVisible(() => void this.#ask());
      void this.#ask();
    }
    let shown = true;
    return () => {
      if (!shown) return;
      shown = false;
      this.#count(-1);
      if (this.#codesOnScreen === 0) this.#stop();
    };
  }

  /** Whether a code is on screen now (observable). */
  get isCodeOnScreen(): boolean {
    return this.#codesOnScreen > 0;
  }

  get #codesOnScreen(): number {
    return this.#codes.get();
  }

  #count(change: number): void {
    runInAction(() => this.#codes.set(this.#codes.get() + change));
  }

  async #ask(): Promise<void> {
    const hold = await this.wakeLock.request();
    if (hold === null) return;
    // The code left the screen while the browser answered.
    if (this.#codesOnScreen === 0) {
      hold.release();
      return;
    }
    // A lock asked for again while the old one still holds: keep one.
    this.#held?.release();
    this.#held = hold;
  }

  #stop(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    this.#held?.release();
    this.#held = null;
  }
}
