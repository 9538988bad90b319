import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_REASONS,
  AuthError,
  DomainError,
  FUNCTION_ERROR_CODES,
  FunctionError,
  MalformedResponseError,
  domainErrorMessage,
  functionCodeForHttpStatus,
  functionErrorHandling,
  functionErrorMessage,
  isFunctionErrorCode,
  isResetCreateNewOne,
  loginErrorMessage,
  type AuthErrorReason,
  type DomainErrorKey,
  type FunctionErrorAction,
  type FunctionErrorCode,
} from '../../../src/core/kernel/errors';
import { messages } from '../../../src/core/kernel/messages';

describe('login errors by reason (spec section 8)', () => {
  it.each<[AuthErrorReason, string]>([
    ['user-not-found', 'No account found with this email'],
    ['wrong-password', 'Incorrect password, please try again'],
    ['missing-password', 'Please enter a password'],
    ['invalid-credential', 'Invalid credentials, please try again'],
    ['invalid-email', 'The email address is not valid'],
    ['user-disabled', 'This account has been disabled'],
    ['too-many-requests', 'Too many failed attempts, try again later'],
    ['network', 'Network error, check your connection'],
    ['other', 'auth/quota-exceeded: raw text'],
  ])('%s shows %j', (reason, text) => {
    expect(loginErrorMessage(reason, 'auth/quota-exceeded: raw text')).toBe(text);
  });

  it('covers every reason', () => {
    expect(AUTH_ERROR_REASONS).toHaveLength(9);
  });
});

describe('function error codes (spec section 8)', () => {
  it.each<[number, FunctionErrorCode]>([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [502, 'unknown'],
    [418, 'unknown'],
    [200, 'unknown'],
  ])('HTTP %i is %s', (status, code) => {
    expect(functionCodeForHttpStatus(status)).toBe(code);
  });

  it('lists the fourteen codes (the desk added failed-precondition and already-exists)', () => {
    expect([...FUNCTION_ERROR_CODES].sort()).toEqual(
      [
        'invalid-argument',
        'unauthenticated',
        'permission-denied',
        'not-found',
        'failed-precondition',
        'already-exists',
        'aborted',
        'resource-exhausted',
        'cancelled',
        'internal',
        'unimplemented',
        'unavailable',
        'deadline-exceeded',
        'unknown',
      ].sort(),
    );
    expect(isFunctionErrorCode('not-found')).toBe(true);
    expect(isFunctionErrorCode('functions/not-found')).toBe(false);
    expect(isFunctionErrorCode(404)).toBe(false);
  });

  it.each<[FunctionErrorCode, FunctionErrorAction, boolean, string]>([
    ['unauthenticated', 'sign-out-and-login', false, messages.errors.notSignedIn],
    ['unavailable', 'retryable-network', true, 'Network error, check your connection'],
    ['deadline-exceeded', 'retryable-network', true, 'Network error, check your connection'],
    ['cancelled', 'retryable-network', true, 'Network error, check your connection'],
    ['resource-exhausted', 'rate-limited', false, 'Too many failed attempts, try again later'],
    ['invalid-argument', 'show-server-message', false, 'Membership number not recognised'],
    ['not-found', 'show-server-message', false, 'Membership number not recognised'],
    ['aborted', 'show-server-message', false, 'Membership number not recognised'],
    ['failed-precondition', 'show-server-message', false, 'Membership number not recognised'],
    ['already-exists', 'show-server-message', false, 'Membership number not recognised'],
    ['permission-denied', 'show-server-message', false, 'Membership number not recognised'],
    ['internal', 'generic-with-reference', false, messages.errors.genericWithReference('R-7F3A')],
    [
      'unimplemented',
      'generic-with-reference',
      false,
      messages.errors.genericWithReference('R-7F3A'),
    ],
    ['unknown', 'generic-with-reference', false, messages.errors.genericWithReference('R-7F3A')],
  ])('%s: %s (retry %s) showing %j', (code, action, retryable, text) => {
    expect(functionErrorHandling(code)).toEqual({ action, retryable });
    const error = new FunctionError(code, 'Membership number not recognised');
    expect(functionErrorMessage(error, 'R-7F3A')).toBe(text);
  });

  it('never shows a stack trace or server internals for generic errors', () => {
    const error = new FunctionError('internal', 'TypeError: x is undefined at foo.js:1');
    expect(functionErrorMessage(error, 'R-1')).toBe(
      'Something went wrong, please try again. If it keeps happening, contact support quoting reference R-1.',
    );
  });

  it('falls back to the generic text when the server sends a blank message', () => {
    expect(functionErrorMessage(new FunctionError('not-found', '  '), 'R-1')).toBe(
      'Something went wrong, please try again',
    );
  });
});

describe('domain error classes', () => {
  it('FunctionError keeps code, message and details', () => {
    const error = new FunctionError('not-found', 'Member not found', { crmId: 7 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error.name).toBe('FunctionError');
    expect([error.code, error.message, error.details]).toEqual([
      'not-found',
      'Member not found',
      { crmId: 7 },
    ]);
  });

  it('AuthError keeps reason and message', () => {
    const error = new AuthError('wrong-password', 'auth/wrong-password');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.reason, error.message]).toEqual([
      'AuthError',
      'wrong-password',
      'auth/wrong-password',
    ]);
  });

  it('MalformedResponseError names the callable and the problem', () => {
    const error = new MalformedResponseError('promotions-spinTheWheel', 'prize must be a number');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MalformedResponseError');
    expect(error.callable).toBe('promotions-spinTheWheel');
    expect(error.problem).toBe('prize must be a number');
    expect(error.message).toBe(
      'Malformed response from promotions-spinTheWheel: prize must be a number',
    );
  });

  it('DomainError takes its message from the catalogue, or an explicit one', () => {
    const error = new DomainError('gameData');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.key, error.message]).toEqual([
      'DomainError',
      'gameData',
      messages.errors.gameData,
    ]);
    expect(new DomainError('optIn', 'You have already opted in').message).toBe(
      'You have already opted in',
    );
  });

  it.each<DomainErrorKey>([
    'gameData',
    'spin',
    'parseResult',
    'prizeFeed',
    'optIn',
    'supportTicket',
    'notSignedIn',
    'profileNotFound',
    'memberNotFound',
    'venueNotFound',
    'homeCasinoNotFound',
    'setEmailVerified',
    'linkMembershipTitle',
    'generic',
    'network',
    'rateLimited',
    'offline',
    'suspended',
    'updateRequired',
    'executiveRequired',
    'accountRequired',
    'temporaryMembership',
    'invalidResetLink',
    'emailAlreadyVerified',
    'profileMismatch',
  ])('domainErrorMessage(%s) is its catalogue text', (key) => {
    const catalogue = { ...messages.errors, ...messages.app } as Record<string, unknown>;
    expect(domainErrorMessage(key)).toBe(catalogue[key]);
  });
});

describe('password reset rules', () => {
  it.each([
    ['No login exists for this email, please create a new one', true],
    ['Please CREATE A NEW ONE', true],
    ['This link has expired', false],
    ['', false],
  ])('isResetCreateNewOne(%j) is %s', (text, expected) => {
    expect(isResetCreateNewOne(text)).toBe(expected);
  });
});

describe('a domain error named by a key from outside the types', () => {
  it('shows the generic message for a catalogue entry that needs arguments', () => {
    const key = 'genericWithReference' as DomainErrorKey;

    expect(domainErrorMessage(key)).toBe(messages.errors.generic);
    expect(new DomainError(key).message).toBe(messages.errors.generic);
  });
});
