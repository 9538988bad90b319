import { describe, expect, it } from 'vitest';
import { FirebaseIdentityAdmin } from '../../functions/src/adapters/firebase-auth/FirebaseIdentityAdmin';
import { identityAdminContract } from '../functions/adapters/contracts/IdentityAdmin.contract';
import { adminAuth } from './authEmulator';
import { skipWithoutEmulators } from './emulatorEnvironment';

describe.skipIf(skipWithoutEmulators('FirebaseIdentityAdmin contract'))(
  'FirebaseIdentityAdmin holds to the IdentityAdmin contract (Auth emulator)',
  () => {
    identityAdminContract(async () => new FirebaseIdentityAdmin(adminAuth()));
  },
);

describe.skipIf(skipWithoutEmulators('FirebaseIdentityAdmin custom tokens and password changes'))(
  'FirebaseIdentityAdmin: what a passkey sign-in and a password change rely on (Auth emulator)',
  () => {
    const identity = () => new FirebaseIdentityAdmin(adminAuth());
    const aLogin = () =>
      identity().createUser({
        email: `passkey-${crypto.randomUUID().slice(0, 8)}@example.com`,
        password: 'Correct-Horse-Battery-9',
        emailVerified: true,
      });

    it('mints a custom token that carries the developer claims it was given', async () => {
      const { uid } = await aLogin();

      const token = await identity().createCustomToken(uid, { passkey: true });

      const payload = JSON.parse(
        Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
      ) as { uid: string; claims?: Record<string, unknown> };
      expect(payload).toMatchObject({ uid, claims: { passkey: true } });
    });

    it('moves passwordChangedAt when the password changes', async () => {
      const { uid, passwordChangedAt: before } = await aLogin();
      await new Promise((resolve) => setTimeout(resolve, 1100));

      await adminAuth().updateUser(uid, { password: 'Another-Horse-Battery-9' });

      const after = (await identity().getUser(uid))?.passwordChangedAt;
      expect(before).toEqual(expect.any(String));
      expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
    });
  },
);
