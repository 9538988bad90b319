import { describe, expect, it } from 'vitest';
import { DESK_REFUSAL_DETAILS } from '../../../functions/src/services/desk/DeskService';
import { deskReadingFromWire } from '../../../src/core/desk/fromWire';
import {
  emptyCodeStatus,
  OTHER_VENUE_REFUSAL,
  outcomeStatus,
  problemStatus,
  readingStatus,
} from '../../../src/core/desk/deskStatus';
import { deskMessages, restrictionNote } from '../../../src/core/desk/deskMessages';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { aCardReading, aDeskMember, aVoucherReading } from '../../builders/aDeskReading';

/**
 * What the desk says first (the status line): valid, redeemed, already redeemed with when and
 * where, refused and why in a few words, or not checked. London: 2 March 2026 is GMT.
 */
const NOW = new Date('2026-03-02T12:00:00Z');
const MAYFAIR = { at: '2026-03-02T02:39:00Z', venueId: 6, venueName: 'The Metropolitan Mayfair' };
const BREAK_SENTENCE =
  'Kim King is taking a break until Tuesday 3rd March 2026 at 9:00am: their vouchers cannot be used until then.';

const onBreak = aDeskMember({ restriction: { kind: 'break', until: '2026-03-03T09:00:00Z' } });
const excluded = aDeskMember({ restriction: { kind: 'excluded' } });

