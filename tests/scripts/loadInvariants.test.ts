import { describe, expect, it } from 'vitest';
import {
  checkCustomerNumbers,
  checkGuessLimit,
  checkLimiterExpiries,
  checkOnePlayPerDay,
  checkTicketsStoredOnce,
  londonDayOf,
} from '../../scripts/load/invariants.mjs';

const SINCE = '2026-06-01T10:00:00.000Z';
const game = 'spin-spring-fortune';

describe('londonDayOf', () => {
  it('is the day in London, not in UTC', () => {
    expect(londonDayOf('2026-06-01T23:30:00.000Z')).toBe('2026-06-02');
    expect(londonDayOf('2026-01-01T23:30:00.000Z')).toBe('2026-01-01');
  });
});

describe('checkOnePlayPerDay', () => {
  const play = (customerNumber: string, timestamp = '2026-06-01T10:05:00.000Z') => ({
    customerNumber,
    gameId: game,
    timestamp,
  });
  const spin = (customerNumber: string, accepted: boolean) => ({
    customerNumber,
    gameId: game,
    day: '2026-06-01',
    accepted,
  });

  it('holds for one prize and one play per membership, refusals after it', () => {
    const check = checkOnePlayPerDay({
      storedPlays: [play('1'), play('2'), play('100104', '2026-06-01T08:00:00.000Z')],
      spins: [spin('1', true), spin('1', false), spin('2', false), spin('2', true)],
      since: SINCE,
    });
    expect(check).toMatchObject({ ok: true, problems: [] });
  });

  it('breaks on two prizes, two plays, a spin without its play, a play without its prize', () => {
    const check = checkOnePlayPerDay({
      storedPlays: [play('1'), play('1', '2026-06-01T10:06:00.000Z'), play('3')],
      spins: [spin('1', true), spin('2', true), spin('2', true)],
      since: SINCE,
    });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1\|.*2 plays stored/),
        expect.stringMatching(/^2\|.*2 spins answered a prize/),
        expect.stringMatching(/^2\|.*spun, but 0 plays stored/),
        expect.stringMatching(/^3\|.*stored, but no spin was answered a prize/),
      ]),
    );
  });
});

describe('checkTicketsStoredOnce', () => {
  const ticket = (ticketId: string, submittedAt = '2026-06-01T10:01:00.000Z') => ({
    ticketId,
    submittedAt,
  });

  it('holds when every accepted reference is stored once and the references run on', () => {
    const check = checkTicketsStoredOnce({
      acceptedTicketIds: ['T-000002', 'T-000003'],
      storedTickets: [
        ticket('T-000001', '2026-06-01T09:00:00.000Z'),
        ticket('T-000002'),
        ticket('T-000003'),
      ],
      counterNext: 4,
      since: SINCE,
    });
    expect(check.ok).toBe(true);
  });

  it('breaks on a reference answered twice, lost, stored twice, unanswered, or skipped', () => {
    const check = checkTicketsStoredOnce({
      acceptedTicketIds: ['T-000001', 'T-000001', 'T-000002'],
      storedTickets: [ticket('T-000001'), ticket('T-000001'), ticket('T-000004')],
      counterNext: 5,
      since: SINCE,
    });
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'T-000001: answered to 2 tickets',
        'T-000001: accepted, stored 2 times',
        'T-000002: accepted, stored 0 times',
        'T-000004: stored, but never answered',
        'T-000003: below the counter, not stored',
        'T-000001: 2 documents',
      ]),
    );
  });
});

describe('checkCustomerNumbers', () => {
  const member = (id: string, customerNumber = id) => ({ id, customerNumber });

  it('holds for the counter numbers all present once, whatever the imported numbers', () => {
    const check = checkCustomerNumbers({
      members: [member('100104'), member('10500001'), member('10500002'), member('10500003')],
      counterNext: 10_500_004,
      first: 10_500_001,
      joined: ['10500003'],
    });
    expect(check.ok).toBe(true);
  });

  it('breaks on a gap, a number past the counter, a repeat, a lost join', () => {
    const check = checkCustomerNumbers({
      members: [member('10500001'), member('10500004'), member('x', '10500001')],
      counterNext: 10_500_004,
      first: 10_500_001,
      joined: ['10500002', '10500001', '10500001'],
    });
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'members/x holds customer number 10500001',
        '10500001: held by 2 members',
        '10500004: at or above the counter (10500004)',
        '10500002: a gap (below the counter, no member)',
        '10500003: a gap (below the counter, no member)',
        '10500001: answered to 2 joins',
        '10500002: answered to a join, no member stored',
      ]),
    );
  });
});

describe('checkLimiterExpiries and checkGuessLimit', () => {
  it('breaks on a limiter record without expiresAt', () => {
    const check = checkLimiterExpiries({
      records: [{ id: 'a', expiresAt: new Date() }, { id: 'b' }, { id: 'c', expiresAt: null }],
    });
    expect(check.problems).toEqual(['rateLimits/b: no expiresAt', 'rateLimits/c: no expiresAt']);
  });

  it('breaks when more wrong guesses were checked than the limit lets through', () => {
    expect(checkGuessLimit({ checkedWrong: 5, heldBack: 35, limit: 5 }).ok).toBe(true);
    expect(checkGuessLimit({ checkedWrong: 6, heldBack: 34, limit: 5 }).ok).toBe(false);
  });
});

describe('requests that got no answer', () => {
  it('may have been done: a play or ticket stored for them is counted apart, not broken', () => {
    const plays = checkOnePlayPerDay({
      storedPlays: [{ customerNumber: '1', gameId: game, timestamp: '2026-06-01T10:05:00.000Z' }],
      spins: [],
      since: SINCE,
      unanswered: [{ customerNumber: '1', gameId: game, day: '2026-06-01' }],
    });
    expect(plays).toMatchObject({ ok: true });
    expect(plays.detail).toContain('1 from spins that got no answer');
    const stored = [{ ticketId: 'T-000001', submittedAt: '2026-06-01T10:01:00.000Z' }];
    const base = { acceptedTicketIds: [], storedTickets: stored, counterNext: 2, since: SINCE };
    expect(checkTicketsStoredOnce({ ...base, unanswered: 1 }).ok).toBe(true);
    expect(checkTicketsStoredOnce(base).ok).toBe(false);
  });
});
