import { describe, expect, it } from 'vitest';
import { actionLinkOrigin } from '../../../functions/src/domain/actionLinks';
import { hasValidOptIn, playWindowAt } from '../../../functions/src/domain/games';
import {
  addDays,
  londonDayKey,
  londonEndOfDay,
  londonStartOfDay,
} from '../../../functions/src/domain/londonCalendar';
import { tierNamed, tierOfMembershipType } from '../../../functions/src/domain/tiers';
import { effectiveVenueId } from '../../../functions/src/domain/venues';
import { ageOn, isCalendarDate, isIsoInstant } from '../../../functions/src/contract/formats';

describe('londonDayKey', () => {
  it.each([
    ['2026-01-15T23:59:59.999Z', '2026-01-15'],
    ['2026-01-16T00:00:00.000Z', '2026-01-16'],
    ['2026-07-01T22:59:59.999Z', '2026-07-01'],
    ['2026-07-01T23:00:00.000Z', '2026-07-02'],
    ['2026-03-29T00:59:59.999Z', '2026-03-29'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDayKey(new Date(instant))).toBe(day);
  });
});

describe('tiers and venues', () => {
  it.each([
    [34, 'Jack'],
    [49, 'Jack'],
    [46, 'Ace'],
    [47, 'King'],
    [57, 'King of Hearts'],
    [58, 'King of Spades'],
    [48, 'Queen'],
    [59, 'Queen of Spades'],
    [41, undefined],
    [45, undefined],
    [19, undefined],
  ])('membership type %s is tier %s', (type, tier) => {
    expect(tierOfMembershipType(type)).toBe(tier);
  });

  it('matches tier names in any case', () => {
    expect(tierNamed(' queen of SPADES ')).toBe('Queen of Spades');
    expect(tierNamed('Joker')).toBeUndefined();
  });

  it.each([
    [17, 6],
    [6, 6],
    [9, 9],
  ])('venue %s is shown as %s', (asked, shown) => {
    expect(effectiveVenueId(asked)).toBe(shown);
  });
});

describe('games', () => {
  const game = {
    id: 'g',
    name: '',
    description: '',
    OptinStart: '2026-03-01T00:00:00Z',
    OptinEnd: '2026-03-20T00:00:00Z',
    GameStart: '2026-03-05T00:00:00Z',
    GameEnd: '2026-03-20T00:00:00Z',
  };

  it.each([
    ['2026-03-04T23:59:59.999Z', 'not-started'],
    ['2026-03-05T00:00:00Z', 'open'],
    ['2026-03-19T23:59:59.999Z', 'open'],
    ['2026-03-20T00:00:00Z', 'ended'],
  ])('at %s the game is %s', (now, window) => {
    expect(playWindowAt(game, new Date(now))).toBe(window);
  });

  it.each([
    ['2026-02-28T23:59:59.999Z', false],
    ['2026-03-01T00:00:00Z', true],
    ['not a date', false],
  ])('an opt-in at %s counts: %s', (timestamp, valid) => {
    expect(hasValidOptIn([{ gameId: 'g', timestamp }], game)).toBe(valid);
  });
});

describe('actionLinkOrigin', () => {
  const policy = { productionOrigin: 'https://rewards.example.com/', allowedDevOrigins: [] };

  it.each([
    [false, 'http://localhost:5173', 'https://rewards.example.com'],
    [true, 'http://localhost:5173/some/path', 'http://localhost:5173'],
    [true, 'http://[::1]:5173', 'http://[::1]:5173'],
    [true, 'https://localhost.evil.net', 'https://rewards.example.com'],
    [true, 'javascript:alert(1)', 'https://rewards.example.com'],
    [true, '', 'https://rewards.example.com'],
  ])('devMode %s with devDomain %s links to %s', (devMode, devDomain, origin) => {
    expect(actionLinkOrigin({ devMode, devDomain }, policy)).toBe(origin);
  });
});

describe('wire formats', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('calendar date %s is valid: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    ['2026-03-10T12:00:00Z', true],
    ['2026-03-10T12:00:00.123+01:00', true],
    ['2026-03-10T12:00Z', true],
    ['2026-03-10T12:00:00', false],
    ['2026-03-10', false],
    ['2026-02-30T12:00:00Z', false],
    ['2026-03-10T24:00:00Z', false],
  ])('instant %s is valid: %s', (value, valid) => {
    expect(isIsoInstant(value)).toBe(valid);
  });

  it.each([
    ['2008-03-10', '2026-03-10', 18],
    ['2008-03-11', '2026-03-10', 17],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %s on %s', (dob, day, age) => {
    expect(ageOn(dob, day)).toBe(age);
  });
});

describe('London day boundaries', () => {
  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z', '2026-01-15T23:59:59.999Z'],
    ['2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T22:59:59.999Z'],
    ['2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T22:59:59.999Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z', '2026-10-25T23:59:59.999Z'],
  ])('%s runs from %s to %s', (day, start, end) => {
    expect(londonStartOfDay(day).toISOString()).toBe(start);
    expect(londonEndOfDay(day).toISOString()).toBe(end);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s plus %s days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});
