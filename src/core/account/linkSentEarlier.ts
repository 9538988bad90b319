import { formatDate, formatTime } from '../kernel/format';
import { londonDayKey } from '../kernel/londonTime';

/**
 * The backend held a mail back because its mailbox had one of its kind recently
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links"): when the last link
 * went, and when another may. The app says so instead of pretending a new mail went.
 */
export interface LinkSentEarlier {
  readonly lastSentAt: Date;
  readonly nextSendAt: Date | null;
}

/** The answer's held-back times, or null for an answer that sent a mail (or malformed times). */
export function linkSentEarlierIn(answer: {
  lastSentAt?: string;
  nextSendAt?: string;
}): LinkSentEarlier | null {
  const lastSentAt = instantIn(answer.lastSentAt);
  if (lastSentAt === null) return null;
  return { lastSentAt, nextSendAt: instantIn(answer.nextSendAt) };
}

/** The instant a time of the answer names, or null when it is missing or not a time. */
function instantIn(time: string | undefined): Date | null {
  // A missing time reads as NaN: an invalid date, refused as any text that is no time.
  const at = new Date(time ?? Number.NaN);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** '2:02pm', or '2:02pm on 1st Mar 2026' when not today, on the London clock. */
function when(at: Date, now: Date): string {
  const time = formatTime(at);
  return londonDayKey(at) === londonDayKey(now) ? time : `${time} on ${formatDate(at)}`;
}

/**
 * 'We sent a link to this address at 2:02pm (UK time). Please check your inbox and spam folder.
 * You can ask for another after 3:04pm.'
 */
export function linkSentEarlierMessage(held: LinkSentEarlier, now: Date = new Date()): string {
  const next =
    held.nextSendAt === null || held.nextSendAt.getTime() <= now.getTime()
      ? ''
      : ` You can ask for another after ${when(held.nextSendAt, now)}.`;
  return (
    `We sent a link to this address at ${when(held.lastSentAt, now)} (UK time). ` +
    `Please check your inbox and spam folder.${next}`
  );
}
