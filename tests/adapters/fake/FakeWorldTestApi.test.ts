import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { createFakeWorldTestApi } from '../../../src/adapters/fake/FakeWorldTestApi';
import { fakeBackend } from './fakeBackendFixture';

function arrange() {
  const backend = fakeBackend();
  return { ...backend, api: createFakeWorldTestApi(backend.world, backend.faults) };
}

describe('window.__metFakeWorld', () => {
  it('lists the outbox oldest first with exactly to, subject, text, link and sentAt', async () => {
    const { api, callables } = arrange();
    expect(api.outbox()).toEqual([]);

    await callables.call('users-sendPasswordReset', {
      email: 'jack@example.com',
      devMode: true,
      devDomain: 'http://127.0.0.1:4180',
    });

    expect(api.outbox()).toEqual([
      {
        to: 'jack@example.com',
        subject: 'Reset your password',
        text: expect.any(String),
        link: expect.stringMatching(
          /^http:\/\/127\.0\.0\.1:4180\/reset-password\?mode=resetPassword&oobCode=/,
        ),
        sentAt: expect.any(String),
      },
    ]);
  });

  it('steers faults: failNext, failAlways, setLatency, setOffline and clearFaults', async () => {
    const { api, faults } = arrange();

    api.failNext('members-getVenue', 'not-found');
    api.failAlways('promotions-getGames', 'internal');
    api.setLatency(400);
    api.setOffline(true);

    expect(faults.faults.map(({ callable, scope }) => `${callable}:${scope}`)).toEqual([
      'promotions-getGames:every',
      'members-getVenue:next',
    ]);
    expect([faults.latencyMs, faults.offline]).toEqual([400, true]);
    api.failAlways('promotions-getGames', null);
    api.clearFaults();
    expect([faults.faults, faults.offline]).toEqual([[], false]);
  });

  it('steers lost answers: loseNextAnswer, cleared by clearFaults', () => {
    const { api, faults } = arrange();

    api.loseNextAnswer('promotions-spinTheWheel');
    api.loseNextAnswer('promotions-optInToEvent', 'deadline-exceeded');

    expect(faults.lostAnswers).toEqual([
      { source: 'promotions-spinTheWheel', code: 'unavailable' },
      { source: 'promotions-optInToEvent', code: 'deadline-exceeded' },
    ]);
    api.clearFaults();
    expect(faults.lostAnswers).toEqual([]);
  });

  it("redeems a member's voucher at the desk once, as desk@example.com", async () => {
    const { api, auth, callables, world } = arrange();
    await auth.signIn('king@example.com', DEMO_PASSWORD);

    await api.redeemAtDesk('king@example.com', 'two-for-one-dinner');

    expect(Object.values(world.state?.redemptions ?? {})).toEqual([
      expect.objectContaining({
        voucherId: 'two-for-one-dinner',
        venueName: 'The Metropolitan Mayfair',
      }),
    ]);
    await expect(api.redeemAtDesk('king@example.com', 'two-for-one-dinner')).rejects.toMatchObject({
      code: 'already-exists',
      message: expect.stringMatching(/^Already redeemed at .* at The Metropolitan Mayfair\.$/),
    });
    await expect(
      callables.call('vouchers-generateQrCode', { voucherId: 'two-for-one-dinner' }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('resets to a fresh world: signed out, no faults, empty outbox', async () => {
    const { api, auth, callables, faults } = arrange();
    await auth.signIn('king@example.com', DEMO_PASSWORD);
    await callables.call('users-sendPasswordReset', {
      email: 'king@example.com',
      devMode: false,
      devDomain: '',
    });
    api.setOffline(true);

    await api.reset();

    expect(auth.current()).toBeNull();
    expect(faults.offline).toBe(false);
    expect(api.outbox()).toEqual([]);
  });
});
