/**
 * Take a break and self-exclusion: how long each break lasts, when it ends, and the
 * one wording the server refuses with and the app shows. A break ends at a whole minute (rounded
 * up), so the time the member is told is never before the break's real end.
 */
import { CASINO_TIME_ZONE } from './calendar';
import { formatLondonTime, ordinalDay } from './londonFormat';

export const BREAK_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MINUTE = 60 * 1000;

/** Each period as elapsed time: a day is 24 hours, whatever the clocks do in between. */
const BREAK_PERIOD_LENGTH: Readonly<Record<BreakPeriod, number>> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '6w': 42 * DAY,
};

/** How the app names each period. */
export const BREAK_PERIOD_LABELS: Readonly<Record<BreakPeriod, string>> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '6 weeks',
};

/** The instant a break of `period` taken at `now` ends: the period later, up to the next minute. */
export function breakEndFor(period: BreakPeriod, now: Date): Date {
  const end = now.getTime() + BREAK_PERIOD_LENGTH[period];
  return new Date(Math.ceil(end / MINUTE) * MINUTE);
}

/** Where a member stands: no break, on a break until `endsAt`, or self-excluded (no end). */
export type PauseState =
  { kind: 'none' } | { kind: 'break'; endsAt: Date } | { kind: 'self-excluded' };

/**
 * A member's standing at `now`, from what the casino's record keeps: a break whose end has come
 * is over (the end itself is the first moment things come back).
 */
export function pauseStateAt(
  record: { breakEndsAt?: string | null; selfExcluded?: boolean },
  now: Date,
): PauseState {
  if (record.selfExcluded === true) return { kind: 'self-excluded' };
  const endsAt = record.breakEndsAt ? new Date(record.breakEndsAt) : undefined;
  if (endsAt && endsAt.getTime() > now.getTime()) return { kind: 'break', endsAt };
  return { kind: 'none' };
}

const breakEndParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CASINO_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * 'Thursday 3rd December 2026 at 9:40pm' on the London clock: the app's date and time formats
 * ('3rd Dec 2026', '9:40pm') with the weekday and month in full.
 */
export function formatBreakEnd(endsAt: Date): string {
  const parts = breakEndParts.formatToParts(endsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    // Stryker disable next-line OptionalChaining,StringLiteral: this format always gives a weekday, day, month and year, so the fallback is never read
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${ordinalDay(Number(part('day')))} ${part('month')} ${part('year')} at ${formatLondonTime(endsAt)}`;
}

/** What is paused, in the member's words. */
const PAUSED_THINGS = 'Offers, vouchers, Spin To Win and event bookings';

/** The server's refusal (and the app's note) while a break lasts. */
export function breakMessage(endsAt: Date): string {
  return `You are taking a break until ${formatBreakEnd(endsAt)}. ${PAUSED_THINGS} come back then, and we send you no marketing until then. A break cannot be shortened or ended early.`;
}

/** The server's refusal (and the app's note) for a self-excluded membership (SENSE). */
export const SELF_EXCLUDED_MESSAGE = `Your membership is self-excluded under SENSE, the national self-exclusion scheme for casinos. ${PAUSED_THINGS} are not available, and we send you no marketing. To talk about your self-exclusion, speak to a manager at your casino.`;

/** The refusal for a member in `state` (never 'none'). */
export function pauseMessage(state: Exclude<PauseState, { kind: 'none' }>): string {
  return state.kind === 'break' ? breakMessage(state.endsAt) : SELF_EXCLUDED_MESSAGE;
}
