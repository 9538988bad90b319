import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { expectAuthError } from '../../contracts/expectations';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { fakeBackend } from './fakeBackendFixture';

/**
 * AuthPort.reauthenticate in the fake world: the password checked again renews the
 * fake session's sign-in time, as Firebase's reauthenticateWithCredential renews auth_time, so a
 * member asked for it may add a passkey at once.
 */
const MINUTE = 60 * 1000;

function world() {
  const platform = new FakePlatform();
  platform.appOrigin = 'http://localhost:4189';
  return fakeBackend(
    new InMemoryKeyValueStore(),
    new FixedClock('2026-12-03T21:40:00.000Z'),
    platform,
  );
}

describe('InMemoryAuthPort.reauthenticate', () => {
  it('renews the sign-in time with the right password, without a new sign-in report', async () => {
    const backend = world();
    await backend.auth.signIn('king@example.com', DEMO_PASSWORD);
    const signedInAt = backend.session.authTime();
    const reports: unknown[] = [];
    backend.auth.observe((user) => reports.push(user));
    await new Promise((resolve) => setTimeout(resolve, 0));
    backend.advanceTime(10 * MINUTE);

    await backend.auth.reauthenticate(DEMO_PASSWORD);

    expect(signedInAt).not.toBeNull();
    expect(Date.parse(backend.session.authTime()!) - Date.parse(signedInAt!)).toBe(10 * MINUTE);
    expect(reports).toHaveLength(1);
    // The backend now counts the member as freshly signed in: adding a passkey is allowed.
    await expect(backend.callables.call('passkeys-registrationOptions', {})).resolves.toMatchObject(
      { challenge: expect.any(String) },
    );
  });

  it('refuses a wrong password and keeps the old sign-in time', async () => {
    const backend = world();
    await backend.auth.signIn('king@example.com', DEMO_PASSWORD);
    const signedInAt = backend.session.authTime();
    backend.advanceTime(10 * MINUTE);

    await expectAuthError(backend.auth.reauthenticate('Not-The-Password-1'), 'wrong-password');

    expect(backend.session.authTime()).toBe(signedInAt);
  });

  it('refuses when nobody is signed in', async () => {
    await expectAuthError(world().auth.reauthenticate(DEMO_PASSWORD), 'other');
  });
});
