import type { CasinoEvent } from './CasinoEvent';

/**
 * 'Add to calendar': one event as an iCalendar file (RFC 5545) that every calendar
 * app opens: CRLF line endings, text escaped (backslash, semicolon, comma, newline), lines folded
 * at 75 octets of UTF-8, times in UTC. The UID is the event's id, so adding it twice updates the
 * one entry instead of making a second. DECISIONS.md "Events: add to calendar, cancel an RSVP".
 */
export interface CalendarFileEvent extends Pick<
  CasinoEvent,
  'id' | 'title' | 'summary' | 'startsAt' | 'endsAt'
> {
  /** Where: the casino's name and address, as one line. */
  location: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
/** The domain part of every UID (RFC 5545 3.8.4.7 asks for a globally unique one). */
const UID_DOMAIN = 'events.met-rewards';

export function calendarFile(event: CalendarFileEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Metro Casinos//Met Rewards//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.id)}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.summary.trim() === '' ? [] : [`DESCRIPTION:${escapeText(event.summary)}`]),
    ...(event.location.trim() === '' ? [] : [`LOCATION:${escapeText(event.location)}`]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: the title in lower case, words joined by hyphens, '.ics'. */
export function calendarFileName(event: Pick<CasinoEvent, 'id' | 'title'>): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || event.id}.ics`;
}

/** TEXT values (RFC 5545 3.3.11): \\ \; \, and \n for any line break. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261203T190000Z: DATE-TIME in UTC (RFC 5545 3.3.5, form 2). */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets; each continuation starts
 * with one space, which counts. A character is never split across lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}
