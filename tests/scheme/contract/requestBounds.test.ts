import { describe, expect, it } from 'vitest';
import { INTERESTS } from '@met/scheme';
import { CallableError, parseRequest, type CallableName } from '@met/scheme/contract';

/*
 * What parseRequest does with a request before the schemas read it
 * (DECISIONS.md "Security and abuse limits: bounded requests"): anything larger than a form of the
 * app sends is refused outright, and values JSON has no form for are read as JSON would carry them.
 * requestSchemas.test.ts and requestFieldMessages.test.ts cover what each field accepts.
 */

const NOW = new Date('2026-03-10T12:00:00Z');
const TOO_LARGE = 'This request is larger than any form of the app sends';
const PASSWORD_RESET = { email: 'ada@example.com', devMode: false, devDomain: '' };

function refusalOf(name: CallableName, raw: unknown): { code: string; message: string } {
  try {
    parseRequest(name, raw, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    const { code, message } = error as CallableError;
    return { code, message };
  }
  throw new Error(`${name} accepted the request`);
}

/** A getMember request with `count` fields in all: location and made-up ones the schema strips. */
function getMemberWithFields(count: number): Record<string, unknown> {
  const request: Record<string, unknown> = { location: 'gb' };
  for (let index = 1; index < count; index += 1) request[`extra${index}`] = index;
  return request;
}

/** `levels` records, each holding the next in a field `next`; the innermost holds `leaf`. */
function nestedRecords(levels: number, leaf: unknown = 'end'): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { next: value };
  return value;
}

/** `levels` lists, each holding the next; the innermost holds `leaf`. */
function nestedLists(levels: number, leaf: unknown = 'end'): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('requests larger than any form of the app sends', () => {
  it('accepts a list of 8 entries, one of each interest', () => {
    const interests = [...INTERESTS];
    expect(interests).toHaveLength(8);
    const parsed = parseRequest(
      'members-updateProfile',
      { location: 'gb', crmId: 'm-1', values: { interests } },
      NOW,
    );
    expect(parsed.values.interests).toEqual(interests);
  });

  it('refuses a list of 9 entries even in a field the contract does not have', () => {
    const request = { location: 'gb', extra: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    expect(refusalOf('members-getMember', request)).toEqual({
      code: 'invalid-argument',
      message: TOO_LARGE,
    });
  });

  it('accepts a record of 40 fields and strips the ones it does not know', () => {
    expect(parseRequest('members-getMember', getMemberWithFields(40), NOW)).toEqual({
      location: 'gb',
    });
  });

  it('refuses a record of 41 fields', () => {
    expect(refusalOf('members-getMember', getMemberWithFields(41))).toEqual({
      code: 'invalid-argument',
      message: TOO_LARGE,
    });
  });

  // The request itself is the first record, so 8 more below it are 9 levels in all.
  it.each([
    ['text', 'end'],
    ['a number', 7],
    ['null', null],
  ])('accepts records 9 levels deep whose innermost value is %s', (_case, leaf) => {
    const request = { location: 'gb', extra: nestedRecords(8, leaf) };
    expect(parseRequest('members-getMember', request, NOW)).toEqual({ location: 'gb' });
  });

  it('refuses records 10 levels deep', () => {
    const request = { location: 'gb', extra: nestedRecords(9) };
    expect(refusalOf('members-getMember', request)).toEqual({
      code: 'invalid-argument',
      message: TOO_LARGE,
    });
  });

  it.each([
    ['text', 'end'],
    ['null', null],
  ])('accepts 8 lists nested in the request whose innermost value is %s', (_case, leaf) => {
    const request = { location: 'gb', extra: nestedLists(8, leaf) };
    expect(parseRequest('members-getMember', request, NOW)).toEqual({ location: 'gb' });
  });

  it('refuses 9 lists nested in the request', () => {
    const request = { location: 'gb', extra: nestedLists(9) };
    expect(refusalOf('members-getMember', request)).toEqual({
      code: 'invalid-argument',
      message: TOO_LARGE,
    });
  });
});

describe('requests read as JSON would carry them', () => {
  it.each([
    ['a symbol', Symbol('devMode')],
    ['a function', () => true],
    ['a bigint', 10n],
  ])('leaves out a field holding %s, so its default applies', (_case, devMode) => {
    const parsed = parseRequest('users-sendPasswordReset', { ...PASSWORD_RESET, devMode }, NOW);
    expect(parsed).toEqual(PASSWORD_RESET);
  });

  it('reads null fields as not given, so their defaults apply', () => {
    const request = { email: 'ada@example.com', devMode: null, devDomain: null };
    expect(parseRequest('users-sendPasswordReset', request, NOW)).toEqual(PASSWORD_RESET);
  });

  it('drops fields named like members of every object', () => {
    const request: unknown = JSON.parse(
      '{"email":"ada@example.com","constructor":"x","toString":"y","__proto__":{"devMode":true}}',
    );
    expect(parseRequest('users-sendPasswordReset', request, NOW)).toEqual(PASSWORD_RESET);
  });

  it('reads a record without a prototype like any other record', () => {
    const request = Object.assign(Object.create(null) as object, PASSWORD_RESET);
    expect(parseRequest('users-sendPasswordReset', request, NOW)).toEqual(PASSWORD_RESET);
  });

  it('reads an instance of a class as an empty record, whatever fields it holds', () => {
    class ResetForm {
      constructor(readonly email: string) {}
    }
    expect(refusalOf('users-sendPasswordReset', new ResetForm('ada@example.com'))).toEqual({
      code: 'invalid-argument',
      message: 'Email is required',
    });
  });

  it('passes on a failure of its own checks unchanged rather than blaming the request', () => {
    const request = { location: 'gb', membershipNumber: '100200', dob: '1985-04-12' };
    // A clock that reads no date is the server's fault: the date of birth check cannot run.
    expect(() => parseRequest('members-linkMembership', request, new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });
});
