import { describe, expect, it } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { BeginSession } from '../../../src/core/session/BeginSession';
import { anAuthUser } from '../../builders/anAuthUser';
import { aProfile } from '../../builders/aProfile';
import { InMemoryDocumentStore } from '../../doubles/InMemoryDocumentStore';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { ScriptedAuth } from '../../doubles/ScriptedAuth';

function arrange(options: { signedIn?: boolean; profile?: boolean; lastUser?: string } = {}) {
  const user = anAuthUser().build();
  const auth = new ScriptedAuth().withAccount(user);
  if (options.signedIn ?? true) auth.signedInAs(user);
  const documents = new InMemoryDocumentStore();
  if (options.profile ?? true) documents.withProfile(aProfile().build());
  const device = new InMemoryKeyValueStore({ [OPTIN_IDS_KEY]: '["event-1"]' });
  if (options.lastUser) device.set(LAST_USER_KEY, options.lastUser);
  return { auth, documents, device, begin: new BeginSession(auth, documents, device) };
}

describe('BeginSession', () => {
  it('answers the reloaded user and the stored profile', async () => {
    const { begin, auth } = arrange();

    const identity = await begin.execute();

    expect(auth.operations).toContain('reload');
    expect(identity?.user.uid).toBe('uid-alex');
    expect(identity?.profile.memberships).toEqual(['10012345']);
  });

  it('answers null when nobody is signed in any more, and remembers nobody on the device', async () => {
    const { begin, device } = arrange({ signedIn: false });

    expect(await begin.execute()).toBeNull();
    expect(device.get(LAST_USER_KEY)).toBeNull();
  });

  it('reads a login with no users/{uid} document as an unverified profile with no memberships', async () => {
    const { begin } = arrange({ profile: false });

    const identity = await begin.execute();

    expect(identity?.profile).toEqual({
      uid: 'uid-alex',
      email: 'alex@example.com',
      emailVerified: false,
      country: 'gb',
      memberships: [],
      gameOptin: [],
    });
  });

  it('forgets the opted-in event ids when another member signs in on this device', async () => {
    const { begin, device } = arrange({ lastUser: 'uid-someone-else' });

    await begin.execute();

    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
    expect(device.get(LAST_USER_KEY)).toBe('uid-alex');
  });

  it('keeps the opted-in event ids when the same member signs in again', async () => {
    const { begin, device } = arrange({ lastUser: 'uid-alex' });

    await begin.execute();

    expect(device.get(OPTIN_IDS_KEY)).toBe('["event-1"]');
  });
});
