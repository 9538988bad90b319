import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { aJoinRequest, aMember, aVenue } from '../builders';
import { aWorld } from '../world';

describe('members-registerAccount, the new member record', () => {
  it('is temporary, with no interests, marketing by email and SMS as opted in, points to the end of next year', async () => {
    const world = aWorld('2026-03-10T12:00:00.000Z').withVenue(aVenue(6));

    const { data } = await world.call('members-registerAccount', aJoinRequest());

    expect(world.state.members[data.customerNumber]).toMatchObject({
      membership_type_Name: 'Temporary',
      interests: [],
      communications: { email: true, sms: true, phone: false, post: false },
      loyalty_points_end_date: '2027-12-31',
    });
  });

  it('sends no marketing to a member who said no', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const { data } = await world.call(
      'members-registerAccount',
      aJoinRequest({ marketingOptIn: false }),
    );

    expect(world.state.members[data.customerNumber]?.communications).toEqual({
      email: false,
      sms: false,
      phone: false,
      post: false,
    });
  });

  it('asks for a home casino that exists', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const error = await world.callError(
      'members-registerAccount',
      aJoinRequest({ homeCasino: 99 }),
    );

    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'Please choose your home casino',
    });
  });

  it('refuses the join that loses a race for one address, and sends it no welcome', async () => {
    const world = aWorld().withVenue(aVenue(6));
    vi.spyOn(world.backend.deps.members, 'register').mockResolvedValueOnce('email-taken');

    const error = await world.callError('members-registerAccount', aJoinRequest());

    expect(error).toMatchObject({ code: 'aborted', message: MESSAGES.emailHasMembership });
    expect(world.outboxTo('charles@example.com')).toEqual([]);
  });
});

describe('members-linkMembership, at the edges', () => {
  it('answers not-found when the login lost its profile while linking', async () => {
    const member = aMember().withCustomerNumber('100400').withDob('1985-04-12').build();
    const world = aWorld().withMember(member);
    const { ctx } = await world.login(member.email);
    vi.spyOn(world.backend.deps.appData, 'addMembership').mockResolvedValueOnce('no-profile');

    const error = await world.callError(
      'members-linkMembership',
      { location: 'gb', membershipNumber: '100400', dob: '1985-04-12' },
      ctx,
    );

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.profileNotFound });
  });
});

describe('members-updateProfile, at the edges', () => {
  it('writes to the member record only what the member changed', async () => {
    const member = aMember().build();
    const world = aWorld();
    const { ctx } = await world.signedInMember(member);
    const updateProfile = vi.spyOn(world.backend.deps.members, 'updateProfile');

    await world.call(
      'members-updateProfile',
      { crmId: member.id, values: { interests: ['Poker', 'Slots', 'Poker'] } },
      ctx,
    );

    // Strictly: a change that names the phone or the communications, even as undefined, is more;
    // and no consent entries for the history.
    expect(updateProfile.mock.calls).toStrictEqual([
      [member.customer_number, { interests: ['Poker', 'Slots'] }, undefined],
    ]);
    expect(world.state.members[member.customer_number]).toMatchObject({
      phone_mobile: member.phone_mobile,
      communications: member.communications,
    });
  });

  it('keeps the interests when the member changes only their phone', async () => {
    const member = aMember().build();
    const world = aWorld();
    const { ctx } = await world.signedInMember(member);

    await world.call(
      'members-updateProfile',
      { crmId: member.id, values: { phone_mobile: '07700 900999' } },
      ctx,
    );

    expect(world.state.members[member.customer_number]?.interests).toEqual(member.interests);
  });

  it('answers not-found when the member record went away meanwhile', async () => {
    const member = aMember().build();
    const world = aWorld();
    const { ctx } = await world.signedInMember(member);
    vi.spyOn(world.backend.deps.members, 'updateProfile').mockResolvedValueOnce(undefined);

    const error = await world.callError(
      'members-updateProfile',
      { crmId: member.id, values: { phone_mobile: '07700 900999' } },
      ctx,
    );

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.memberNotFound });
  });
});

describe('members-getRestaurant, at the edges', () => {
  it('answers not-found for a casino without a restaurant', async () => {
    const world = aWorld().withVenue(aVenue(6));
    const { ctx } = await world.signedInMember(aMember().withHomeCasino(6).build());

    const error = await world.callError('members-getRestaurant', { venueId: 6 }, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: MESSAGES.restaurantNotFound });
  });
});
