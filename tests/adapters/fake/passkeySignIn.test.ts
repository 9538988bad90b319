import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FAKE_SESSION_STORAGE_KEY } from '../../../src/adapters/fake/world/FakeAuthSession';
import type { AuthUser } from '../../../src/core/ports/AuthPort';
import type { KeyValueStorePort } from '../../../src/core/ports/KeyValueStorePort';
import { expectAuthError } from '../../contracts/expectations';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { SoftwareAuthenticator } from '../../functions/softwareAuthenticator';
import { fakeBackend, type FakeBackend } from './fakeBackendFixture';

/**
 * Passkey sign-in in the fake world (issue 27): the backend's own passkeys-verifyAuthentication,
 * run in the browser, answers a custom token, and the fake identity provider signs that member
 * in with it exactly as a password sign-in does. WebAuthn needs a host name, not an IP address,
 * so the world is served at localhost as the passkey journeys are.
 */
const ORIGIN = 'http://localhost:4189';
const HOUR = 60 * 60 * 1000;

function worldAtLocalhost(storage: KeyValueStorePort = new InMemoryKeyValueStore()): FakeBackend {
  const platform = new FakePlatform();
  platform.appOrigin = ORIGIN;
  return fakeBackend(storage, new FixedClock('2026-12-03T21:40:00.000Z'), platform);
}

/** Everything observers hear from now on. */
function heard(backend: FakeBackend): (AuthUser | null)[] {
  const reports: (AuthUser | null)[] = [];
  backend.auth.observe((user) => reports.push(user));
  return reports;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `email` signs in with the password and adds a passkey (the backend's callables, as Settings
 * will call them, the sign-in just made), then signs out.
 */
async function memberWithPasskey(backend: FakeBackend, email: string) {
  const user = await backend.auth.signIn(email, DEMO_PASSWORD);
  const phone = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });
  // The fake session does not carry the sign-in's time yet: the call context says it.
  const ctx: CallContext = {
    auth: { ...user, authTime: backend.clock.now().toISOString() },
    callerAddress: 'this-device',
  };
  await backend.world.run(async ({ handlers }) => {
    const options = await handlers['passkeys-registrationOptions']({}, ctx);
    const credential = await phone.create(options);
    await handlers['passkeys-verifyRegistration']({ credential, name: 'iPhone' }, ctx);
  });
  await backend.auth.signOut();
  return { user, phone };
}

/** The login page's passkey sign-in, signed out, through the app's callables port. */
async function customTokenFrom(backend: FakeBackend, phone: SoftwareAuthenticator) {
  const options = await backend.callables.call('passkeys-authenticationOptions', {});
  const credential = await phone.get(options);
  const answer = await backend.callables.call('passkeys-verifyAuthentication', { credential });
  return answer.customToken;
}

describe('InMemoryAuthPort.signInWithCustomToken (passkey sign-in in the fake world)', () => {
  it("signs in the passkey's member with the token authentication-verify answers", async () => {
    const backend = worldAtLocalhost();
    const { user, phone } = await memberWithPasskey(backend, 'king@example.com');
    const token = await customTokenFrom(backend, phone);

    const signedIn = await backend.auth.signInWithCustomToken(token);

    expect(signedIn).toEqual(user);
    expect(backend.auth.current()).toEqual(user);
    // Signed in as that member: the backend answers their own membership.
    const { result } = await backend.callables.call('members-getMember', { location: 'gb' });
    expect(result.email).toBe('king@example.com');
  });

  it('ends as a password sign-in does: the same report to observers, the same kept user', async () => {
    const byPassword = worldAtLocalhost();
    await byPassword.auth.signIn('queen@example.com', DEMO_PASSWORD);
    await byPassword.auth.signOut();
    const passwordReports = heard(byPassword);
    await settle();
    await byPassword.auth.signIn('queen@example.com', DEMO_PASSWORD);
    const keptAfterPassword = byPassword.storage.get(FAKE_SESSION_STORAGE_KEY);

    const byPasskey = worldAtLocalhost();
    const { phone } = await memberWithPasskey(byPasskey, 'queen@example.com');
    const token = await customTokenFrom(byPasskey, phone);
    const passkeyReports = heard(byPasskey);
    await settle();
    await byPasskey.auth.signInWithCustomToken(token);

    expect(passkeyReports).toEqual(passwordReports);
    expect(passkeyReports.at(-1)).toMatchObject({ email: 'queen@example.com' });
    expect(byPasskey.storage.get(FAKE_SESSION_STORAGE_KEY)).toBe(keptAfterPassword);
    // The same browser after a reload: still that member.
    const reloaded = worldAtLocalhost(byPasskey.storage);
    const reloadedReports = heard(reloaded);
    await reloaded.session.ready();
    await settle();
    expect(reloadedReports).toEqual([passkeyReports.at(-1)]);
  });

  it('refuses a forged token and signs nobody in', async () => {
    const backend = worldAtLocalhost();
    const reports = heard(backend);
    await settle();

    const refusal = await expectAuthError(
      backend.auth.signInWithCustomToken('forged-token-for-king'),
      'other',
    );

    expect(refusal.message).toContain('auth/invalid-custom-token');
    expect(backend.auth.current()).toBeNull();
    expect(reports).toEqual([null]);
  });

  it('refuses a token used once already, even by the same member', async () => {
    const backend = worldAtLocalhost();
    const { phone } = await memberWithPasskey(backend, 'jack@example.com');
    const token = await customTokenFrom(backend, phone);
    await backend.auth.signInWithCustomToken(token);
    await backend.auth.signOut();

    const refusal = await expectAuthError(backend.auth.signInWithCustomToken(token), 'other');

    expect(refusal.message).toContain('auth/invalid-custom-token');
    expect(backend.auth.current()).toBeNull();
  });

  it('refuses a token after its hour', async () => {
    const backend = worldAtLocalhost();
    const { phone } = await memberWithPasskey(backend, 'jack@example.com');
    const token = await customTokenFrom(backend, phone);
    backend.advanceTime(HOUR);

    await expectAuthError(backend.auth.signInWithCustomToken(token), 'other');

    expect(backend.auth.current()).toBeNull();
  });

  it('refuses a token whose login was disabled since, as a password sign-in would be', async () => {
    const backend = worldAtLocalhost();
    const { user, phone } = await memberWithPasskey(backend, 'jack@example.com');
    const token = await customTokenFrom(backend, phone);
    await backend.world.run(({ identity }) => identity.setDisabled(user.uid, true));

    await expectAuthError(backend.auth.signInWithCustomToken(token), 'user-disabled');

    expect(backend.auth.current()).toBeNull();
  });

  it('says "network" while offline and keeps the token for when the network is back', async () => {
    const backend = worldAtLocalhost();
    const { user, phone } = await memberWithPasskey(backend, 'jack@example.com');
    const token = await customTokenFrom(backend, phone);
    backend.faults.setOffline(true);

    await expectAuthError(backend.auth.signInWithCustomToken(token), 'network');
    backend.faults.setOffline(false);

    expect(await backend.auth.signInWithCustomToken(token)).toEqual(user);
  });
});
