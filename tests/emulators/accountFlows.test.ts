import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../functions/src/domain/messages';
import { demoUid } from '../../functions/src/seed/seedState';
import { adminAuth, createDemoLogin, demoEmail, idTokenFor } from './authEmulator';
import { as, expectAnswer, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { suiteFirestore } from './firestoreWorld';
import { VALID_REQUESTS } from './requests';

/**
 * Deleting a login runs the auth trigger, which removes its profile (and so frees its
 * membership): wait for it.
 */
async function untilTriggerRemovedProfile(uid: string): Promise<void> {
  const profile = suiteFirestore().collection('users').doc(uid);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (!(await profile.get()).exists) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the auth trigger did not remove users/${uid}`);
}

/**
 * Calls that change logins in the Auth emulator, in order, on the one demo membership without a
 * login's link (100200, unlinked@example.com); the demo login is put back afterwards.
 */
describe.skipIf(skipWithoutEmulators('account flows against the Auth emulator'))(
  'callables over HTTP: linking a membership and creating a login',
  () => {
    const unlinked = demoEmail('unlinked');
    const createUser = VALID_REQUESTS['users-createUser'] as { email: string; password: string };

    afterAll(async () => {
      const auth = adminAuth();
      const created = await auth.getUserByEmail(unlinked).catch(() => undefined);
      if (created) await auth.deleteUser(created.uid);
      await createDemoLogin(auth, 'unlinked');
    });

    it('links the membership whose date of birth and email match the login', async () => {
      const answer = await expectAnswer(
        'members-linkMembership',
        VALID_REQUESTS['members-linkMembership'],
        as(unlinked),
      );

      expect(answer).toEqual({ success: true });
    });

    it('refuses a second login for an email that has one', async () => {
      const error = await expectFailure(
        'users-createUser',
        VALID_REQUESTS['users-createUser'],
        signedOut,
        'aborted',
      );

      expect(error.message).toBe(MESSAGES.loginExists);
    });

    it('creates an unverified login in Firebase Auth for a membership without one', async () => {
      const auth = adminAuth();
      await auth.deleteUser((await auth.getUserByEmail(unlinked)).uid);
      await untilTriggerRemovedProfile(demoUid('unlinked'));

      const answer = await expectAnswer('users-createUser', createUser, signedOut);

      expect(answer).toEqual({ success: true });
      const login = await auth.getUserByEmail(unlinked);
      expect(login.emailVerified).toBe(false);
      const token = await idTokenFor(unlinked, createUser.password);
      expect(token.split('.')).toHaveLength(3);
    });
  },
);
