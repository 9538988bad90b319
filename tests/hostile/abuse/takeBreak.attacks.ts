/**
 * DECISIONS.md "Safer gambling: take a break and self-exclusion", attacked. A member on
 * a break, or whom the casino marks self-excluded, who calls the backend directly gets no offers,
 * vouchers or codes, no Spin To Win (games, prizes, spins) and no RSVPs, each refused with the one
 * message that says when the break ends (SENSE's wording for self-exclusion); the card and points
 * (members-getMember) still answer, marked not to be contacted. A break cannot be shortened or
 * ended (no callable does either, a shorter period leaves the end, a forged end is not heard), and
 * a break is always the caller's own. Runs on the in-memory backend and on the production
 * adapters over the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import { breakMessage, SELF_EXCLUDED_MESSAGE } from '@met/scheme';
import { CALLABLE_NAMES, type CallableName } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import {
  aGame,
  aMember,
  aRestaurant,
  aVenue,
  aVoucher,
  anEvent,
  PRIZES,
} from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

// Thursday 3 December 2026, 21:40 in London.
const NOW = '2026-12-03T21:40:00.000Z';
const BREAK_ENDS = '2026-12-04T21:40:00.000Z';
const VENUE_ID = 6;
const GAME_ID = 'break-wheel';
const EVENT_URI = 'events/break-rsvp';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every callable a break refuses, with a request a member off a break gets answered. */
function refusedCallables(member: MemberRecord, voucherId: string): [CallableName, unknown][] {
  return [
    ['vouchers-getAllVouchers', { location: 'gb', crmId: member.id }],
    ['vouchers-generateQrCode', { voucherId }],
    ['promotions-getGames', {}],
    ['promotions-spinToWinPrizes', { gameId: GAME_ID }],
    ['promotions-spinTheWheel', { location: 'gb', gameId: GAME_ID }],
    [
      'promotions-optInToEvent',
      { uri: EVENT_URI, customerNumber: member.customer_number, homeCasinoName: 'Venue 6' },
    ],
  ];
}

async function startWorld(target: Parameters<AttackSuite>[0], members: MemberRecord[]) {
  const tag = unique();
  const voucherId = `break-voucher-${tag}`;
  const seed = emptyMemoryState();
  for (const member of members) seed.members[member.customer_number] = member;
  seed.venues[String(VENUE_ID)] = aVenue(VENUE_ID);
  seed.restaurants[String(VENUE_ID)] = aRestaurant(VENUE_ID);
  seed.vouchers[voucherId] = aVoucher().withId(voucherId).forTiers('King').build();
  seed.games[GAME_ID] = aGame(new Date(NOW)).withId(GAME_ID).build();
  seed.prizes[GAME_ID] = PRIZES;
  const event = anEvent(VENUE_ID, {
    id: 'break-rsvp',
    uri: EVENT_URI,
    endsAt: '2027-01-31T23:00:00Z',
  });
  seed.events[event.id] = event;
  const world = await target.start(seed, NOW);
  return { world, voucherId };
}

const aKing = (label: string) =>
  aMember().withTier('King').withHomeCasino(VENUE_ID).withEmail(`${label}-${unique()}@example.com`);

