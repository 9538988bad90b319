import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CallableError,
  parseRequest,
  requestSchemas,
  type CallableName,
} from '@met/scheme/contract';
import { VALID_REQUESTS } from '../../builders/validCallableMessages';

/*
 * What a member (or anyone calling the callables by hand) is told when one field of a request is
 * refused, and which values at each edge get through. requestSchemas.test.ts covers the common
 * refusals; this file pins the message of every other rule, word for word.
 */

const NOW = new Date('2026-03-10T12:00:00Z');

interface Refusal {
  message: string;
  problems: string[];
}

function refusalOf(name: CallableName, raw: unknown): Refusal {
  try {
    parseRequest(name, raw, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    expect((error as CallableError).code).toBe('invalid-argument');
    const { message, details } = error as CallableError;
    return { message, problems: (details?.problems as string[] | undefined) ?? [] };
  }
  throw new Error(`${name} accepted ${JSON.stringify(raw)}`);
}

const messageOf = (name: CallableName, raw: unknown) => refusalOf(name, raw).message;

type Fields = Record<string, unknown>;

/** A valid request to `name` with some top-level fields replaced; `undefined` leaves one out. */
function requestWith(name: CallableName, changes: Fields): Fields {
  const request: Fields = { ...(VALID_REQUESTS[name] as Fields), ...changes };
  for (const key of Object.keys(changes)) if (changes[key] === undefined) delete request[key];
  return request;
}

/** A valid request to `name` whose `values` record has some fields replaced or left out. */
function valuesWith(name: CallableName, changes: Fields): Fields {
  const valid = VALID_REQUESTS[name] as { values: Fields };
  const values: Fields = { ...valid.values, ...changes };
  for (const key of Object.keys(changes)) if (changes[key] === undefined) delete values[key];
  return { ...valid, values };
}

const registrationWith = (changes: Fields) => valuesWith('members-registerAccount', changes);

describe('text fields name themselves when refused', () => {
  it.each<[CallableName, string, string]>([
    ['users-createUser', 'firstName', 'First name is required'],
    ['users-createUser', 'lastName', 'Last name is required'],
    ['members-updateProfile', 'crmId', 'Member id is required'],
    ['benefits-getBenefits', 'tier', 'Tier is required'],
    ['vouchers-getAllVouchers', 'crmId', 'Member id is required'],
    ['vouchers-generateQrCode', 'voucherId', 'Voucher id is required'],
    ['promotions-optInToEvent', 'uri', 'Event is required'],
    ['promotions-spinTheWheel', 'gameId', 'Game id is required'],
    ['promotions-spinToWinPrizes', 'gameId', 'Game id is required'],
  ])('%s with an empty %s answers "%s"', (name, field, message) => {
    expect(messageOf(name, requestWith(name, { [field]: '  ' }))).toBe(message);
  });

  it.each<[CallableName, string, string]>([
    ['members-registerAccount', 'lastName', 'Last name is required'],
    ['members-submitTicket', 'name', 'Name is required'],
  ])('%s with an empty %s in its values answers "%s"', (name, field, message) => {
    expect(messageOf(name, valuesWith(name, { [field]: '' }))).toBe(message);
  });

  it.each([
    ['a list', ['Ada']],
    ['a record', { first: 'Ada' }],
    ['a number', 42],
    ['a boolean', true],
  ])('a first name sent as %s is refused as not text', (_case, firstName) => {
    expect(refusalOf('users-createUser', requestWith('users-createUser', { firstName }))).toEqual({
      message: 'First name must be text',
      problems: ['First name must be text'],
    });
  });

  it('trims a name before storing it', () => {
    const parsed = parseRequest(
      'users-createUser',
      requestWith('users-createUser', { firstName: '  Ada  ' }),
      NOW,
    );
    expect(parsed.firstName).toBe('Ada');
  });
});

describe('email addresses', () => {
  it.each([
    ['a list', ['ada@example.com']],
    ['a record', { address: 'ada@example.com' }],
    ['a number', 42],
  ])('an email sent as %s is refused', (_case, email) => {
    expect(messageOf('users-sendPasswordReset', { email })).toBe(
      'Please enter a valid email address',
    );
  });

  it('refuses an address of 255 characters and accepts one of 254', () => {
    const local = (length: number) => 'a'.repeat(length - '@example.com'.length);
    expect(messageOf('users-sendPasswordReset', { email: `${local(255)}@example.com` })).toBe(
      'Please enter a valid email address',
    );
    expect(
      parseRequest('users-sendPasswordReset', { email: `${local(254)}@example.com` }, NOW).email,
    ).toHaveLength(254);
  });

  it('lower-cases the address of a support ticket', () => {
    const parsed = parseRequest(
      'members-submitTicket',
      valuesWith('members-submitTicket', { email: ' ADA@Example.com ' }),
      NOW,
    );
    expect(parsed.values.email).toBe('ada@example.com');
  });
});

describe('dates of birth', () => {
  const linkWith = (dob: unknown) => requestWith('members-linkMembership', { dob });

  it('refuses a date of birth sent as a list', () => {
    expect(messageOf('members-linkMembership', linkWith(['1985-04-12']))).toBe(
      'Date of birth must be a real date in the past',
    );
  });

  it('says only that a missing date of birth is required', () => {
    expect(refusalOf('members-linkMembership', linkWith(undefined))).toEqual({
      message: 'Date of birth is required',
      problems: ['Date of birth is required'],
    });
  });

  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['1900-01-02', true],
    ['2026-03-09', true],
    ['2026-03-10', false],
  ])('a date of birth of %s is accepted: %s', (dob, accepted) => {
    const parse = () => parseRequest('members-linkMembership', linkWith(dob), NOW);
    if (accepted) expect(parse().dob).toBe(dob);
    else expect(parse).toThrow('Date of birth must be a real date in the past');
  });

  it('accepts a registration born on the earliest 1 January', () => {
    const parsed = parseRequest('members-registerAccount', registrationWith({ dob: '1900-01-01' }));
    expect(parsed.values.dob).toBe('1900-01-01');
  });

  it('judges dates against the clock when the schemas are used without a context', () => {
    const parsed = requestSchemas['members-linkMembership'].validateSync({
      location: 'gb',
      membershipNumber: '100200',
      dob: '1985-04-12',
    });
    expect(parsed).toEqual({ location: 'gb', membershipNumber: '100200', dob: '1985-04-12' });
  });
});

