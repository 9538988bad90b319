import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES } from '@met/scheme/contract';
import { PASSKEY_MESSAGES } from '../../functions/src/services/passkeys/passkeyMessages';
import { callFunction, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { PUBLIC_CALLABLES, VALID_REQUESTS } from './requests';

const SIGNED_IN_ONLY = CALLABLE_NAMES.filter((name) => !PUBLIC_CALLABLES.includes(name));

/**
 * The valid request of `name`, with a reset mailed to a mailbox of its own: answers.test.ts mails
 * King a reset in the same run, and a mailbox gets one mail of a kind per 2 minutes
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links").
 */
function visitorRequest(name: (typeof PUBLIC_CALLABLES)[number]): unknown {
  if (name !== 'users-sendPasswordReset') return VALID_REQUESTS[name];
  return { ...(VALID_REQUESTS[name] as object), email: 'jack@example.com' };
}

describe.skipIf(skipWithoutEmulators('callables require sign-in'))(
  'callables over HTTP: who may call',
  () => {
    it("serves the spec's 19 callables and our 16 (two wallet, take a break, my data, deletion receipt, points activity, cancel a place, six passkeys, two desk, usage events), 28 of them to signed-in callers only", () => {
      expect(CALLABLE_NAMES).toHaveLength(35);
      expect(SIGNED_IN_ONLY).toHaveLength(28);
    });

    it.each(SIGNED_IN_ONLY)('%s answers 401 unauthenticated without an ID token', async (name) => {
      const error = await expectFailure(name, VALID_REQUESTS[name], signedOut, 'unauthenticated');

      expect(error.message).toBe('User not signed in');
    });

    it.each(SIGNED_IN_ONLY)('%s answers 401 unauthenticated to a forged ID token', async (name) => {
      await expectFailure(
        name,
        VALID_REQUESTS[name],
        { bearer: 'forged.id.token' },
        'unauthenticated',
      );
    });

    // Only a real passkey's assertion earns an answer (tests/emulators/passkeys.test.ts).
    const ANSWERED = PUBLIC_CALLABLES.filter(
      (name) => name !== 'users-createUser' && name !== 'passkeys-verifyAuthentication',
    );

    it.each(ANSWERED)('%s answers a visitor who is signed out', async (name) => {
      const answer = await callFunction(name, visitorRequest(name), signedOut);

      expect(answer).toMatchObject({ status: 200 });
    });

    it('passkeys-verifyAuthentication hears a visitor who is signed out: a made-up assertion is refused as one', async () => {
      const error = await expectFailure(
        'passkeys-verifyAuthentication',
        VALID_REQUESTS['passkeys-verifyAuthentication'],
        signedOut,
        'permission-denied',
      );

      expect(error.message).toBe(PASSKEY_MESSAGES.requestExpired);
    });
  },
);