const takeBreak: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`26. take a break (${target.label})`, () => {
    it('a member on a break calling every refused callable directly is refused, saying when the break ends; card and points still answer', async () => {
      const member = aKing('on-break').build();
      const { world, voucherId } = await startWorld(target, [member]);
      const { uid, ctx } = await world.login(member.email, {
        memberships: [member.customer_number],
      });
      // Opted in before the break, so only the break stands between this member and a spin.
      await world.adapters.appData.saveGameOptin(uid, { gameId: GAME_ID, timestamp: NOW });
      await world.backend.handlers['members-takeBreak']({ period: '24h' }, ctx);

      await tallyEach(
        'attacks',
        attackSubject('26. a member on a break calling every refused callable', target),
        refusedCallables(member, voucherId),
        async ([name, request]) => {
          const error = await refusal(world, name, request, ctx);
          expect({ name, code: error.code, message: error.message }).toEqual({
            name,
            code: 'permission-denied',
            message: breakMessage(new Date(BREAK_ENDS)),
          });
        },
      );
      const record = await attempt(world, 'members-getMember', { location: 'gb' }, ctx);
      expect(record).toEqual({
        answered: expect.objectContaining({
          result: expect.objectContaining({
            rewardPoints: member.rewardPoints,
            breakEndsAt: BREAK_ENDS,
            contactable: false,
          }),
        }),
      });
      expect(
        await world.adapters.events.eventsWithRsvpFrom(member.customer_number, ['break-rsvp']),
      ).toEqual([]);
    });

    it('an excluded member calling every refused callable directly is refused in SENSE’s words, and cannot turn it into a break', async () => {
      const member = aKing('excluded').with({ selfExcluded: true }).build();
      const { world, voucherId } = await startWorld(target, [member]);
      const { uid, ctx } = await world.login(member.email, {
        memberships: [member.customer_number],
      });
      await world.adapters.appData.saveGameOptin(uid, { gameId: GAME_ID, timestamp: NOW });
      const calls: [CallableName, unknown][] = [
        ...refusedCallables(member, voucherId),
        ['members-takeBreak', { period: '24h' }],
      ];

      await tallyEach(
        'attacks',
        attackSubject('26. an excluded member calling every refused callable', target),
        calls,
        async ([name, request]) => {
          const error = await refusal(world, name, request, ctx);
          expect({ name, code: error.code, message: error.message }).toEqual({
            name,
            code: 'permission-denied',
            message: SELF_EXCLUDED_MESSAGE,
          });
        },
      );
      // A year later, still: self-exclusion has no end the app can reach.
      world.clock.advanceBy(365 * 24 * 60 * 60 * 1000);
      expect((await refusal(world, 'promotions-getGames', {}, ctx)).message).toBe(
        SELF_EXCLUDED_MESSAGE,
      );
    });

    it('trying to shorten or end a break leaves its end where it was', async () => {
      const member = aKing('shorten').build();
      const { world, voucherId } = await startWorld(target, [member]);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });
      await world.backend.handlers['members-takeBreak']({ period: '6w' }, ctx);
      const end = '2027-01-14T21:40:00.000Z';
      const tries: [string, CallableName, unknown][] = [
        ['a shorter period', 'members-takeBreak', { period: '24h' }],
        ['a period of none', 'members-takeBreak', { period: '0h' }],
        ['an end of its own', 'members-takeBreak', { period: '24h', breakEndsAt: NOW }],
        [
          'a profile change naming the break',
          'members-updateProfile',
          {
            location: 'gb',
            crmId: member.id,
            values: { breakEndsAt: NOW, selfExcluded: false, contactable: true },
          },
        ],
      ];

      await tallyEach(
        'attacks',
        attackSubject('26. trying to shorten or end a break', target),
        tries,
        async ([, name, request]) => {
          await attempt(world, name, request, ctx);
          expect(
            (await world.adapters.members.findByCustomerNumber(member.customer_number))
              ?.breakEndsAt,
          ).toBe(end);
          expect((await refusal(world, 'vouchers-generateQrCode', { voucherId }, ctx)).code).toBe(
            'permission-denied',
          );
        },
      );
      // No callable of the contract ends a break: take a break is the only one that names it.
      expect(CALLABLE_NAMES.filter((name) => /break|pause|exclu/i.test(name))).toEqual([
        'members-takeBreak',
      ]);
    });

    it('a break taken for another member is the caller’s own: the other keeps everything', async () => {
      const caller = aKing('caller').build();
      const other = aKing('other').build();
      const { world, voucherId } = await startWorld(target, [caller, other]);
      const { ctx } = await world.login(caller.email, { memberships: [caller.customer_number] });
      const { ctx: otherCtx } = await world.login(other.email, {
        memberships: [other.customer_number],
      });
      const tries: [string, unknown][] = [
        ['their customer number', { period: '6w', customerNumber: other.customer_number }],
        ['their record id', { period: '6w', crmId: other.id }],
        ['their login', { period: '6w', uid: 'someone-else' }],
      ];

      await tallyEach(
        'attacks',
        attackSubject('26. a break taken for another member', target),
        tries,
        async ([, request]) => {
          await attempt(world, 'members-takeBreak', request, ctx);
          expect(
            (await world.adapters.members.findByCustomerNumber(other.customer_number))?.breakEndsAt,
          ).toBeUndefined();
          const theirs = await attempt(world, 'vouchers-generateQrCode', { voucherId }, otherCtx);
          expect(theirs).toEqual({
            answered: expect.objectContaining({ base64Png: expect.any(String) }),
          });
        },
      );
      // Signed out, nobody's break is taken.
      expect((await refusal(world, 'members-takeBreak', { period: '24h' }, {})).code).toBe(
        'unauthenticated',
      );
    });
  });
};

export default takeBreak;