describe('mobile phone numbers', () => {
  const PHONE_REFUSED = 'Please enter a valid mobile phone number';

  it.each([
    ['a list', ['07700 900123']],
    ['36 characters', `0770${' '.repeat(25)}0900123`],
    ['33 characters', `+4${' '.repeat(18)}4 7700 900123`],
    ['a letter inside', '07700x900123'],
    ['a letter before it', 'x07700900123'],
    ['a letter after it', '07700900123x'],
    ['9 digits', '077009001'],
    ['16 digits', '+4477009001234567'],
  ])('refuses a number with %s', (_case, mobilePhone) => {
    expect(refusalOf('members-registerAccount', registrationWith({ mobilePhone }))).toEqual({
      message: PHONE_REFUSED,
      problems: [PHONE_REFUSED],
    });
  });

  it.each([
    ['10 digits', '0770090012'],
    ['15 digits', '+447700900123456'],
    ['32 characters', `+4${' '.repeat(17)}4 7700 900123`],
    ['brackets and dashes', '+44 (0)7700-900123'],
  ])('accepts a number with %s', (_case, mobilePhone) => {
    const parsed = parseRequest('members-registerAccount', registrationWith({ mobilePhone }), NOW);
    expect(parsed.values.mobilePhone).toBe(mobilePhone);
  });

  it('requires a mobile phone to register', () => {
    expect(messageOf('members-registerAccount', registrationWith({ mobilePhone: undefined }))).toBe(
      'Mobile phone is required',
    );
  });

  it('lets a profile update leave the phone out', () => {
    const request = { location: 'gb', crmId: 'm-1', values: { interests: ['Dining'] } };
    expect(parseRequest('members-updateProfile', request, NOW).values).toEqual({
      interests: ['Dining'],
    });
  });
});

