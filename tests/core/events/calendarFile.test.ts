import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  calendarFileName,
  escapeText,
  foldLine,
  utcStamp,
} from '../../../src/core/events/calendarFile';

const masterclass = {
  id: 'mayfair-rsvp-poker-masterclass',
  title: 'Poker Masterclass',
  summary: 'An evening with a professional player: strategy, Q&A and a friendly game.',
  startsAt: new Date('2026-12-09T18:30:00.000Z'),
  endsAt: new Date('2026-12-09T21:30:00.000Z'),
  location: 'The Metropolitan Mayfair, 14 Hay Hill, London W1J 6DQ',
};
const NOW = new Date('2026-11-27T01:45:07.123Z');

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 3.1: a folded file unfolded (CRLF and one space removed) back into its lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe("'Add to calendar': the event as an iCalendar file (RFC 5545)", () => {
  it('writes one VEVENT with its UID, DTSTAMP, start and end in UTC, title, summary and place', () => {
    expect(unfold(calendarFile(masterclass, NOW))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Metro Casinos//Met Rewards//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:mayfair-rsvp-poker-masterclass@events.met-rewards',
      'DTSTAMP:20261127T014507Z',
      'DTSTART:20261209T183000Z',
      'DTEND:20261209T213000Z',
      'SUMMARY:Poker Masterclass',
      'DESCRIPTION:An evening with a professional player: strategy\\, Q&A and a friendly game.',
      'LOCATION:The Metropolitan Mayfair\\, 14 Hay Hill\\, London W1J 6DQ',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends every line with CRLF, the last one too, and has no bare LF or CR', () => {
    const text = calendarFile(masterclass, NOW);

    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('Cards\\chips; drinks, dinner\nand\r\nmusic')).toBe(
      'Cards\\\\chips\\; drinks\\, dinner\\nand\\nmusic',
    );
    const text = calendarFile({ ...masterclass, title: 'Roulette; Blackjack, Poker' }, NOW);
    expect(unfold(text)).toContain('SUMMARY:Roulette\\; Blackjack\\, Poker');
  });

  it('folds lines longer than 75 octets, continuation lines starting with one space', () => {
    const long = 'A'.repeat(200);
    const text = calendarFile({ ...masterclass, summary: long }, NOW);
    const lines = text.split('\r\n');

    expect(Math.max(...lines.map(octets))).toBe(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(2);
    expect(unfold(text)).toContain(`DESCRIPTION:${long}`);
  });

  it('never splits a multi-byte character and counts octets, not characters', () => {
    // '£' is two octets in UTF-8, '🎰' four: 60 of them are far over 75 octets.
    const line = `DESCRIPTION:${'£🎰'.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');

    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('leaves out an empty summary or place rather than writing empty properties', () => {
    const lines = unfold(calendarFile({ ...masterclass, summary: ' ', location: '  ' }, NOW));

    expect(lines.slice(10, 13)).toEqual([
      'SUMMARY:Poker Masterclass',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(lines).toHaveLength(14);
  });

  it('stamps instants in UTC without milliseconds, and names the file after the title', () => {
    expect(utcStamp(new Date('2026-06-01T23:05:09.999Z'))).toBe('20260601T230509Z');
    expect(calendarFileName(masterclass)).toBe('poker-masterclass.ics');
    expect(calendarFileName({ id: 'e1', title: 'Mega Jackpot Night: £5,000!' })).toBe(
      'mega-jackpot-night-5000.ics',
    );
    expect(calendarFileName({ id: 'e1', title: '£££' })).toBe('e1.ics');
    // Accents lose their marks rather than the letter; runs of spaces, dashes and underscores
    // make one dash.
    expect(calendarFileName({ id: 'e1', title: 'Soirée Crêpes' })).toBe('soiree-crepes.ics');
    expect(calendarFileName({ id: 'e1', title: 'Blackjack  -  __Night' })).toBe(
      'blackjack-night.ics',
    );
    // Symbols around the title leave no dash at either end of the name.
    expect(calendarFileName({ id: 'e1', title: '★ Poker Night ★' })).toBe('poker-night.ics');
  });
});
