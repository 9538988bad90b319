/**
 * DECISIONS.md "Events" (cancel an RSVP), attacked. promotions-cancelRsvp gives up the
 * caller's own place only: a request naming another member (their number, crmId or uid) is
 * refused, and the other member stays on the list; once the event has started nobody's place can
 * be cancelled, from any login. Runs on the in-memory backend and on the production adapters over
 * the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember, aRestaurant, aVenue, anEvent } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

// Thursday 3 December 2026, 18:00 in London.
const NOW = '2026-12-03T18:00:00.000Z';
const VENUE_ID = 6;
const EVENT_ID = 'cancel-rsvp-masterclass';
const EVENT_URI = 'events/cancel-rsvp-masterclass';
const STARTS_AT = '2026-12-03T18:30:00.000Z';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const aKing = (label: string) =>
  aMember().withTier('King').withHomeCasino(VENUE_ID).withEmail(`${label}-${unique()}@example.com`);

async function startWorld(target: Parameters<AttackSuite>[0], members: MemberRecord[]) {
  const seed = emptyMemoryState();
  for (const member of members) seed.members[member.customer_number] = member;
  seed.venues[String(VENUE_ID)] = aVenue(VENUE_ID);
  seed.restaurants[String(VENUE_ID)] = aRestaurant(VENUE_ID);
  const event = anEvent(VENUE_ID, {
    id: EVENT_ID,
    uri: EVENT_URI,
    startsAt: STARTS_AT,
    endsAt: '2026-12-03T21:30:00.000Z',
  });
  seed.events[event.id] = event;
  return target.start(seed, NOW);
}

const onList = async (
  world: Awaited<ReturnType<typeof startWorld>>,
  member: MemberRecord,
): Promise<boolean> =>
  (await world.adapters.events.eventsWithRsvpFrom(member.customer_number, [EVENT_ID])).length === 1;

const cancelRsvp: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`29. cancel an RSVP (${target.label})`, () => {
    it("a member naming another member's place cancels nothing: the other member stays on the list", async () => {
      const attacker = aKing('attacker').build();
      const victim = aKing('victim').build();
      const world = await startWorld(target, [attacker, victim]);
      const { ctx } = await world.login(attacker.email, {
        memberships: [attacker.customer_number],
      });
      const victimLogin = await world.login(victim.email, {
        memberships: [victim.customer_number],
      });
      await world.backend.handlers['promotions-optInToEvent'](
        { uri: EVENT_URI, customerNumber: victim.customer_number, homeCasinoName: '' },
        victimLogin.ctx,
      );
      const tries: [string, unknown][] = [
        ['their membership number', { uri: EVENT_URI, customerNumber: victim.customer_number }],
        ['their crmId', { uri: EVENT_URI, crmId: victim.id }],
        ['their login', { uri: EVENT_URI, uid: victimLogin.uid }],
        ['their membership as a list', { uri: EVENT_URI, memberships: [victim.customer_number] }],
      ];

      await tallyEach(
        'attacks',
        attackSubject("29. cancelling another member's RSVP", target),
        tries,
        async ([, request]) => {
          const error = await refusal(world, 'promotions-cancelRsvp', request, ctx);
          expect(error.code).toBe('invalid-argument');
          expect(await onList(world, victim)).toBe(true);
        },
      );
      // The plain request is about the caller's own place, which there is none of.
      expect(await attempt(world, 'promotions-cancelRsvp', { uri: EVENT_URI }, ctx)).toEqual({
        answered: { success: true, cancelled: false },
      });
      expect(await onList(world, victim)).toBe(true);
      // Signed out, nobody's place is cancelled.
      expect((await refusal(world, 'promotions-cancelRsvp', { uri: EVENT_URI }, {})).code).toBe(
        'unauthenticated',
      );
      expect(await onList(world, victim)).toBe(true);
    });

    it('nobody cancels a place once the event has started, however often they try', async () => {
      const member = aKing('late').build();
      const world = await startWorld(target, [member]);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });
      await world.backend.handlers['promotions-optInToEvent'](
        { uri: EVENT_URI, customerNumber: '', homeCasinoName: '' },
        ctx,
      );
      const moments = [STARTS_AT, '2026-12-03T19:00:00.000Z', '2026-12-03T21:29:59.000Z'];

      await tallyEach(
        'attacks',
        attackSubject('29. cancelling an RSVP after the event started', target),
        moments,
        async (moment) => {
          world.clock.set(new Date(moment));
          const error = await refusal(world, 'promotions-cancelRsvp', { uri: EVENT_URI }, ctx);
          expect({ code: error.code, message: error.message }).toEqual({
            code: 'aborted',
            message: 'This event has started, so your place can no longer be cancelled',
          });
          expect(await onList(world, member)).toBe(true);
        },
      );
    });
  });
};

export default cancelRsvp;
