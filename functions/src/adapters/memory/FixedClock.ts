import type { Clock } from '../../ports/Clock';

/** A clock that only moves when told: for tests, and for time travel in the fake world. */
export class FixedClock implements Clock {
  private current: number;

  constructor(now: Date | string) {
    this.current = new Date(now).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(now: Date | string): void {
    this.current = new Date(now).getTime();
  }

  advanceBy(milliseconds: number): void {
    this.current += milliseconds;
  }
}
