import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import type { AuthErrorReason } from '../../../src/core/kernel/authErrors';
import { messages } from '../../../src/core/kernel/messages';
import { asResetLinkError } from '../../../src/core/account/resetLinkErrors';

describe('a reset link the identity provider refuses', () => {
  it.each<AuthErrorReason>(['invalid-credential', 'user-not-found', 'user-disabled', 'other'])(
    'is "invalid or expired" for the member when refused as %s',
    (reason) => {
      const shown = asResetLinkError(new AuthError(reason, 'auth/expired-action-code'));

      expect(shown).toBeInstanceOf(DomainError);
      expect((shown as DomainError).key).toBe('invalidResetLink');
      expect((shown as DomainError).message).toBe(messages.app.invalidResetLink);
    },
  );

  it.each<AuthErrorReason>(['network', 'too-many-requests'])(
    'keeps its own message when it failed as %s, since retrying may work',
    (reason) => {
      const error = new AuthError(reason, 'try later');

      expect(asResetLinkError(error)).toBe(error);
    },
  );

  it('passes on a failure that is not the identity provider’s', () => {
    const error = new FunctionError('unavailable', 'offline');

    expect(asResetLinkError(error)).toBe(error);
  });
});
