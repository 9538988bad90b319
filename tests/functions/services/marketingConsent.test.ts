import { describe, expect, it } from 'vitest';
import { MARKETING_CHANNELS_ONLY } from '@met/scheme/contract';
import { aJoinRequest, aMember, aVenue } from '../builders';
import { aWorld, type TestWorld } from '../world';

const JOINED = '2026-11-26T21:40:00.000Z';
const LATER = '2026-11-26T22:05:00.000Z';

/** The membership's consent history as kept, apart from its record: oldest first. */
const historyOf = (world: TestWorld, customerNumber: string) =>
  Object.values(world.state.consentHistory?.[customerNumber] ?? {}).flat();

describe('marketing consent per channel', () => {
  it('gives a brand-new member who did not opt in every channel off and no history', async () => {
    const world = aWorld(JOINED).withVenue(aVenue(6));

    const { data } = await world.call(
      'members-registerAccount',
      aJoinRequest({ marketingOptIn: false }),
    );

    expect(world.state.members[data.customerNumber]).toMatchObject({
      communications: { email: false, sms: false, phone: false, post: false },
    });
    expect(historyOf(world, data.customerNumber)).toEqual([]);
  });

  it("maps the join form's opt-in onto email and SMS, recorded as given at registration", async () => {
    const world = aWorld(JOINED).withVenue(aVenue(6));

    const { data } = await world.call('members-registerAccount', aJoinRequest());

    expect(world.state.members[data.customerNumber]).toMatchObject({
      communications: { email: true, sms: true, phone: false, post: false },
    });
    // Kept apart from the member's record, which never grows with it.
    expect(world.state.members[data.customerNumber]).not.toHaveProperty('consentHistory');
    expect(historyOf(world, data.customerNumber)).toEqual([
      { channel: 'email', given: true, at: JOINED, how: 'registration' },
      { channel: 'sms', given: true, at: JOINED, how: 'registration' },
    ]);
  });

  it("stamps each changed channel with the server's time and 'settings', nothing for the unchanged", async () => {
    const world = aWorld(JOINED);
    const member = aMember().build(); // email on, the rest off
    const { ctx } = await world.signedInMember(member);

    await world.call(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: member.id,
        values: { communications: { email: true, sms: false, phone: true, post: false } },
      },
      ctx,
    );

    expect(historyOf(world, member.customer_number)).toEqual([
      { channel: 'phone', given: true, at: JOINED, how: 'settings' },
    ]);
  });

  it('stops all marketing in one call: every channel off, one stop-all entry per channel that was on', async () => {
    const world = aWorld(JOINED);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const update = (values: Record<string, unknown>) =>
      world.call('members-updateProfile', { location: 'gb', crmId: member.id, values }, ctx);

    await update({ communications: { email: true, sms: false, phone: true, post: true } });
    world.clock.set(LATER);
    // The flag wins over whatever choices travel with it.
    const answer = await update({
      stopAllMarketing: true,
      communications: { email: true, sms: true, phone: true, post: true },
    });

    expect(answer.result.communications).toEqual({
      email: false,
      sms: false,
      phone: false,
      post: false,
    });
    expect(historyOf(world, member.customer_number)).toEqual([
      { channel: 'phone', given: true, at: JOINED, how: 'settings' },
      { channel: 'post', given: true, at: JOINED, how: 'settings' },
      { channel: 'email', given: false, at: LATER, how: 'stop-all' },
      { channel: 'phone', given: false, at: LATER, how: 'stop-all' },
      { channel: 'post', given: false, at: LATER, how: 'stop-all' },
    ]);
  });

  it("refuses a 'push' channel with a clear message and changes nothing", async () => {
    const world = aWorld(JOINED);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);

    const error = await world.callError(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: member.id,
        values: {
          communications: { email: false, sms: false, phone: false, post: false, push: true },
        },
      },
      ctx,
    );

    expect(error.message).toBe(MARKETING_CHANNELS_ONLY);
    expect(world.state.members[member.customer_number]?.communications.email).toBe(true);
  });

  it('cannot be handed history by the client: a forged consentHistory is ignored, the server stamps its own', async () => {
    const world = aWorld(JOINED);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);

    await world.call(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: member.id,
        values: {
          communications: { email: false, sms: false, phone: false, post: false },
          consentHistory: [
            { channel: 'sms', given: true, at: '2020-01-01T00:00:00.000Z', how: 'registration' },
          ],
        },
      },
      ctx,
    );

    expect(historyOf(world, member.customer_number)).toEqual([
      { channel: 'email', given: false, at: JOINED, how: 'settings' },
    ]);
  });

  it("refuses to stop another member's marketing: the caller's own record only", async () => {
    const world = aWorld(JOINED);
    const victim = aMember().build();
    world.withMember(victim);
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError(
      'members-updateProfile',
      { location: 'gb', crmId: victim.id, values: { stopAllMarketing: true } },
      ctx,
    );

    expect(error.code).toBe('permission-denied');
    expect(world.state.members[victim.customer_number]).toMatchObject({
      communications: victim.communications,
    });
    expect(historyOf(world, victim.customer_number)).toEqual([]);
  });

  it("reads a stored record with a legacy 'push' field and leaves it out of the answer", async () => {
    const world = aWorld(JOINED);
    const member = aMember().build();
    const legacy = { ...member.communications, push: true } as typeof member.communications;
    const { ctx } = await world.signedInMember({ ...member, communications: legacy });

    const answer = await world.call('members-getMember', {}, ctx);

    expect(answer.result.communications).toEqual({
      email: true,
      sms: false,
      phone: false,
      post: false,
    });
  });
});
