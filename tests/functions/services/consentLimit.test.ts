import { describe, expect, it } from 'vitest';
import { CONSENT_CHANGE_WINDOW_MS, CONSENT_CHANGES_PER_HOUR } from '@met/scheme';
import { TOO_MANY_CONSENT_CHANGES } from '../../../functions/src/domain/consentLimits';
import { aMember } from '../builders';
import { aWorld, type TestWorld } from '../world';

const NOW = '2026-11-26T21:40:00.000Z';
type Ctx = Awaited<ReturnType<TestWorld['signedInMember']>>['ctx'];

/** Flips the phone channel: every call is a change the history records. */
const flip = (crmId: string, phone: boolean) => ({
  location: 'gb',
  crmId,
  values: { communications: { email: true, sms: false, phone, post: false } },
});

async function changeTimes(world: TestWorld, crmId: string, ctx: Ctx, times: number) {
  for (let i = 0; i < times; i += 1) {
    await world.call('members-updateProfile', flip(crmId, i % 2 === 0), ctx);
  }
}

describe('a limit on marketing consent changes (issue 26)', () => {
  it(`allows ${CONSENT_CHANGES_PER_HOUR} changes an hour, refuses the next and adds nothing to the history`, async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, CONSENT_CHANGES_PER_HOUR);
    const history = world.state.members[member.customer_number]?.consentHistory ?? [];

    const refused = await world.callError(
      'members-updateProfile',
      flip(member.id, CONSENT_CHANGES_PER_HOUR % 2 === 0),
      ctx,
    );

    expect(history).toHaveLength(CONSENT_CHANGES_PER_HOUR);
    expect(refused).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_CONSENT_CHANGES,
    });
    expect(world.state.members[member.customer_number]?.consentHistory).toEqual(history);
  });

  it('allows changes again once the hour of the oldest has passed', async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, CONSENT_CHANGES_PER_HOUR);

    world.clock.set(new Date(Date.parse(NOW) + CONSENT_CHANGE_WINDOW_MS).toISOString());
    const again = await world.call('members-updateProfile', flip(member.id, true), ctx);

    expect(again.success).toBe(true);
  });

  it('never refuses stop all marketing, even past the limit (the right to object is absolute)', async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, CONSENT_CHANGES_PER_HOUR);
    await world.callError('members-updateProfile', flip(member.id, true), ctx);

    const stopped = await world.call(
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: { stopAllMarketing: true } },
      ctx,
    );

    expect(stopped.success).toBe(true);
    expect(world.state.members[member.customer_number]?.communications).toEqual({
      email: false,
      sms: false,
      phone: false,
      post: false,
    });
  });

  it('counts neither a request that changes no channel nor one without consent', async () => {
    const world = aWorld(NOW);
    const member = aMember().build(); // email on, the rest off
    const { ctx } = await world.signedInMember(member);
    const unchanged = flip(member.id, false);
    for (let i = 0; i < CONSENT_CHANGES_PER_HOUR + 5; i += 1) {
      await world.call('members-updateProfile', unchanged, ctx);
      await world.call(
        'members-updateProfile',
        { location: 'gb', crmId: member.id, values: { interests: [] } },
        ctx,
      );
    }

    const change = await world.call('members-updateProfile', flip(member.id, true), ctx);

    expect(change.success).toBe(true);
  });
});
