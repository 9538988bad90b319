import { describe, expect, it } from 'vitest';
import type { CallableRequest } from '@met/scheme/contract';
import { DEMO_PASSWORD } from '../../../../functions/src/seed/demoMembers';
import type { CallablesPort } from '../../../../src/core/ports/CallablesPort';
import { expectAuthError } from '../../../contracts/expectations';
import {
  addPasskey,
  type PasskeyCall,
  signInWithPasskey,
} from '../../../functions/passkeyCeremonies';
import { NO_EMULATORS_REASON, skipUnless, WITH_EMULATORS } from './emulatorSuites';
import { firebaseBackend } from './firebaseBackendFixture';

/**
 * Passkey sign-in through the app's Firebase adapters: the member adds a passkey and
 * signs in with it through FirebaseCallablesPort, on the Functions emulator's own
 * passkeys-verifyAuthentication, and FirebaseAuthPort signs in with the custom token it answers,
 * on the Auth emulator, as the login page will. The emulators' relying party is localhost with the
 * app at http://localhost:5174 (functions/.env.demo-metrewards). The fake world's counterpart is
 * tests/adapters/fake/passkeySignIn.test.ts.
 */
const RELYING_PARTY = { origin: 'http://localhost:5174', rpId: 'localhost' };
/** The first test starts a worker for each passkey function: 72 s on a busy two-core machine. */
const COLD_START_TIMEOUT = 240_000;

const throughPort: PasskeyCall<CallablesPort> = (name, request, port) =>
  port.call(name, request as CallableRequest<typeof name>);

describe.skipIf(skipUnless(WITH_EMULATORS, 'passkey sign-in on Firebase', NO_EMULATORS_REASON))(
  'FirebaseAuthPort.signInWithCustomToken with a passkey’s token, on the emulators',
  () => {
    it(
      'signs the passkey’s member in, as a password sign-in does',
      async () => {
        const { auth, callables } = await firebaseBackend();
        const member = await auth.signIn('queen@example.com', DEMO_PASSWORD);
        const phone = await addPasskey(throughPort, callables, { relyingParty: RELYING_PARTY });
        await auth.signOut();

        const token = await signInWithPasskey(throughPort, phone, callables);
        const signedIn = await auth.signInWithCustomToken(token);

        expect(signedIn).toEqual(member);
        expect(auth.current()).toEqual(member);
        // The session calls the member's callables as the password's did.
        const { passkeys } = await callables.call('passkeys-list', {});
        expect(passkeys.map(({ id }) => id)).toEqual([phone.id]);
      },
      COLD_START_TIMEOUT,
    );

    it('refuses a token Firebase did not make, and stays signed out', async () => {
      const { auth } = await firebaseBackend();

      await expectAuthError(auth.signInWithCustomToken('not-a-custom-token'), 'other');

      expect(auth.current()).toBeNull();
    });
  },
);
