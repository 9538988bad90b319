/**
 * The budget of a membership's marketing consent history: every entry counts against the London
 * day it was written on, stop all marketing's included, and a change that would leave no room for
 * stop-all is refused. Stop all marketing itself is never refused (PECR: the right to object to
 * direct marketing is absolute), which is why changes stop short of the day's budget by as many
 * entries as a stop-all can write: the day never holds more than the budget.
 */
import { londonDayKey } from '@met/scheme';
import { type ConsentEntry, MARKETING_CHANNELS } from './marketingConsent';

/** The most consent history entries a membership's London day holds, stop-all's included. */
export const CONSENT_HISTORY_ENTRIES_PER_DAY = 40;

/** What one stop-all may write at most: one withdrawal per channel. */
export const STOP_ALL_MAX_ENTRIES = MARKETING_CHANNELS.length;

/**
 * The newest entries the member's answer (members-getMember, members-updateProfile) carries; the
 * whole history is in the member's copy of their data (members-downloadMyData).
 */
export const CONSENT_HISTORY_IN_ANSWER = 100;

export const TOO_MANY_CONSENT_CHANGES =
  'You have changed your marketing choices many times today. Please try again tomorrow. Stop all marketing always works.';

/** The London day ('yyyy-MM-dd') an entry counts against, and the id of the document holding it. */
export function consentDayOf(entry: Pick<ConsentEntry, 'at'>): string {
  return londonDayKey(new Date(entry.at));
}

/**
 * Whether `entries`, all of one day, may join the `heldThatDay` entries the day holds already.
 * Nothing to write always fits, as does a stop-all; anything else only while the day keeps room
 * for a stop-all after it.
 */
export function consentEntriesFit(heldThatDay: number, entries: readonly ConsentEntry[]): boolean {
  if (entries.every((entry) => entry.how === 'stop-all')) return true;
  return heldThatDay + entries.length <= CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES;
}

/** Entries by the London day they count against, each day's in the order given. */
export function consentEntriesByDay(entries: readonly ConsentEntry[]): Map<string, ConsentEntry[]> {
  const days = new Map<string, ConsentEntry[]>();
  for (const entry of entries) {
    const day = consentDayOf(entry);
    days.set(day, [...(days.get(day) ?? []), { ...entry }]);
  }
  return days;
}
