import { addDays, londonDayKey, londonEndOfDay, londonStartOfDay } from '@met/scheme';

/** Dates of the demo world, all relative to the `now` it is seeded at (Europe/London days). */
export class SeedCalendar {
  readonly today: string;

  constructor(readonly now: Date) {
    this.today = londonDayKey(now);
  }

  /** 'yyyy-MM-dd' of today plus `days`. */
  day(days: number): string {
    return addDays(this.today, days);
  }

  /** ISO instant at which the London day today + `days` begins. */
  startOf(days: number): string {
    return londonStartOfDay(this.day(days)).toISOString();
  }

  /** ISO instant of the last millisecond of the London day today + `days`. */
  endOf(days: number): string {
    return londonEndOfDay(this.day(days)).toISOString();
  }

  /** ISO instant of a London wall-clock time (hh:mm) on today + `days`. */
  at(days: number, time: string): string {
    const [hours, minutes] = time.split(':').map(Number);
    const start = londonStartOfDay(this.day(days)).getTime();
    // Good enough for evenings: a clock change only ever happens at 01:00 UTC.
    return new Date(start + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000).toISOString();
  }
}
