import type { Clock } from '../../../functions/src/ports/Clock';

/** A clock that only moves when told: the backend's tests set and advance it. */
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
