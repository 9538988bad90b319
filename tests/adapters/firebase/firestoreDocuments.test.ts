import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  isOptInOf,
  toDate,
  toGamePlay,
  toUserProfile,
} from '../../../src/adapters/firebase/firestoreDocuments';

const instant = new Date('2026-03-01T09:30:00.000Z');

describe('toDate (Timestamps become Dates at the boundary)', () => {
  it.each([
    ['a Firestore Timestamp', Timestamp.fromDate(instant)],
    ['a Date', new Date(instant)],
    ['an ISO string', '2026-03-01T09:30:00.000Z'],
  ])('reads %s', (_kind, stored) => {
    expect(toDate(stored)).toEqual(instant);
  });

  it.each([
    ['a number', 1772357400000],
    ['text', 'soon'],
    ['a bare number as text', '1'],
    ['a date without a year', 'June 5'],
    ['a date without a time', '2026-03-01'],
    ['null', null],
    ['an invalid Date', new Date('x')],
  ])('refuses %s', (_kind, stored) => {
    expect(toDate(stored)).toBeNull();
  });
});

describe('toUserProfile', () => {
  it('reads users/{uid} with Dates for the opt-ins', () => {
    const profile = toUserProfile('u1', {
      email: 'ann@example.com',
      emailVerified: true,
      country: 'ie',
      memberships: ['100200', 300400],
      gameOptin: [{ gameId: 'g1', timestamp: Timestamp.fromDate(instant) }],
    });

    expect(profile).toEqual({
      uid: 'u1',
      email: 'ann@example.com',
      emailVerified: true,
      country: 'ie',
      memberships: ['100200', '300400'],
      gameOptin: [{ gameId: 'g1', timestamp: instant }],
    });
  });

  it('gives missing fields their defaults', () => {
    expect(toUserProfile('u2', {})).toEqual({
      uid: 'u2',
      email: '',
      emailVerified: false,
      country: 'gb',
      memberships: [],
      gameOptin: [],
    });
  });

  it('counts only membership numbers, never a damaged entry, as a linked membership', () => {
    const profile = toUserProfile('u4', {
      memberships: [null, true, {}, '', 0, -5, 1.5, '100200', 300400],
    });

    expect(profile.memberships).toEqual(['100200', '300400']);
  });

  it('leaves out opt-ins that cannot count (no game id or no instant)', () => {
    const profile = toUserProfile('u3', {
      gameOptin: [
        { gameId: 'g1' },
        { timestamp: instant },
        'g2',
        { gameId: 'g3', timestamp: instant },
      ],
    });

    expect(profile.gameOptin).toEqual([{ gameId: 'g3', timestamp: instant }]);
  });
});

describe('isOptInOf', () => {
  it('finds the stored entry a new opt-in to the same game replaces', () => {
    expect(isOptInOf({ gameId: 'g1', timestamp: instant }, 'g1')).toBe(true);
    expect(isOptInOf({ gameId: 'g2', timestamp: instant }, 'g1')).toBe(false);
    expect(isOptInOf(null, 'g1')).toBe(false);
  });
});

describe('toGamePlay', () => {
  it('reads a play of the games collection', () => {
    const play = toGamePlay({
      userId: 'u1',
      gameId: 'g1',
      timestamp: Timestamp.fromDate(instant),
      prizeName: '£5 Free Bet',
      win: true,
    });

    expect(play).toEqual({
      userId: 'u1',
      gameId: 'g1',
      timestamp: instant,
      prizeName: '£5 Free Bet',
      win: true,
    });
  });

  it('answers null for a play whose instant cannot be read', () => {
    expect(toGamePlay({ userId: 'u1', gameId: 'g1', timestamp: 'later' })).toBeNull();
  });

  it('answers null for a play that names no member or no game', () => {
    const timestamp = Timestamp.fromDate(instant);

    expect(toGamePlay({ gameId: 'g1', timestamp })).toBeNull();
    expect(toGamePlay({ userId: 'u1', timestamp })).toBeNull();
    expect(toGamePlay({ userId: 'u1', gameId: { id: 'g1' }, timestamp })).toBeNull();
  });
});
