import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import { mailLimitRefusal } from '../../../src/core/kernel/mailLimitRefusal';
import { messages } from '../../../src/core/kernel/messages';

describe('a refused mail (join, resend verification, forgotten password)', () => {
  it('tells the member too many emails were sent, not that too many attempts failed', () => {
    const shown = mailLimitRefusal(new FunctionError('resource-exhausted', 'slow down'));

    expect(shown).toBeInstanceOf(DomainError);
    expect((shown as DomainError).key).toBe('tooManyEmails');
    expect((shown as DomainError).message).toBe(messages.errors.tooManyEmails);
  });

  it.each<FunctionErrorCode>(['unavailable', 'invalid-argument', 'internal'])(
    'passes on any other failure (%s) unchanged',
    (code) => {
      const error = new FunctionError(code, 'no');

      expect(mailLimitRefusal(error)).toBe(error);
    },
  );

  it('passes on a rate limit of the identity provider unchanged', () => {
    const error = new AuthError('too-many-requests', 'auth/too-many-requests');

    expect(mailLimitRefusal(error)).toBe(error);
  });

  it('passes on an error that only looks like a function error unchanged', () => {
    const lookalike = { code: 'resource-exhausted' };

    expect(mailLimitRefusal(lookalike)).toBe(lookalike);
  });
});