describe('locations', () => {
  it.each([
    ['a list', ['gb']],
    ['three letters', 'gbr'],
    ['one letter', 'g'],
    ['a digit', 'g1'],
  ])('refuses a location sent as %s', (_case, location) => {
    expect(messageOf('members-getMember', { location })).toBe(
      'Location must be a two-letter country code',
    );
  });

  it('trims and lower-cases a country code', () => {
    expect(parseRequest('members-getMember', { location: ' IE ' }, NOW)).toEqual({
      location: 'ie',
    });
  });
});

describe('venue ids', () => {
  it.each([
    ['members-getVenue', '6'],
    ['members-getRestaurant', '6'],
    ['promotions-getPromotions', '106'],
  ] as const)('%s refuses a venue id sent as the text %j', (name, venueId) => {
    expect(refusalOf(name, { venueId })).toEqual({
      message: 'Venue id must be a whole number',
      problems: ['Venue id must be a whole number'],
    });
  });

  it('says only that a missing venue id is required', () => {
    expect(refusalOf('members-getVenue', {}).problems).toEqual(['Venue id is required']);
  });

  it('accepts a venue id sent as a number', () => {
    expect(parseRequest('benefits-getBenefits', { tier: 'King', venueId: 106 }, NOW)).toEqual({
      tier: 'King',
      venueId: 106,
    });
  });
});

describe('development link options', () => {
  it.each(['users-sendPasswordReset', 'users-resendVerificationEmail'] as const)(
    '%s defaults to no development link',
    (name) => {
      expect(parseRequest(name, { email: 'ada@example.com' }, NOW)).toEqual({
        email: 'ada@example.com',
        devMode: false,
        devDomain: '',
      });
    },
  );

  it('keeps an explicit development link', () => {
    const request = {
      email: 'ada@example.com',
      devMode: true,
      devDomain: ' http://localhost:5173 ',
    };
    expect(parseRequest('users-sendPasswordReset', request, NOW)).toEqual({
      email: 'ada@example.com',
      devMode: true,
      devDomain: 'http://localhost:5173',
    });
  });

  it.each([
    [{ devMode: 'maybe' }, 'devMode must be true or false'],
    [{ devDomain: ['http://localhost'] }, 'devDomain must be text'],
    [{ devDomain: 5173 }, 'devDomain must be text'],
    [{ devDomain: 'x'.repeat(301) }, 'devDomain must be at most 300 characters'],
  ])('refuses %j with "%s"', (changes, message) => {
    expect(messageOf('users-createUser', requestWith('users-createUser', changes))).toBe(message);
  });

  it('accepts a devDomain of 300 characters', () => {
    const request = requestWith('users-createUser', { devDomain: 'x'.repeat(300) });
    expect(parseRequest('users-createUser', request, NOW).devDomain).toHaveLength(300);
  });
});

describe('passwords', () => {
  it.each([
    ['a list', ['Correct-Horse-9']],
    ['a number, which yup would otherwise turn into text', 123456789012],
  ])('refuses a password sent as %s', (_case, password) => {
    expect(messageOf('users-createUser', requestWith('users-createUser', { password }))).toBe(
      'Password must be text',
    );
  });
});

