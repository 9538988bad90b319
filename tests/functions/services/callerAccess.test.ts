import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { aVenue, someBenefits } from '../builders';
import { aWorld } from '../world';

describe('who may read what (CallerAccess), at the edges', () => {
  it('answers not-found to a verified login that has no profile yet', async () => {
    const world = aWorld();
    const user = await world.backend.identity.createUser({
      email: 'ada@example.com',
      password: 'Correct-Horse-9',
      emailVerified: true,
    });
    const ctx = { auth: { uid: user.uid, email: user.email, emailVerified: true } };

    const error = await world.callError('members-getMember', {}, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.profileNotFound });
  });

  it("lets a login with no profile read the casino's published content", async () => {
    const world = aWorld().withVenue(aVenue(6));
    const ctx = { auth: { uid: 'no-profile', email: 'ada@example.com', emailVerified: true } };

    await expect(world.call('members-getVenue', { venueId: 6 }, ctx)).resolves.toMatchObject({
      id: 6,
    });
  });

  it('lets a login whose membership the directory no longer knows read published content', async () => {
    const world = aWorld().withVenue(aVenue(6));
    const { ctx } = await world.login('ada@example.com', { memberships: ['999999'] });

    await expect(world.call('members-getVenue', { venueId: 6 }, ctx)).resolves.toMatchObject({
      id: 6,
    });
  });
});

describe('benefits-getBenefits, at the edges', () => {
  it('answers not-found for a casino that does not exist, even with benefits filed under it', async () => {
    const world = aWorld().withBenefits(someBenefits('King', 99));
    const { ctx } = await world.login('ada@example.com');

    const error = await world.callError('benefits-getBenefits', { tier: 'King', venueId: 99 }, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.venueNotFound });
  });
});
