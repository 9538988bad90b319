import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { FAKE_SESSION_STORAGE_KEY } from '../../../src/adapters/fake/world/FakeAuthSession';
import type { AuthUser } from '../../../src/core/ports/AuthPort';
import { messages } from '../../../src/core/kernel/messages';
import { expectAuthError } from '../../contracts/expectations';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { FixedClock } from '../../doubles/FixedClock';
import { fakeBackend, type FakeBackend } from './fakeBackendFixture';

const NEW_PASSWORD = 'Velvet-Roulette-Sunrise-71';

/** The owner follows the reset mail's link and sets NEW_PASSWORD. */
async function resetPassword(backend: FakeBackend, email: string): Promise<void> {
  await backend.callables.call('users-sendPasswordReset', {
    email,
    devMode: true,
    devDomain: 'http://127.0.0.1:4180',
  });
  const link = new URL((await backend.latestLinkTo(email)) ?? '');
  await backend.auth.confirmPasswordReset(link.searchParams.get('oobCode') ?? '', NEW_PASSWORD);
}

function firstReport(backend: FakeBackend): Promise<(AuthUser | null)[]> {
  const heard: (AuthUser | null)[] = [];
  return new Promise((resolve) => {
    backend.auth.observe((user) => {
      heard.push(user);
      resolve(heard);
    });
  });
}

describe('InMemoryAuthPort (fake world specifics)', () => {
  it('keeps the signed-in user across a reload and reports them once at start', async () => {
    const storage = new InMemoryKeyValueStore();
    const user = await fakeBackend(storage).auth.signIn('king@example.com', DEMO_PASSWORD);

    const reloaded = fakeBackend(storage);

    expect(await firstReport(reloaded)).toEqual([user]);
    expect(reloaded.auth.current()).toEqual(user);
  });

  it('forgets a kept user whose login no longer exists', async () => {
    const storage = new InMemoryKeyValueStore();
    const before = fakeBackend(storage);
    await before.auth.signUp('short.lived@example.com', 'Velvet-Roulette-Sunrise-71');
    storage.set(
      FAKE_SESSION_STORAGE_KEY,
      JSON.stringify({ uid: 'no-such-uid', email: 'x@example.com', emailVerified: true }),
    );

    const reloaded = fakeBackend(storage);

    expect(await firstReport(reloaded)).toEqual([null]);
    expect(storage.get(FAKE_SESSION_STORAGE_KEY)).toBeNull();
  });

  it("ends a kept session at the next load once the login's password is reset elsewhere", async () => {
    const storage = new InMemoryKeyValueStore();
    const clock = new FixedClock(new Date('2026-12-07T10:00:00.000Z'));
    const intruder = fakeBackend(storage, clock);
    await intruder.auth.signIn('queen@example.com', DEMO_PASSWORD);
    clock.advance(60_000);
    await resetPassword(intruder, 'queen@example.com');

    const reloaded = fakeBackend(storage, clock);

    expect(await firstReport(reloaded)).toEqual([null]);
    expect(storage.get(FAKE_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session that signed in after the reset', async () => {
    const storage = new InMemoryKeyValueStore();
    const clock = new FixedClock(new Date('2026-12-07T10:00:00.000Z'));
    const owner = fakeBackend(storage, clock);
    await resetPassword(owner, 'queen@example.com');
    clock.advance(60_000);
    const user = await owner.auth.signIn('queen@example.com', NEW_PASSWORD);

    const reloaded = fakeBackend(storage, clock);

    expect(await firstReport(reloaded)).toEqual([user]);
  });

  it.each(['{not json', '{"uid": 42}'])('reports nobody for a kept session of %s', async (raw) => {
    const backend = fakeBackend(new InMemoryKeyValueStore({ [FAKE_SESSION_STORAGE_KEY]: raw }));

    expect(await firstReport(backend)).toEqual([null]);
  });

  it('refuses sign-in after 5 wrong passwords, even with the right one', async () => {
    const { auth } = fakeBackend();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectAuthError(auth.signIn('jack@example.com', 'Wrong-Password-1'), 'wrong-password');
    }

    const error = await expectAuthError(
      auth.signIn('jack@example.com', DEMO_PASSWORD),
      'too-many-requests',
    );

    expect(error.message).toBe(messages.login.tooManyRequests);
  });

  it('fails provider calls as "network" while offline, but signs out', async () => {
    const backend = fakeBackend();
    await backend.auth.signIn('queen@example.com', DEMO_PASSWORD);
    backend.faults.setOffline(true);

    const error = await expectAuthError(backend.auth.reload(), 'network');
    await expectAuthError(backend.auth.signIn('king@example.com', DEMO_PASSWORD), 'network');
    await backend.auth.signOut();

    expect(error.message).toBe(messages.login.network);
    expect(backend.auth.current()).toBeNull();
  });

  it('signs out a user whose login was deleted elsewhere when reloading', async () => {
    const backend = fakeBackend();
    const user = await backend.auth.signIn('ace@example.com', DEMO_PASSWORD);
    await backend.world.run(({ identity }) => identity.deleteUser(user.uid));

    await expectAuthError(backend.auth.reload(), 'user-not-found');

    expect(backend.auth.current()).toBeNull();
  });

  it('removes users/{uid} with the login, as the auth trigger does', async () => {
    const backend = fakeBackend();
    const { uid } = await backend.auth.signIn('kinghearts@example.com', DEMO_PASSWORD);

    await backend.auth.deleteAccount(DEMO_PASSWORD);

    expect((await backend.world.ready()).state.users[uid]).toBeUndefined();
  });

  it('hands out an ID token carrying what a real one would', async () => {
    const { auth } = fakeBackend();
    const user = await auth.signIn('unverified@example.com', DEMO_PASSWORD);

    const token = await auth.idToken();

    const claims = JSON.parse(atob(token?.split('.')[1] ?? ''));
    expect(claims).toEqual({ uid: user.uid, email: user.email, email_verified: false });
  });
});