describe('registration choices', () => {
  it.each([
    ['no title', { title: undefined }, 'Please select a title'],
    ['a title sent as a list', { title: ['Ms'] }, 'Please select a title'],
    ['a title not offered', { title: 'Sir' }, 'Please select a title'],
    ['no gender', { gender: undefined }, 'Please select a gender'],
    ['a gender sent as a list', { gender: ['female'] }, 'Please select a gender'],
    [
      'a marketing opt-in of "maybe"',
      { marketingOptIn: 'maybe' },
      'Marketing opt-in must be true or false',
    ],
    ['no home casino', { homeCasino: undefined }, 'Please choose your home casino'],
    ['home casino 6.5', { homeCasino: 6.5 }, 'Please choose your home casino'],
    ['home casino 0', { homeCasino: 0 }, 'Please choose your home casino'],
    ['home casino -6', { homeCasino: -6 }, 'Please choose your home casino'],
  ])('refuses a registration with %s', (_case, changes, message) => {
    expect(messageOf('members-registerAccount', registrationWith(changes))).toBe(message);
  });

  it.each([
    ['left out', undefined, false],
    ['explicitly false', false, false],
    ['true', true, true],
  ])('a marketing opt-in %s is stored as %s', (_case, marketingOptIn, stored) => {
    const parsed = parseRequest(
      'members-registerAccount',
      registrationWith({ marketingOptIn }),
      NOW,
    );
    expect(parsed.values.marketingOptIn).toBe(stored);
  });
});

describe('profile changes', () => {
  const profileWith = (values: Fields) => ({ location: 'gb', crmId: 'm-1', values });
  const ALL_CHOICES = { email: true, sms: false, phone: false, post: true };

  it.each([
    ['interests sent as text', { interests: 'Poker' }, 'Interests must be a list'],
    [
      'an interest sent as a record',
      { interests: [{ name: 'Poker' }] },
      'Please choose interests from the list',
    ],
    ['an empty interest', { interests: [null] }, 'Please choose interests from the list'],
    [
      'no choice about email',
      { communications: { ...ALL_CHOICES, email: undefined } },
      'Please choose whether we may email you',
    ],
    [
      'no choice about texts',
      { communications: { ...ALL_CHOICES, sms: undefined } },
      'Please choose whether we may text you',
    ],
    [
      'no choice about phone calls',
      { communications: { ...ALL_CHOICES, phone: undefined } },
      'Please choose whether we may phone you',
    ],
    [
      'a push channel (the app sends no push marketing)',
      { communications: { ...ALL_CHOICES, push: true } },
      'Please choose marketing by email, SMS, phone or post: we send no other kind of marketing',
    ],
    [
      'an unknown channel',
      { communications: { ...ALL_CHOICES, fax: false } },
      'Please choose marketing by email, SMS, phone or post: we send no other kind of marketing',
    ],
    [
      'no choice about post',
      { communications: { ...ALL_CHOICES, post: undefined } },
      'Please choose whether we may write to you',
    ],
    [
      'communications sent as text',
      { communications: 'all' },
      'Communication preferences must be a set of choices',
    ],
  ])('refuses %s', (_case, values, message) => {
    expect(messageOf('members-updateProfile', profileWith(values))).toBe(message);
  });

  it('refuses a list longer than any form sends before reading it', () => {
    const interests = [
      'Slots',
      'Poker',
      'Dining',
      'Sport',
      'Slots',
      'Poker',
      'Dining',
      'Sport',
      'Slots',
    ];
    expect(messageOf('members-updateProfile', profileWith({ interests }))).toBe(
      'This request is larger than any form of the app sends',
    );
  });

  it('the profile schema itself refuses more interests than there are options', () => {
    const interests = [
      'Slots',
      'Poker',
      'Dining',
      'Sport',
      'Slots',
      'Poker',
      'Dining',
      'Sport',
      'Slots',
    ];
    expect(() =>
      requestSchemas['members-updateProfile'].validateSync(profileWith({ interests }), {
        context: { now: NOW },
      }),
    ).toThrow('Please choose at most 8 interests');
  });
});