describe('deskStatus: each reading starts with one status line in words', () => {
  it.each([
    {
      reading: aVoucherReading(),
      expected: { kind: 'valid', line: 'Valid — ready to redeem', detail: null },
    },
    {
      reading: aVoucherReading({ state: 'redeemed', redemption: MAYFAIR }),
      expected: {
        kind: 'already',
        line: 'Already redeemed',
        detail: 'Already redeemed at 2:39am on 2nd Mar 2026 at The Metropolitan Mayfair',
      },
    },
    {
      reading: aVoucherReading({ member: onBreak, state: 'refused', refusal: BREAK_SENTENCE }),
      expected: { kind: 'refused', line: 'Refused: on a break', detail: BREAK_SENTENCE },
    },
    {
      reading: aVoucherReading({ member: excluded, state: 'refused', refusal: 'Excluded.' }),
      expected: { kind: 'refused', line: 'Refused: self-excluded', detail: 'Excluded.' },
    },
    {
      reading: aVoucherReading({
        state: 'refused',
        refusal: 'This voucher ended on 1st Mar 2026.',
        voucher: { id: 'v1', title: 'Dinner', terms: '', expiresOn: '2026-03-01' },
      }),
      expected: {
        kind: 'refused',
        line: 'Refused: voucher ended',
        detail: 'This voucher ended on 1st Mar 2026.',
      },
    },
    {
      reading: aVoucherReading({ state: 'refused', refusal: 'This membership is suspended.' }),
      expected: { kind: 'refused', line: 'Refused', detail: 'This membership is suspended.' },
    },
    {
      // Its last day is today: refused for another reason, not as ended.
      reading: aVoucherReading({
        state: 'refused',
        refusal: 'This voucher is not offered at this casino.',
        voucher: { id: 'v1', title: 'Dinner', terms: '', expiresOn: '2026-03-02' },
      }),
      expected: {
        kind: 'refused',
        line: 'Refused',
        detail: 'This voucher is not offered at this casino.',
      },
    },
    {
      reading: aVoucherReading({ state: 'refused', refusal: null }),
      expected: { kind: 'refused', line: 'Refused', detail: 'This voucher cannot be redeemed.' },
    },
    {
      // Redeemed, but the backend did not say when or where: nothing is made up.
      reading: aVoucherReading({ state: 'redeemed', redemption: null }),
      expected: { kind: 'already', line: 'Already redeemed', detail: null },
    },
    {
      reading: aCardReading(),
      expected: { kind: 'card', line: 'Membership card — check their photo ID', detail: null },
    },
    {
      reading: { ...aCardReading(), member: excluded, vouchers: [] },
      expected: {
        kind: 'refused',
        line: 'Refused: self-excluded',
        detail: 'Kim King is self-excluded: no vouchers may be used. Speak to a manager.',
      },
    },
    {
      reading: { ...aCardReading(), member: onBreak, vouchers: [] },
      expected: {
        kind: 'refused',
        line: 'Refused: on a break',
        detail:
          'Kim King is taking a break until Tuesday 3rd March 2026 at 9:00am: no vouchers may be used until then.',
      },
    },
  ])('$expected.line ($expected.detail)', ({ reading, expected }) => {
    expect(readingStatus(deskReadingFromWire(reading), NOW)).toEqual(expected);
  });

  it('says "Redeemed" after a press that redeemed, distinct from "Already redeemed"', () => {
    expect(outcomeStatus({ kind: 'redeemed', redemption: MAYFAIR }, NOW)).toEqual({
      kind: 'redeemed',
      line: 'Redeemed',
      detail: 'Redeemed at 2:39am at The Metropolitan Mayfair',
    });
    expect(
      outcomeStatus({ kind: 'already', redemption: MAYFAIR, message: 'Already redeemed.' }, NOW),
    ).toEqual({
      kind: 'already',
      line: 'Already redeemed',
      detail: 'Already redeemed at 2:39am on 2nd Mar 2026 at The Metropolitan Mayfair',
    });
    expect(
      outcomeStatus({ kind: 'already', redemption: null, message: 'Already redeemed.' }, NOW),
    ).toMatchObject({ line: 'Already redeemed', detail: 'Already redeemed.' });
  });

  it.each([
    {
      error: new FunctionError('invalid-argument', 'This code is not one of ours.'),
      line: 'Refused: not one of our codes',
      kind: 'refused',
    },
    {
      error: new FunctionError('permission-denied', 'Their home casino is Soho.', {
        refusal: OTHER_VENUE_REFUSAL,
      }),
      line: 'Refused: another casino’s member',
      kind: 'refused',
    },
    {
      error: new FunctionError('permission-denied', 'Sign in with your password.'),
      line: 'Not checked',
      kind: 'unchecked',
    },
    {
      error: new FunctionError('failed-precondition', 'This code expired at 9:00pm.', {
        expiredAt: '2026-03-02T21:00:00Z',
      }),
      line: 'Refused: code expired',
      kind: 'refused',
    },
    {
      error: new FunctionError('failed-precondition', 'This voucher is no longer offered.'),
      line: 'Refused',
      kind: 'refused',
    },
    {
      error: new FunctionError('not-found', 'No membership has this number.'),
      line: 'Refused: no such membership',
      kind: 'refused',
    },
    {
      error: new FunctionError('resource-exhausted', 'This desk is paused.'),
      line: 'Not checked',
      kind: 'unchecked',
    },
    { error: new FunctionError('unavailable', 'offline'), line: 'Not checked', kind: 'unchecked' },
    {
      error: new MalformedResponseError('desk-readCode', 'no kind'),
      line: 'Not checked',
      kind: 'unchecked',
    },
  ])('a code the backend did not read: $line', ({ error, line, kind }) => {
    expect(problemStatus(error, 'read')).toMatchObject({ kind, line });
  });

  it.each([
    {
      case: "the backend's refusal",
      error: new FunctionError('invalid-argument', 'This code is not one of ours.'),
      expected: {
        kind: 'refused',
        line: 'Refused: not one of our codes',
        detail: 'This code is not one of ours.',
      },
    },
    {
      case: 'an expiry refusal without its time',
      error: new FunctionError('failed-precondition', 'This voucher is no longer offered.', {
        refusal: 'withdrawn',
      }),
      expected: {
        kind: 'refused',
        line: 'Refused',
        detail: 'This voucher is no longer offered.',
      },
    },
    {
      case: 'a refusal with empty details',
      error: new FunctionError('failed-precondition', 'This voucher is no longer offered.', null),
      expected: { kind: 'refused', line: 'Refused', detail: 'This voucher is no longer offered.' },
    },
    {
      case: 'a login refusal with empty details',
      error: new FunctionError('permission-denied', 'Sign in with your password.', null),
      expected: { kind: 'unchecked', line: 'Not checked', detail: 'Sign in with your password.' },
    },
    {
      case: "the backend's internal error",
      error: new FunctionError('internal', 'INTERNAL'),
      expected: { kind: 'unchecked', line: 'Not checked', detail: deskMessages.unreadable },
    },
    {
      case: 'an error the backend did not name',
      error: new FunctionError('unknown', 'Response is not valid JSON object.'),
      expected: { kind: 'unchecked', line: 'Not checked', detail: deskMessages.unreadable },
    },
    {
      case: 'an answer of the wrong shape',
      error: new MalformedResponseError('desk-readCode', 'no kind'),
      expected: { kind: 'unchecked', line: 'Not checked', detail: deskMessages.unreadable },
    },
    {
      // Not the callable's refusal (a storage error, say), whatever code it carries.
      case: "another service's error with a refusal's code",
      error: Object.assign(new Error('Missing document.'), { code: 'not-found' }),
      expected: { kind: 'unchecked', line: 'Not checked', detail: deskMessages.unreadable },
    },
  ])('says what the desk is told for $case', ({ error, expected }) => {
    expect(problemStatus(error, 'read')).toEqual(expected);
  });

  it('says an empty field was "Not checked", and asks for a code', () => {
    expect(emptyCodeStatus).toEqual({
      kind: 'unchecked',
      line: 'Not checked',
      detail: 'Type or paste a code first.',
    });
  });

  it('shows no restriction note for a member with neither a break nor a self-exclusion', () => {
    expect(restrictionNote(aDeskMember())).toBeNull();
  });

  it('says a press it could not finish was "Not redeemed", with the desk’s sentence', () => {
    expect(problemStatus(new FunctionError('unavailable', 'offline'), 'redeem')).toEqual({
      kind: 'unchecked',
      line: 'Not redeemed',
      detail: deskMessages.offline,
    });
  });

  it('reads the backend’s reason for another casino’s member', () => {
    expect(OTHER_VENUE_REFUSAL).toBe(DESK_REFUSAL_DETAILS.otherVenue);
  });
});
