import { describe, expect, it } from 'vitest';
import { FirebaseAuthPort } from '../../../../src/adapters/firebase/FirebaseAuthPort';
import { claimsOf } from '../../../../src/adapters/firebase/savedSignIn';
import { authPortContract } from '../../../contracts/AuthPort.contract';
import { InMemoryKeyValueStore } from '../../../doubles/InMemoryKeyValueStore';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { firebaseBackend, firebaseRuntime, latestOobLinkTo } from './firebaseBackendFixture';

describe.skipIf(skipUnless(WITH_EMULATORS, 'FirebaseAuthPort contract', NO_EMULATORS_REASON))(
  'FirebaseAuthPort on the Auth emulator',
  () => {
    authPortContract({ describe, it }, firebaseBackend);

    it('gives a fresh ID token at reload to a user saved as verified with a token from before', async () => {
      const runtime = await firebaseRuntime();
      const auth = new FirebaseAuthPort(runtime, new InMemoryKeyValueStore());
      await auth.signUp('closed.too.soon@example.com', 'Velvet-Roulette-Sunrise-71');
      await auth.sendEmailVerification();
      const link = (await latestOobLinkTo('closed.too.soon@example.com')) ?? '';
      await auth.applyEmailVerification(new URL(link).searchParams.get('oobCode') ?? '');
      // What a page closed after the SDK saved the reloaded user, before the token refresh,
      // leaves for the next start: the user's flag says verified, its ID token does not.
      const started = runtime.started;
      if (started?.auth.currentUser == null) throw new Error('signed up, so signed in');
      await started.sdk.reload(started.auth.currentUser);
      expect(started.auth.currentUser.emailVerified).toBe(true);
      expect(claimsOf((await auth.idToken()) ?? '')).toMatchObject({ email_verified: false });

      expect(await auth.reload()).toMatchObject({ emailVerified: true });

      // The functions read email_verified from the token: it must say so now.
      expect(claimsOf((await auth.idToken()) ?? '')).toMatchObject({ email_verified: true });
    });
  },
);
