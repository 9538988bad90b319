import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FAKE_SESSION_STORAGE_KEY } from '../../../src/adapters/fake/world/FakeAuthSession';
import type { AuthUser } from '../../../src/core/ports/AuthPort';
import type { KeyValueStorePort } from '../../../src/core/ports/KeyValueStorePort';
import { PASSKEY_MESSAGES } from '../../../functions/src/services/passkeys/passkeyMessages';
import { expectAuthError, expectFunctionError } from '../../contracts/expectations';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { SoftwareAuthenticator } from '../../functions/softwareAuthenticator';
import { fakeBackend, type FakeBackend } from './fakeBackendFixture';

/**
 * Passkey sign-in in the fake world: the backend's own passkeys-verifyAuthentication,
 * run in the browser, answers a custom token, and the fake identity provider signs that member
 * in with it exactly as a password sign-in does. WebAuthn needs a host name, not an IP address,
 * so the world is served at localhost as the passkey journeys are.
 */
const ORIGIN = 'http://localhost:4189';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function localhostPlatform(): FakePlatform {
  const platform = new FakePlatform();
  platform.appOrigin = ORIGIN;
  return platform;
}

function worldAtLocalhost(storage: KeyValueStorePort = new InMemoryKeyValueStore()): FakeBackend {
  return fakeBackend(storage, new FixedClock('2026-12-03T21:40:00.000Z'), localhostPlatform());
}

/** Everything observers hear from now on. */
function heard(backend: FakeBackend): (AuthUser | null)[] {
  const reports: (AuthUser | null)[] = [];
  backend.auth.observe((user) => reports.push(user));
  return reports;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The signed-in member adds a passkey through the app's callables port, as Settings will. */
async function addPasskey(backend: FakeBackend, name = 'iPhone') {
  const phone = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });
  const options = await backend.callables.call('passkeys-registrationOptions', {});
  const credential = await phone.create(options);
  const { passkey } = await backend.callables.call('passkeys-verifyRegistration', {
    credential,
    name,
  });
  return { phone, passkey };
}

/** `email` signs in with the password, adds a passkey right away, then signs out. */
async function memberWithPasskey(backend: FakeBackend, email: string) {
  const user = await backend.auth.signIn(email, DEMO_PASSWORD);
  const { phone } = await addPasskey(backend);
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
    // The same kept user; only how it signed in differs, as the ID token's sign-in provider would.
    expect(byPasskey.storage.get(FAKE_SESSION_STORAGE_KEY)).toBe(
      keptAfterPassword?.replace('"signInMethod":"password"', '"signInMethod":"passkey"'),
    );
    expect(keptAfterPassword).toContain('"signInMethod":"password"');
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

describe('the fake session tells the backend when the member signed in (auth_time)', () => {
  it('lets a member add a passkey just after a password sign-in, not 5 minutes on', async () => {
    const backend = worldAtLocalhost();
    await backend.auth.signIn('king@example.com', DEMO_PASSWORD);
    backend.advanceTime(4 * MINUTE);
    const { passkey } = await addPasskey(backend);
    backend.advanceTime(MINUTE + 1000);

    const refusal = await expectFunctionError(
      backend.callables.call('passkeys-registrationOptions', {}),
      'permission-denied',
      PASSKEY_MESSAGES.signInAgain,
    );

    expect(passkey.name).toBe('iPhone');
    expect(refusal.details).toEqual({ reauthenticate: true });
  });

  it('keeps the sign-in time across a reload, and a reload does not renew it', async () => {
    const storage = new InMemoryKeyValueStore();
    const before = worldAtLocalhost(storage);
    await before.auth.signIn('king@example.com', DEMO_PASSWORD);
    const clock = before.clock;
    clock.advance(4 * MINUTE);

    const reloaded = fakeBackend(storage, clock, localhostPlatform());
    await reloaded.auth.reload();
    await expect(addPasskey(reloaded)).resolves.toBeDefined();
    clock.advance(2 * MINUTE);
    await reloaded.auth.reload();

    await expectFunctionError(
      reloaded.callables.call('passkeys-registrationOptions', {}),
      'permission-denied',
    );
  });

  it('counts a passkey sign-in as a sign-in: another passkey may be added right after', async () => {
    const backend = worldAtLocalhost();
    const { phone } = await memberWithPasskey(backend, 'queen@example.com');
    backend.advanceTime(HOUR);
    const token = await customTokenFrom(backend, phone);

    await backend.auth.signInWithCustomToken(token);
    const { passkey } = await addPasskey(backend, 'Laptop');

    const { passkeys } = await backend.callables.call('passkeys-list', {});
    expect(passkeys.map(({ name }) => name)).toEqual(['iPhone', passkey.name]);
  });

  it('sends no sign-in time for a session kept before it had one', async () => {
    const storage = new InMemoryKeyValueStore();
    const before = worldAtLocalhost(storage);
    const user = await before.auth.signIn('king@example.com', DEMO_PASSWORD);
    storage.set(FAKE_SESSION_STORAGE_KEY, JSON.stringify(user));

    const reloaded = fakeBackend(storage, before.clock, localhostPlatform());
    await reloaded.session.ready();

    expect(reloaded.auth.current()).toEqual(user);
    expect(reloaded.session.authTime()).toBeNull();
    await expectFunctionError(
      reloaded.callables.call('passkeys-registrationOptions', {}),
      'permission-denied',
    );
  });
});
