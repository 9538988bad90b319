import { describe, expect, it } from 'vitest';
import { PASSKEYS_PER_MEMBER_MAX } from '@met/scheme';
import { passkeyMessages } from '../../../src/core/passkeys/passkeyMessages';

describe('what Settings > Passkeys says', () => {
  it('names a passkey the same way in every sentence that names one', () => {
    const name = 'Work laptop';
    for (const sentence of [
      passkeyMessages.added(name),
      passkeyMessages.removed(name),
      passkeyMessages.removeConfirm(name),
      passkeyMessages.alreadyAddedNamed(name),
    ]) {
      expect(sentence).toContain(`“${name}”`);
    }
  });

  it('tells a device that already holds a passkey it can sign in with it, and how to add another', () => {
    for (const sentence of [
      passkeyMessages.alreadyAddedNamed('Mac'),
      passkeyMessages.alreadyAddedUnnamed,
    ]) {
      expect(sentence).toMatch(/already sign in with it here/);
      expect(sentence).toMatch(/different phone or computer, or a security key/);
    }
    expect(passkeyMessages.alreadyAdded).toBe('This device already has a passkey for your account');
  });

  it('says how many passkeys an account may have when it has them all', () => {
    expect(passkeyMessages.full(PASSKEYS_PER_MEMBER_MAX)).toBe(
      `You have ${PASSKEYS_PER_MEMBER_MAX} passkeys, the most an account can have. Remove one to add another.`,
    );
  });

  it('says what removing does: the password still works, and the device may still offer it', () => {
    const sentence = passkeyMessages.removeConfirm('Mac');
    expect(sentence).toMatch(/no longer sign you in/);
    expect(sentence).toMatch(/still sign in with your password/);
  });
});
