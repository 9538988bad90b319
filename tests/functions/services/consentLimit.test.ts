import { describe, expect, it } from 'vitest';
import {
  CONSENT_HISTORY_ENTRIES_PER_DAY,
  CONSENT_HISTORY_IN_ANSWER,
  STOP_ALL_MAX_ENTRIES,
  TOO_MANY_CONSENT_CHANGES,
} from '../../../functions/src/domain/consentLimits';
import { aMember } from '../builders';
import { aWorld, type TestWorld } from '../world';

/** 21:40 in London: the day ends at midnight, two hours and twenty minutes on. */
const NOW = '2026-11-26T21:40:00.000Z';
const NEXT_LONDON_DAY = '2026-11-27T00:00:00.000Z';
const ALL_OFF = { email: false, sms: false, phone: false, post: false };
/** The entries changes may write in a day: the rest is kept for a stop-all. */
const ROOM_FOR_CHANGES = CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES;
type Ctx = Awaited<ReturnType<TestWorld['signedInMember']>>['ctx'];

/** Flips the phone channel: every call is a change the history records, one entry. */
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

const historyOf = (world: TestWorld, customerNumber: string) =>
  Object.values(world.state.consentHistory?.[customerNumber] ?? {}).flat();

describe("the day's budget of marketing consent history", () => {
  it(`allows changes up to ${ROOM_FOR_CHANGES} entries a day, refuses the next and writes nothing`, async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, ROOM_FOR_CHANGES);
    const history = historyOf(world, member.customer_number);

    const refused = await world.callError(
      'members-updateProfile',
      {
        ...flip(member.id, ROOM_FOR_CHANGES % 2 === 0),
        values: { ...flip(member.id, ROOM_FOR_CHANGES % 2 === 0).values, interests: ['Sport'] },
      },
      ctx,
    );

    expect(history).toHaveLength(ROOM_FOR_CHANGES);
    expect(refused).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_CONSENT_CHANGES,
    });
    expect(historyOf(world, member.customer_number)).toEqual(history);
    // The whole request is refused: its other changes are not written either.
    expect(world.state.members[member.customer_number]?.interests).toEqual(member.interests);
  });

  it('refuses a change of several channels that would not fit, though one would', async () => {
    const world = aWorld(NOW);
    const member = aMember().build(); // email on, the rest off
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, ROOM_FOR_CHANGES - 1); // phone ends on

    const three = await world.callError(
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: { communications: ALL_OFF } },
      ctx,
    );
    const one = await world.call('members-updateProfile', flip(member.id, false), ctx);

    expect(three.code).toBe('resource-exhausted');
    expect(one.success).toBe(true);
  });

  it('allows changes again on the next London day', async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    await changeTimes(world, member.id, ctx, ROOM_FOR_CHANGES);

    world.clock.set(NEXT_LONDON_DAY);
    const again = await world.call('members-updateProfile', flip(member.id, true), ctx);

    expect(again.success).toBe(true);
  });

  it('never refuses stop all marketing, which counts in the same budget: the day never holds more', async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const everyChannel = {
      location: 'gb',
      crmId: member.id,
      values: { communications: { email: true, sms: true, phone: true, post: true } },
    };
    const stopAll = { location: 'gb', crmId: member.id, values: { stopAllMarketing: true } };
    for (let i = 0; i < CONSENT_HISTORY_ENTRIES_PER_DAY; i += 1) {
      try {
        await world.call('members-updateProfile', everyChannel, ctx);
      } catch {
        // Refused once the day is spent; stop-all below still answers.
      }
      const stopped = await world.call('members-updateProfile', stopAll, ctx);
      expect(stopped.success).toBe(true);
      expect(stopped.result.communications).toEqual(ALL_OFF);
    }

    expect(world.state.members[member.customer_number]?.communications).toEqual(ALL_OFF);
    expect(historyOf(world, member.customer_number).length).toBeLessThanOrEqual(
      CONSENT_HISTORY_ENTRIES_PER_DAY,
    );
  });

  it('counts neither a request that changes no channel, a repeated stop-all, nor one without consent', async () => {
    const world = aWorld(NOW);
    const member = aMember().build(); // email on, the rest off
    const { ctx } = await world.signedInMember(member);
    const unchanged = flip(member.id, false);
    for (let i = 0; i < CONSENT_HISTORY_ENTRIES_PER_DAY + 5; i += 1) {
      await world.call('members-updateProfile', unchanged, ctx);
      await world.call(
        'members-updateProfile',
        { location: 'gb', crmId: member.id, values: { interests: [] } },
        ctx,
      );
    }
    await world.call(
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: { stopAllMarketing: true } },
      ctx,
    );
    for (let i = 0; i < CONSENT_HISTORY_ENTRIES_PER_DAY; i += 1) {
      await world.call(
        'members-updateProfile',
        { location: 'gb', crmId: member.id, values: { stopAllMarketing: true } },
        ctx,
      );
    }

    const change = await world.call('members-updateProfile', flip(member.id, true), ctx);

    expect(change.success).toBe(true);
    // Email withdrawn by the first stop-all, then email and phone given: nothing else.
    expect(
      historyOf(world, member.customer_number).map(({ channel, how }) => [channel, how]),
    ).toEqual([
      ['email', 'stop-all'],
      ['email', 'settings'],
      ['phone', 'settings'],
    ]);
  });

  it(`answers the newest ${CONSENT_HISTORY_IN_ANSWER} entries, and the data copy all of them`, async () => {
    const world = aWorld(NOW);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const day = (index: number) =>
      `2026-${String(1 + Math.floor(index / 28)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
    world.state.consentHistory = {
      [member.customer_number]: Object.fromEntries(
        Array.from({ length: CONSENT_HISTORY_IN_ANSWER + 10 }, (_, index) => [
          day(index),
          [
            {
              channel: 'post',
              given: index % 2 === 0,
              at: `${day(index)}T12:00:00.000Z`,
              how: 'settings',
            },
          ],
        ]),
      ),
    };

    const answer = await world.call('members-getMember', {}, ctx);
    const copy = await world.call('members-downloadMyData', {}, ctx);

    expect(answer.result.consentHistory).toHaveLength(CONSENT_HISTORY_IN_ANSWER);
    expect(answer.result.consentHistory[0]?.at).toBe(
      `${day(CONSENT_HISTORY_IN_ANSWER + 9)}T12:00:00.000Z`,
    );
    expect(copy.data.member.consentHistory).toHaveLength(CONSENT_HISTORY_IN_ANSWER + 10);
  });
});