describe('support tickets', () => {
  it('accepts a ticket without a membership number and stores it as empty', () => {
    const parsed = parseRequest(
      'members-submitTicket',
      valuesWith('members-submitTicket', { membershipNumber: undefined }),
      NOW,
    );
    expect(parsed.values.membershipNumber).toBe('');
  });

  it.each([
    ['no topic', { topic: undefined }],
    ['a topic sent as a list', { topic: ['Account'] }],
  ])('refuses a ticket with %s', (_case, changes) => {
    expect(messageOf('members-submitTicket', valuesWith('members-submitTicket', changes))).toBe(
      'Please choose a topic',
    );
  });

  it.each([
    ['a list', ['valid-ticket-key-000001']],
    ['a number', 1234567890123456],
  ])('refuses an idempotency key sent as %s', (_case, idempotencyKey) => {
    const request = requestWith('members-submitTicket', { idempotencyKey });
    expect(messageOf('members-submitTicket', request)).toBe('A support ticket needs its key');
  });

  it('refuses a membership number sent as a number, not text', () => {
    const request = valuesWith('members-submitTicket', { membershipNumber: 100104 });
    expect(messageOf('members-submitTicket', request)).toBe(
      'Membership number must be 6 to 10 digits',
    );
  });
});

describe('event opt-ins', () => {
  it('defaults the fields the backend ignores to empty text', () => {
    expect(parseRequest('promotions-optInToEvent', { uri: 'poker-night' }, NOW)).toEqual({
      uri: 'poker-night',
      customerNumber: '',
      homeCasinoName: '',
    });
  });

  it.each([
    [{ customerNumber: ['100200'] }, 'Membership number must be text'],
    [{ customerNumber: 100200 }, 'Membership number must be text'],
    [{ customerNumber: '12345678901' }, 'Membership number must be 6 to 10 digits'],
    [{ homeCasinoName: ['Leicester Square'] }, 'Casino name must be text'],
    [{ homeCasinoName: 42 }, 'Casino name must be text'],
    [{ homeCasinoName: 'x'.repeat(201) }, 'Casino name must be at most 200 characters'],
  ])('refuses %j with "%s"', (changes, message) => {
    const request = requestWith('promotions-optInToEvent', changes);
    expect(refusalOf('promotions-optInToEvent', request)).toEqual({
      message,
      problems: [message],
    });
  });

  it('accepts a casino name of 200 characters', () => {
    const request = requestWith('promotions-optInToEvent', { homeCasinoName: 'x'.repeat(200) });
    expect(parseRequest('promotions-optInToEvent', request, NOW).homeCasinoName).toHaveLength(200);
  });
});

describe('the rule each refusal names', () => {
  /** The names of the rules requestSchemas report as broken, for code that branches on them. */
  function brokenRules(name: CallableName, raw: unknown): string[] {
    try {
      requestSchemas[name].validateSync(raw, { abortEarly: false, context: { now: NOW } });
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).inner.map((inner) => inner.type ?? '');
    }
    throw new Error(`${name} accepted ${JSON.stringify(raw)}`);
  }

  it.each<[string, CallableName, Fields, string]>([
    [
      'a date of birth before 1900',
      'members-linkMembership',
      requestWith('members-linkMembership', { dob: '1899-12-31' }),
      'real-past-date',
    ],
    [
      'an applicant under 18',
      'members-registerAccount',
      registrationWith({ dob: '2008-03-11' }),
      'adult',
    ],
    [
      'a phone of 9 digits',
      'members-registerAccount',
      registrationWith({ mobilePhone: '077009001' }),
      'digits',
    ],
    ['a venue id sent as text', 'members-getVenue', { venueId: '6' }, 'sent-as-number'],
    [
      'a short optional membership number',
      'members-submitTicket',
      valuesWith('members-submitTicket', { membershipNumber: '12' }),
      'optional-membership-number',
    ],
    [
      'a push channel among the marketing choices',
      'members-updateProfile',
      valuesWith('members-updateProfile', {
        communications: { email: true, sms: false, phone: false, post: false, push: true },
      }),
      'four-channels',
    ],
    [
      'a membership number in an RSVP cancellation',
      'promotions-cancelRsvp',
      requestWith('promotions-cancelRsvp', { customerNumber: '100200' }),
      'names-only-the-event',
    ],
  ])('%s breaks the rule %4$s', (_case, name, raw, rule) => {
    expect(brokenRules(name, raw)).toEqual([rule]);
  });
});
