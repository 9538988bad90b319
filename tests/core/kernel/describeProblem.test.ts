import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { messages } from '../../../src/core/kernel/messages';
import { InvalidFormError } from '../../../src/core/kernel/InvalidFormError';
import {
  describeMemberFetchFailure,
  describeProblem,
} from '../../../src/core/kernel/describeProblem';

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

describe('describeProblem: the whole description the dialog reads', () => {
  it.each<[FunctionErrorCode, ReturnType<typeof describeProblem>]>([
    [
      'unauthenticated',
      { message: messages.errors.notSignedIn, retryable: false, signOut: true, reference: null },
    ],
    [
      'unavailable',
      { message: messages.errors.network, retryable: true, signOut: false, reference: null },
    ],
    ['not-found', { message: 'Server says no', retryable: false, signOut: false, reference: null }],
    [
      'internal',
      {
        message: messages.errors.genericWithReference('REF12345'),
        retryable: false,
        signOut: false,
        reference: 'REF12345',
      },
    ],
  ])('for function error code %s', (code, expected) => {
    expect(describeProblem(new FunctionError(code, 'Server says no'), null, reference)).toEqual(
      expected,
    );
  });

  it('makes a reference only for a generic error, so support is asked only about those', () => {
    let made = 0;
    const counting = () => {
      made += 1;
      return 'REF12345';
    };

    describeProblem(new FunctionError('not-found', 'Server says no'), null, counting);
    describeProblem(new FunctionError('unavailable', 'offline'), null, counting);
    describeProblem(new DomainError('spin'), null, counting);

    expect(made).toBe(0);
  });

  it.each([
    ['network', messages.login.network, true],
    ['wrong-password', messages.login.wrongPassword, false],
  ] as const)(
    'for a sign-in failing with %s, offering a retry only for the network',
    (why, message, retryable) => {
      expect(describeProblem(new AuthError(why, 'raw'), 'fallback', reference)).toEqual({
        message,
        retryable,
        signOut: false,
        reference: null,
      });
    },
  );

  it('for a form the rules refused: its summary, nothing else', () => {
    const refusal = new InvalidFormError({ email: 'Required' }, 'Please complete the errors');

    expect(describeProblem(refusal, 'fallback', reference)).toEqual({
      message: 'Please complete the errors',
      retryable: false,
      signOut: false,
      reference: null,
    });
  });

  it("for a rule of the product: the rule's message, not the flow's", () => {
    expect(describeProblem(new DomainError('suspended'), 'fallback', reference)).toEqual({
      message: messages.app.suspended,
      retryable: false,
      signOut: false,
      reference: null,
    });
  });

  it('for anything else with no flow message: the generic message and its reference', () => {
    expect(describeProblem(new TypeError('x is undefined'), null, reference)).toEqual({
      message: messages.errors.genericWithReference('REF12345'),
      retryable: false,
      signOut: false,
      reference: 'REF12345',
    });
  });
});

describe('describeMemberFetchFailure (spec section 8)', () => {
  const offline = {
    message: messages.app.offline,
    retryable: false,
    signOut: true,
    reference: null,
  };

  it.each<FunctionErrorCode>(['unavailable', 'deadline-exceeded', 'cancelled', 'unauthenticated'])(
    'signs the member out as offline when the fetch fails with %s',
    (code) => {
      expect(describeMemberFetchFailure(new FunctionError(code, 'no'), reference)).toEqual(offline);
    },
  );

  it('signs the member out as offline when the identity provider cannot be reached', () => {
    expect(describeMemberFetchFailure(new AuthError('network', 'no'), reference)).toEqual(offline);
  });

  it('signs the member out with the refusal of the server when it answers', () => {
    expect(
      describeMemberFetchFailure(new FunctionError('not-found', 'Member not found'), reference),
    ).toEqual({ message: 'Member not found', retryable: false, signOut: true, reference: null });
  });

  it('signs the member out with the login message for any other sign-in failure', () => {
    expect(describeMemberFetchFailure(new AuthError('user-disabled', 'no'), reference)).toEqual({
      message: messages.login.userDisabled,
      retryable: false,
      signOut: true,
      reference: null,
    });
  });

  it("signs the member out with 'member not found' for an answer it cannot read", () => {
    expect(describeMemberFetchFailure(new TypeError('bad'), reference)).toEqual({
      message: messages.errors.memberNotFound,
      retryable: false,
      signOut: true,
      reference: null,
    });
  });

  it('signs the member out with a reference for a generic server failure', () => {
    expect(describeMemberFetchFailure(new FunctionError('internal', 'boom'), reference)).toEqual({
      message: messages.errors.genericWithReference('REF12345'),
      retryable: false,
      signOut: true,
      reference: 'REF12345',
    });
  });
});
