import { describe, expect, it } from 'vitest';
import {
  NAMES_ONLY_THE_EVENT,
  OWNER_CODE_RULE,
  parseRequest,
  requestSchemas,
  type CallableName,
} from '@met/scheme/contract';
import { messageOf, NOW } from './refusalMessage';
import { VALID_REQUESTS } from '../../builders/validCallableMessages';

/*
 * Requests whose rules protect a member from another: the code mailed to a membership's owner,
 * an RSVP cancellation and a break that are always the caller's own, and the marketing switch.
 */

type Fields = Record<string, unknown>;

const withFields = (name: CallableName, changes: Fields): Fields => ({
  ...(VALID_REQUESTS[name] as Fields),
  ...changes,
});

describe('the code mailed to the owner of a membership', () => {
  const callables: CallableName[] = ['members-linkMembership', 'users-createUser'];

  it('is the 6 digits in the email we sent', () => {
    expect(OWNER_CODE_RULE).toBe('The code is the 6 digits in the email we sent');
  });

  it.each(callables)('%s hears the code as typed, spaces and all, as its 6 digits', (name) => {
    expect(parseRequest(name, withFields(name, { ownerCode: ' 123 456 ' }), NOW)).toMatchObject({
      ownerCode: '123456',
    });
    expect(parseRequest(name, withFields(name, { ownerCode: '012345' }), NOW)).toMatchObject({
      ownerCode: '012345',
    });
  });

  it.each(callables)('%s goes without a code', (name) => {
    expect(parseRequest(name, withFields(name, {}), NOW)).not.toHaveProperty('ownerCode');
  });

  it.each<[string, unknown]>([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['a letter before the digits', 'a123456'],
    ['a letter after the digits', '123456a'],
    ['6 letters', 'abcdef'],
    ['a dash between the digits', '123-456'],
    ['no digits at all', ' '],
    ['a number rather than text', 123456],
    ['a list', ['123456']],
  ])('refuses %s with the rule', (_what, ownerCode) => {
    for (const name of callables) {
      expect(messageOf(name, withFields(name, { ownerCode }))).toBe(OWNER_CODE_RULE);
    }
  });
});

describe('cancelling an RSVP names only the event: the place is the caller’s own', () => {
  const cancel = 'promotions-cancelRsvp';

  it('hears the event alone', () => {
    expect(parseRequest(cancel, { uri: ' events/mayfair/poker ' }, NOW)).toEqual({
      uri: 'events/mayfair/poker',
    });
  });

  it.each<[string, Fields]>([
    ['a membership number', { customerNumber: '100200' }],
    ['a login', { uid: 'someone-else' }],
    ['the field first, the event after', { a: 1 }],
  ])('refuses %s beside the event, saying why', (_what, extra) => {
    const message = messageOf(cancel, { ...extra, uri: 'events/mayfair/poker' });

    expect(message).toBe('This request names only the event: the place is your own.');
    expect(NAMES_ONLY_THE_EVENT).toBe(message);
  });

  it('asks for the event when the schema is used without parseRequest and given nothing', () => {
    expect(() => requestSchemas[cancel].validateSync(undefined)).toThrow('Event is required');
  });
});

describe('taking a break hears only the period', () => {
  it.each(['24h', '7d', '30d', '6w'])('takes a break of %s', (period) => {
    expect(parseRequest('members-takeBreak', { period, crmId: 'someone-else' }, NOW)).toEqual({
      period,
    });
  });

  it.each<[string, unknown]>([
    ['no period', undefined],
    ['a year', '1y'],
    ['a period sent as a number', 24],
  ])('asks for one of the four periods given %s', (_what, period) => {
    expect(messageOf('members-takeBreak', { period })).toBe(
      'Please choose how long your break lasts: 24 hours, 7 days, 30 days or 6 weeks',
    );
  });
});

describe('stopping all marketing', () => {
  const profileWith = (values: Fields): Fields => ({
    ...(VALID_REQUESTS['members-updateProfile'] as Fields),
    values,
  });

  it('hears true or false', () => {
    expect(
      parseRequest('members-updateProfile', profileWith({ stopAllMarketing: true }), NOW).values,
    ).toEqual({ stopAllMarketing: true });
  });

  it.each(['yes', 'true', 1])('refuses %j, which is neither', (stopAllMarketing) => {
    expect(messageOf('members-updateProfile', profileWith({ stopAllMarketing }))).toBe(
      'Stop all marketing must be true or false',
    );
  });
});
