import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { DESK_MESSAGES } from '../../../functions/src/services/desk/deskMessages';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { fakeBackend } from './fakeBackendFixture';

/**
 * The desk in the fake world: the seeded desk@example.com signs in with the demo
 * password, and the world's calls carry its staff claim as an ID token would, so the backend's
 * own desk callables answer it in the browser; a member's calls carry none.
 */
const NOW = '2026-12-03T21:40:00.000Z';

describe('the fake world’s desk', () => {
  it('answers desk@example.com, staff at Mayfair, with a Mayfair member’s card', async () => {
    const backend = fakeBackend(new InMemoryKeyValueStore(), new FixedClock(NOW));
    await backend.auth.signIn('desk@example.com', DEMO_PASSWORD);

    const reading = await backend.callables.call('desk-readCode', { code: '100104' });

    expect(reading).toMatchObject({
      kind: 'card',
      member: { name: 'Marcus Bell', tier: 'King', venueName: 'The Metropolitan Mayfair' },
    });
  });

  it('refuses a member, whose calls carry no claim', async () => {
    const backend = fakeBackend(new InMemoryKeyValueStore(), new FixedClock(NOW));
    await backend.auth.signIn('king@example.com', DEMO_PASSWORD);

    await expect(backend.callables.call('desk-readCode', { code: '100104' })).rejects.toMatchObject(
      {
        code: 'permission-denied',
        message: DESK_MESSAGES.staffOnly,
      },
    );
  });

  it('refuses the desk signed in by a custom token that is no passkey sign-in’s', async () => {
    const backend = fakeBackend(new InMemoryKeyValueStore(), new FixedClock(NOW));
    const world = await backend.world.ready();
    const desk = await world.identity.getUserByEmail('desk@example.com');
    await backend.auth.signInWithCustomToken(await world.identity.createCustomToken(desk!.uid));

    await expect(backend.callables.call('desk-readCode', { code: '100104' })).rejects.toMatchObject(
      { code: 'permission-denied', message: DESK_MESSAGES.staffSignIn },
    );
  });

  it('answers the desk signed in by a passkey sign-in’s token, and after a reload', async () => {
    const storage = new InMemoryKeyValueStore();
    const backend = fakeBackend(storage, new FixedClock(NOW));
    const world = await backend.world.ready();
    const desk = await world.identity.getUserByEmail('desk@example.com');
    const token = await world.identity.createCustomToken(desk!.uid, { passkey: true });
    await backend.auth.signInWithCustomToken(token);
    const reloaded = fakeBackend(storage, new FixedClock(NOW));

    for (const { callables } of [backend, reloaded]) {
      await expect(callables.call('desk-readCode', { code: '100104' })).resolves.toMatchObject({
        kind: 'card',
      });
    }
  });

  it('refuses the desk while its address is not confirmed', async () => {
    const backend = fakeBackend(new InMemoryKeyValueStore(), new FixedClock(NOW));
    const desk = await backend.auth.signIn('desk@example.com', DEMO_PASSWORD);
    await (await backend.world.ready()).identity.setEmailVerified(desk.uid, false);
    await backend.auth.reload();

    await expect(backend.callables.call('desk-readCode', { code: '100104' })).rejects.toMatchObject(
      { code: 'permission-denied', message: DESK_MESSAGES.staffUnverified },
    );
  });

  it('stops carrying the claim the moment the operator takes it away', async () => {
    const backend = fakeBackend(new InMemoryKeyValueStore(), new FixedClock(NOW));
    const desk = await backend.auth.signIn('desk@example.com', DEMO_PASSWORD);
    await (await backend.world.ready()).identity.setStaffClaim(desk.uid, null);

    await expect(backend.callables.call('desk-readCode', { code: '100104' })).rejects.toMatchObject(
      {
        code: 'permission-denied',
      },
    );
  });
});
