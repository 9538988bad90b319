import { describe, expect, it } from 'vitest';

/*
 * The request schemas are built when the contract is first imported: a validator that cannot be
 * built would stop every callable from answering, so the contract is loaded inside each test
 * (a static import that throws would fail this file before any test could report it).
 */
const NOW = new Date('2026-03-10T12:00:00Z');

const registration = (changes: Record<string, unknown>) => ({
  location: 'gb',
  values: {
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    dob: '1990-05-17',
    email: 'ada@example.com',
    mobilePhone: '07700 900123',
    over18: true,
    termsAccepted: true,
    marketingOptIn: false,
    homeCasino: 6,
    ...changes,
  },
});

describe('request schemas that are built when the contract is first loaded', () => {
  it('refuses a name sent as a number', async () => {
    const { parseRequest } = await import('@met/scheme/contract');

    expect(() =>
      parseRequest('members-registerAccount', registration({ firstName: 42 }), NOW),
    ).toThrow('First name must be text');
  });

  it('refuses a registration born in the future', async () => {
    const { parseRequest } = await import('@met/scheme/contract');

    expect(() =>
      parseRequest('members-registerAccount', registration({ dob: '2027-01-01' }), NOW),
    ).toThrow('Date of birth must be a real date in the past');
  });

  it('accepts a registration with a valid mobile phone', async () => {
    const { parseRequest } = await import('@met/scheme/contract');

    const parsed = parseRequest('members-registerAccount', registration({}), NOW);

    expect(parsed.values.mobilePhone).toBe('07700 900123');
  });
});
