import { describe, expect, it } from 'vitest';
import { FirebaseAuthPort } from '../../../../src/adapters/firebase/FirebaseAuthPort';
import { FirebaseCallablesPort } from '../../../../src/adapters/firebase/FirebaseCallablesPort';
import { FirebaseRuntime } from '../../../../src/adapters/firebase/FirebaseRuntime';
import { claimsOf } from '../../../../src/adapters/firebase/savedSignIn';
import { DEMO_PASSWORD } from '../../../../functions/src/seed/demoMembers';
import { adminAuth, demoEmail } from '../../../emulators/authEmulator';
import { PROJECT_ID } from '../../../emulators/emulatorEnvironment';
import { InMemoryKeyValueStore } from '../../../doubles/InMemoryKeyValueStore';
import { runtimeWhere } from '../startedRuntime';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { EMULATOR_HOSTS, firebaseRuntime } from './firebaseBackendFixture';

const SAVED_USER_KEY = 'firebase:authUser:demo-key:[DEFAULT]';

/**
 * A member saved on this device, as the next start finds them: signed in with the SDK (which
 * saves `User.toJSON()` under the key), then a new page's runtime whose SDK has not started.
 * `expired` moves the saved ID token's expiry into the past.
 */
async function savedMember(key: string, { expired = false } = {}) {
  const first = await firebaseRuntime();
  await new FirebaseAuthPort(first, new InMemoryKeyValueStore()).signIn(
    demoEmail(key),
    DEMO_PASSWORD,
  );
  const saved = first.started?.auth.currentUser?.toJSON() as Record<string, unknown>;
  if (expired)
    saved.stsTokenManager = {
      ...(saved.stsTokenManager as object),
      expirationTime: Date.now() - 1,
    };
  const device = new InMemoryKeyValueStore();
  device.set(SAVED_USER_KEY, JSON.stringify(saved));
  const later = await firebaseRuntime(); // a fresh app whose SDK would find nobody in memory
  const sdkStarts = { count: 0 };
  const where = runtimeWhere(EMULATOR_HOSTS, PROJECT_ID, {
    savedUserKey: SAVED_USER_KEY,
    savedJson: () => device.get(SAVED_USER_KEY),
  });
  const runtime = new FirebaseRuntime(where, () => {
    sdkStarts.count += 1;
    return later.start();
  });
  return {
    uid: String(saved.uid),
    runtime,
    sdkStarts,
    auth: new FirebaseAuthPort(runtime, device),
    callables: new FirebaseCallablesPort(runtime),
  };
}

describe.skipIf(skipUnless(WITH_EMULATORS, 'saved sign-in over REST', NO_EMULATORS_REASON))(
  'a member saved on this device, on the Auth emulator before the SDK starts',
  () => {
    it('calls the functions with the saved token and reloads the login, without the SDK', async () => {
      const { auth, callables, sdkStarts, uid } = await savedMember('king');

      const member = await callables.call('members-getMember', { location: 'gb' });
      const reloaded = await auth.reload();

      expect(member.success).toBe(true);
      expect(reloaded).toEqual({ uid, email: demoEmail('king'), emailVerified: true });
      expect(sdkStarts.count).toBe(0);
    });

    it('refreshes an expired token with the saved refresh token, and the functions take it', async () => {
      const { auth, callables, sdkStarts, uid } = await savedMember('king', { expired: true });

      const token = await auth.idToken();
      const member = await callables.call('members-getMember', { location: 'gb' });

      expect(claimsOf(token ?? '')).toMatchObject({ user_id: uid });
      expect(member.success).toBe(true);
      expect(sdkStarts.count).toBe(0);
    });

    it('hands a deleted login to the SDK, which answers nobody', async () => {
      const { auth, sdkStarts, uid } = await savedMember('queen');
      await adminAuth().deleteUser(uid);

      const reloaded = await auth.reload();

      expect(reloaded).toBeNull();
      expect(sdkStarts.count).toBe(1);
    });

    it('hands a disabled login to the SDK when its token needs refreshing', async () => {
      const { auth, sdkStarts, uid } = await savedMember('jack', { expired: true });
      await adminAuth().updateUser(uid, { disabled: true });

      const token = await auth.idToken();

      expect(token).toBeNull();
      expect(sdkStarts.count).toBe(1);
    });
  },
);
