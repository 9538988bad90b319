/**
 * DECISIONS.md "Membership and gates: the server applies them": the membership gates are the
 * server's too (spec-decisions 24). A member the app signs out (suspended, temporary,
 * update-required, executive-required, account-required, or of a type id in no list) who calls the
 * backend directly gets nothing a member gets: no vouchers or QR codes, no benefits, no games,
 * prizes or spins, no RSVPs, no profile changes, no venue, restaurant or events. members-getMember
 * still answers, so the app can say why.
 */
import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, type GateReason } from '@met/scheme';
import type { CallableName } from '@met/scheme/contract';
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
  someBenefits,
} from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const VENUE_ID = 6;
const GAME_ID = 'gate-wheel';
const EVENT_URI = 'events/gate-rsvp';

interface Gated {
  name: string;
  reason: GateReason;
  member: (builder: ReturnType<typeof aMember>) => ReturnType<typeof aMember>;
}

/** One member per gate of spec section 6 (and spec-decisions 2 for an unknown type id). */
const GATED: readonly Gated[] = [
  { name: 'a temporary member (type 34)', reason: 'temporary', member: (m) => m.temporary() },
  {
    name: 'an update-required member (type 2)',
    reason: 'update-required',
    member: (m) => m.withMembershipType(2),
  },
  {
    name: 'an executive-required member (type 45)',
    reason: 'executive-required',
    member: (m) => m.withMembershipType(45),
  },
  {
    name: 'an executive-required member (type 52)',
    reason: 'executive-required',
    member: (m) => m.withMembershipType(52),
  },
  {
    name: 'an account-required member (type 19)',
    reason: 'account-required',
    member: (m) => m.withMembershipType(19),
  },
  {
    name: 'a suspended King',
    reason: 'suspended',
    member: (m) => m.withTier('King').suspended(),
  },
  {
    name: 'a member of a type id in no list (999)',
    reason: 'update-required',
    member: (m) => m.withMembershipType(999),
  },
];

/** Every member-facing callable, with a request that a member in good standing gets answered. */
function memberCallables(member: MemberRecord, voucherId: string): [CallableName, unknown][] {
  return [
    ['vouchers-getAllVouchers', { location: 'gb', crmId: member.id }],
    ['vouchers-generateQrCode', { voucherId }],
    ['benefits-getBenefits', { tier: 'Jack', venueId: VENUE_ID }],
    ['promotions-getGames', {}],
    ['promotions-spinToWinPrizes', { gameId: GAME_ID }],
    ['promotions-spinTheWheel', { location: 'gb', gameId: GAME_ID }],
    [
      'promotions-optInToEvent',
      { uri: EVENT_URI, customerNumber: member.customer_number, homeCasinoName: 'Venue 6' },
    ],
    ['promotions-getPromotions', { venueId: VENUE_ID }],
    [
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: { interests: ['Poker'] } },
    ],
    ['members-getVenue', { venueId: VENUE_ID }],
    ['members-getRestaurant', { venueId: VENUE_ID }],
  ];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A world holding the member, with something to take from every callable. */
function worldFor(member: MemberRecord, voucherId: string) {
  const seed = emptyMemoryState();
  seed.members[member.customer_number] = member;
  seed.venues[String(VENUE_ID)] = aVenue(VENUE_ID);
  seed.restaurants[String(VENUE_ID)] = aRestaurant(VENUE_ID);
  for (const tier of ['Jack', 'King'] as const) {
    seed.benefits.push(someBenefits(tier, VENUE_ID));
  }
  seed.vouchers[voucherId] = aVoucher().withId(voucherId).issuedTo(member.customer_number).build();
  seed.games[GAME_ID] = aGame(new Date(NOW)).withId(GAME_ID).build();
  seed.prizes[GAME_ID] = PRIZES;
  const event = anEvent(VENUE_ID, { id: 'gate-rsvp', uri: EVENT_URI });
  seed.events[event.id] = event;
  return seed;
}

const membershipGates: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `1. membership gates on member callables (${target.label})`,
    () => {
      it.each(GATED)(
        '$name is refused by every member-facing callable, and still gets its record',
        async ({ reason, member: build }) => {
          const tag = unique();
          const member = build(aMember().withHomeCasino(VENUE_ID))
            .withEmail(`gate-${tag}@example.com`)
            .build();
          const voucherId = `gate-voucher-${tag}`;
          const world = await target.start(worldFor(member, voucherId), NOW);
          const { uid, ctx } = await world.login(member.email, {
            memberships: [member.customer_number],
          });
          // Opted in, so only the gate stands between this member and a spin.
          await world.adapters.appData.saveGameOptin(uid, { gameId: GAME_ID, timestamp: NOW });
          const calls = memberCallables(member, voucherId);

          await tallyEach(
            'attacks',
            attackSubject('1. membership gates on member callables', target),
            [...calls, ['members-getMember', { location: 'gb' }] as [CallableName, unknown]],
            async ([name, request]) => {
              if (name === 'members-getMember') {
                const outcome = await attempt(world, 'members-getMember', request, ctx);
                expect(outcome, 'members-getMember answers, so the app can say why').toEqual({
                  answered: expect.objectContaining({ success: true }),
                });
                return;
              }
              const error = await refusal(world, name, request, ctx);
              expect({ name, code: error.code, message: error.message }).toEqual({
                name,
                code: 'permission-denied',
                message: GATE_MESSAGES[reason],
              });
            },
          );
        },
      );
    },
  );
};

export default membershipGates;
