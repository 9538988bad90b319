import { describe, expect, it } from 'vitest';
import { CallableError, parseRequest, CALLABLE_NAMES } from '@met/scheme/contract';
import { messageOf, NOW } from './refusalMessage';
import { VALID_REQUESTS } from '../../builders/validCallableMessages';

const validRequests = VALID_REQUESTS;
const validRegistration = (VALID_REQUESTS['members-registerAccount'] as { values: object }).values;

describe('parseRequest', () => {
  it.each(CALLABLE_NAMES)('accepts a valid %s request', (name) => {
    expect(() => parseRequest(name, validRequests[name], NOW)).not.toThrow();
  });

  it('trims and lower-cases emails and strips unknown fields', () => {
    const parsed = parseRequest(
      'users-sendPasswordReset',
      { email: '  Ada@Example.COM ', devMode: false, devDomain: '', admin: true },
      NOW,
    );
    expect(parsed).toEqual({ email: 'ada@example.com', devMode: false, devDomain: '' });
  });

  it('strips fields a member may not change from profile updates', () => {
    const parsed = parseRequest(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: 'm-1',
        values: { phone_mobile: '07700900123', membership_type_id: 46 },
      },
      NOW,
    );
    expect(parsed.values).toEqual({ phone_mobile: '07700900123' });
  });

  it('defaults location to gb and treats a missing body as empty', () => {
    expect(parseRequest('members-getMember', {}, NOW)).toEqual({ location: 'gb' });
    expect(parseRequest('promotions-getGames', undefined, NOW)).toEqual({});
  });

  const registrationWith = (changes: Record<string, unknown>) => ({
    values: { ...validRegistration, ...changes },
    location: 'gb',
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'ada@example' }, 'Please enter a valid email address'],
    [{ dob: '1990-02-30' }, 'Date of birth must be a real date in the past'],
    [{ dob: '2026-03-10' }, 'Date of birth must be a real date in the past'],
    [{ dob: '17/05/1990' }, 'Date of birth must be a real date in the past'],
    [{ dob: '2008-03-11' }, 'You must be 18 or over to join'],
    [{ over18: false }, 'Please confirm you are over the age of 18'],
    [{ termsAccepted: false }, 'Please accept the Terms & Conditions to create an account'],
    [{ gender: 'other' }, 'Please select a gender'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ mobilePhone: '12' }, 'Please enter a valid mobile phone number'],
    [{ homeCasino: 'six' }, 'Please choose your home casino'],
  ])('refuses registration %j with "%s"', (changes, message) => {
    expect(messageOf('members-registerAccount', registrationWith(changes))).toBe(message);
  });

  it('accepts a member who turns 18 today in London', () => {
    expect(() =>
      parseRequest('members-registerAccount', registrationWith({ dob: '2008-03-10' }), NOW),
    ).not.toThrow();
  });

  it('refuses a registration without values', () => {
    expect(messageOf('members-registerAccount', { location: 'gb' })).toBe(
      'Please provide all the required information',
    );
  });

  it.each(['12345', '12345678901', '12a456', ''])(
    'refuses membership number "%s" on link',
    (membershipNumber) => {
      const message = messageOf('members-linkMembership', {
        location: 'gb',
        membershipNumber,
        dob: '1985-04-12',
      });
      expect(message).toMatch(/^Membership number (must be 6 to 10 digits|is required)$/);
    },
  );

  it.each([
    ['7 characters', 'short12', 'Password must be 8 to 128 characters'],
    ['129 characters', 'x'.repeat(129), 'Password must be 8 to 128 characters'],
  ])('refuses a password of %s', (_case, password, message) => {
    const request = { ...(validRequests['users-createUser'] as object), password };
    expect(messageOf('users-createUser', request)).toBe(message);
  });

  it.each([
    ['an unknown topic', { topic: 'Complaints' }, 'Please choose a topic'],
    ['an empty message', { message: '' }, 'Message is required'],
    [
      'a 2001-character message',
      { message: 'x'.repeat(2001) },
      'Message must be at most 2000 characters',
    ],
    [
      'a short membership number',
      { membershipNumber: '12' },
      'Membership number must be 6 to 10 digits',
    ],
  ])('refuses a support ticket with %s', (_case, changes, message) => {
    const ticket = validRequests['members-submitTicket'] as { values: object };
    expect(
      messageOf('members-submitTicket', { ...ticket, values: { ...ticket.values, ...changes } }),
    ).toBe(message);
  });

  it('accepts a support message of exactly 2000 characters', () => {
    const ticket = validRequests['members-submitTicket'] as { values: object };
    const request = { ...ticket, values: { ...ticket.values, message: 'x'.repeat(2000) } };
    expect(() => parseRequest('members-submitTicket', request, NOW)).not.toThrow();
  });

  it.each([
    ['no idempotency key', undefined, false],
    ['a key of 15 characters', 'k'.repeat(15), false],
    ['a key of 16 characters', 'k'.repeat(16), true],
    ['a key of 64 characters', 'k'.repeat(64), true],
    ['a key of 65 characters', 'k'.repeat(65), false],
    ['a key with a dot', 'ticket.key.000000001', false],
    ['a UUID', '0b6a3c1e-9f2d-4c5b-8a7e-1d2c3b4a5f60', true],
  ])('a support ticket with %s is accepted: %s', (_case, idempotencyKey, accepted) => {
    const ticket = validRequests['members-submitTicket'] as { values: object };
    const parse = () => parseRequest('members-submitTicket', { ...ticket, idempotencyKey }, NOW);
    if (accepted) expect(parse).not.toThrow();
    else expect(parse).toThrow('A support ticket needs its key');
  });

  it.each([{ venueId: 'abc' }, { venueId: 6.5 }, { venueId: -1 }, {}])(
    'refuses venue request %j',
    (request) => {
      expect(messageOf('members-getVenue', request)).toMatch(
        /^Venue id (must be a whole number|is required)$/,
      );
    },
  );

  it('refuses interests that are not on the list', () => {
    const request = { location: 'gb', crmId: 'm-1', values: { interests: ['Bingo'] } };
    expect(messageOf('members-updateProfile', request)).toBe(
      'Please choose interests from the list',
    );
  });

  it.each(['a string', 42, [], true])('refuses a request body that is %j', (raw) => {
    expect(messageOf('members-getMember', raw)).toBe('Please provide all the required information');
  });

  it('lists every problem in the error details', () => {
    try {
      parseRequest('users-createUser', {}, NOW);
      expect.unreachable();
    } catch (error) {
      const problems = (error as CallableError).details?.problems as string[];
      expect(problems).toContain('Email is required');
      expect(problems).toContain('Password is required');
    }
  });
});
