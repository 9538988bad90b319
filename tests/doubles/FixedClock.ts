import type { ClockPort } from '../../src/core/ports/ClockPort';

/** A clock that stands still until a test moves it. */
export class FixedClock implements ClockPort {
  #now: Date;

  constructor(now: Date | string = '2026-03-01T12:00:00Z') {
    this.#now = new Date(now);
  }

  now(): Date {
    return new Date(this.#now);
  }

  setTo(now: Date | string): void {
    this.#now = new Date(now);
  }

  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}
