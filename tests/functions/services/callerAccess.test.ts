import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { aVenue, someBenefits } from '../builders';
import { aWorld, type TestWorld } from '../world';

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

describe('a signed-in caller who has linked no membership', () => {
  /** Firestore refuses a document path of undefined: so does the directory here. */
  function refuseLookupsOfNoNumber(world: TestWorld) {
    const members = world.backend.deps.members;
    const find = members.findByCustomerNumber.bind(members);
    vi.spyOn(members, 'findByCustomerNumber').mockImplementation(async (customerNumber) => {
      if (typeof customerNumber !== 'string') throw new Error('Path must be a non-empty string');
      return find(customerNumber);
    });
  }

  it("reads the casino's published content", async () => {
    const world = aWorld().withVenue(aVenue(6));
    const { ctx } = await world.login('ada@example.com');
    refuseLookupsOfNoNumber(world);

    await expect(world.call('members-getVenue', { venueId: 6 }, ctx)).resolves.toMatchObject({
      id: 6,
    });
  });

  it('is told there is no member record to show', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com');
    refuseLookupsOfNoNumber(world);

    const error = await world.callError('members-getMember', {}, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.memberNotFound });
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
