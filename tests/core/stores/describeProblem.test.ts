import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/domain/AuthError';
import { DomainError } from '../../../src/core/domain/DomainError';
import { FunctionError } from '../../../src/core/domain/FunctionError';
import type { FunctionErrorCode } from '../../../src/core/domain/functionErrors';
import { MalformedResponseError } from '../../../src/core/domain/MalformedResponseError';
import { messages } from '../../../src/core/domain/messages';
import { describeProblem } from '../../../src/core/domain/describeProblem';

const reference = () => 'REF12345';

describe('describeProblem (spec-decisions 14)', () => {
  it.each<[FunctionErrorCode, Partial<ReturnType<typeof describeProblem>>]>([
    ['unauthenticated', { signOut: true, retryable: false }],
    ['unavailable', { message: messages.errors.network, retryable: true, signOut: false }],
    ['deadline-exceeded', { message: messages.errors.network, retryable: true }],
    ['cancelled', { message: messages.errors.network, retryable: true }],
    ['resource-exhausted', { message: messages.errors.rateLimited, retryable: false }],
    ['invalid-argument', { message: 'Server says no', retryable: false, reference: null }],
    ['not-found', { message: 'Server says no' }],
    ['aborted', { message: 'Server says no' }],
    ['permission-denied', { message: 'Server says no' }],
    [
      'internal',
      { message: messages.errors.genericWithReference('REF12345'), reference: 'REF12345' },
    ],
    [
      'unimplemented',
      { message: messages.errors.genericWithReference('REF12345'), reference: 'REF12345' },
    ],
    [
      'unknown',
      { message: messages.errors.genericWithReference('REF12345'), reference: 'REF12345' },
    ],
  ])('handles function error code %s', (code, expected) => {
    const problem = describeProblem(
      new FunctionError(code, 'Server says no'),
      'fallback',
      reference,
    );

    expect(problem).toMatchObject(expected);
  });

  it('never shows a stack trace for a generic error', () => {
    const problem = describeProblem(
      new FunctionError('internal', 'at Object.<anonymous> (x.js:1)'),
      null,
      reference,
    );

    expect(problem.message).not.toContain('x.js');
  });

  it.each([
    ['wrong-password', 'auth/wrong-password', messages.login.wrongPassword],
    ['too-many-requests', 'auth/too-many-requests', messages.login.tooManyRequests],
    ['other', 'Something odd happened', 'Something odd happened'],
  ] as const)('shows the login message for auth reason %s', (reason, raw, message) => {
    expect(describeProblem(new AuthError(reason, raw), null, reference).message).toBe(message);
  });

  it('shows a domain error by its catalogue message', () => {
    expect(describeProblem(new DomainError('parseResult'), 'fallback', reference).message).toBe(
      messages.errors.parseResult,
    );
  });

  it("uses the flow's own message for an answer it cannot read", () => {
    const problem = describeProblem(
      new MalformedResponseError('promotions-getGames', 'meta'),
      'Games?',
      reference,
    );

    expect(problem).toEqual({
      message: 'Games?',
      retryable: false,
      signOut: false,
      reference: null,
    });
  });

  it('falls back to the generic message with a reference when nothing better is known', () => {
    const problem = describeProblem(new TypeError('x is undefined'), null, reference);

    expect(problem.message).toBe(messages.errors.genericWithReference('REF12345'));
  });
});
