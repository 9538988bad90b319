/**
 * DECISIONS.md "Support and deletion: download my data", attacked. A
 * member's copy (members-downloadMyData) holds only their own records: a request naming another
 * member's login, membership number or record is refused, and what the caller gets back holds
 * nothing of the other member. Copies are limited per member and London day, so a flood of
 * exports is refused once the limit is spent, and spends nothing of another member's. Runs on the
 * in-memory backend and on the production adapters over the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import {
  DATA_EXPORTS_PER_DAY,
  TOO_MANY_DATA_EXPORTS,
} from '../../../functions/src/domain/dataExport';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember, aVenue, anEvent } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackSuite, attackSubject, attempt, refusal } from './target';

// Tuesday 10 March 2026, 12:00 in London.
const NOW = '2026-03-10T12:00:00.000Z';
const VENUE_ID = 6;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A member whose every record carries a word of their own, to find it in a copy. */
function aMemberNamed(name: string, customerNumber: string): MemberRecord {
  return aMember()
    .withCustomerNumber(customerNumber)
    .withHomeCasino(VENUE_ID)
    .withEmail(`${name.toLowerCase()}-${unique()}@example.com`)
    .with({ id: `crm-${name.toLowerCase()}-${unique()}`, first_name: name, last_name: name })
    .build();
}

async function twoMembersWithRecords(target: Parameters<AttackSuite>[0]) {
  const tag = String(Date.now() % 1_000_000).padStart(6, '0');
  const caller = aMemberNamed('Callerson', `71${tag}`);
  const other = aMemberNamed('Otherwise', `72${tag}`);
  const seed = emptyMemoryState();
  seed.venues[String(VENUE_ID)] = aVenue(VENUE_ID);
  const event = anEvent(VENUE_ID, { id: `export-event-${tag}`, uri: `events/export-${tag}` });
  seed.events[event.id] = event;
  for (const member of [caller, other]) {
    seed.members[member.customer_number] = member;
    seed.plays[`${member.customer_number}|wheel|2026-03-09`] = {
      userId: `login-of-${member.first_name}`,
      customerNumber: member.customer_number,
      gameId: 'wheel',
      timestamp: '2026-03-09T20:00:00.000Z',
      prizeName: `${member.first_name} prize`,
      win: true,
    };
    seed.rsvps[`${event.id}|${member.customer_number}`] = {
      eventId: event.id,
      customerNumber: member.customer_number,
      homeCasinoName: `${member.first_name} casino`,
      at: '2026-03-08T10:00:00.000Z',
    };
  }
  const world = await target.start(seed, NOW);
  const login = (member: MemberRecord) =>
    world.login(member.email, { memberships: [member.customer_number] });
  const [callerLogin, otherLogin] = [await login(caller), await login(other)];
  for (const [member, uid] of [
    [caller, callerLogin.uid],
    [other, otherLogin.uid],
  ] as const) {
    // Through the adapter: the Firestore seed writes no desk entries.
    await world.adapters.deskAudit.append({
      at: '2026-03-09T21:00:00.000Z',
      action: 'redeem',
      staffUid: 'desk-staff',
      staffEmail: 'desk@example.com',
      venueId: VENUE_ID,
      codeKind: 'voucher',
      code: `${member.first_name}-code`,
      outcome: 'redeemed',
      customerNumber: member.customer_number,
      voucherId: `${member.first_name}-voucher`,
    });
    await world.adapters.passkeys.add({
      id: `passkey-${member.first_name}-${tag}`,
      uid,
      publicKey: `key-${member.first_name}`,
      counter: 0,
      transports: ['internal'],
      name: `${member.first_name} phone`,
      createdAt: '2026-03-01T09:00:00.000Z',
      lastUsedAt: null,
    });
  }
  for (const [member, ctx] of [
    [caller, callerLogin.ctx],
    [other, otherLogin.ctx],
  ] as [MemberRecord, CallContext][]) {
    await world.backend.handlers['members-submitTicket'](
      {
        values: {
          name: member.first_name,
          email: member.email,
          membershipNumber: member.customer_number,
          topic: 'Account',
          message: `${member.first_name} writes to support`,
        },
        idempotencyKey: `export-attack-${member.customer_number}-${tag}`,
      },
      ctx,
    );
  }
  return { world, caller, other, callerLogin, otherLogin };
}

const dataExport: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`26. download my data (${target.label})`, () => {
    it('data export of another member: a request naming them is refused, and the caller’s own copy holds nothing of theirs', async () => {
      const { world, caller, other, callerLogin, otherLogin } = await twoMembersWithRecords(target);
      const tries: [string, unknown][] = [
        ['their login', { uid: otherLogin.uid }],
        ['their membership number', { customerNumber: other.customer_number }],
        ['their record id', { crmId: other.id }],
        ['their email', { email: other.email }],
        ['their number as a membership list', { memberships: [other.customer_number] }],
      ];

      await tallyEach(
        'attacks',
        attackSubject('26. data export of another member', target),
        tries,
        async ([, request]) => {
          const outcome = await attempt(world, 'members-downloadMyData', request, callerLogin.ctx);
          expect(outcome).toEqual({
            refused: expect.objectContaining({ code: 'invalid-argument' }),
          });
          expect(JSON.stringify(outcome)).not.toContain('Otherwise');
        },
      );
      const own = await world.backend.handlers['members-downloadMyData']({}, callerLogin.ctx);
      const text = JSON.stringify(own);
      for (const theirs of [other.first_name, other.email, other.customer_number, other.id]) {
        expect(text).not.toContain(theirs);
      }
      expect(own.data.member.customer_number).toBe(caller.customer_number);
      expect(own.data.plays.map((play) => play.prizeName)).toEqual(['Callerson prize']);
      expect(own.data.rsvps.map((rsvp) => rsvp.homeCasinoName)).toEqual(['Callerson casino']);
      expect(own.data.tickets.map((ticket) => ticket.message)).toEqual([
        'Callerson writes to support',
      ]);
      expect(own.data.passkeys.map((passkey) => passkey.name)).toEqual(['Callerson phone']);
      expect(own.data.deskScans.map((scan) => scan.voucherId)).toEqual(['Callerson-voucher']);
      expect(text).not.toContain('Callerson-code');
      // Signed out, nobody's copy is served.
      expect((await refusal(world, 'members-downloadMyData', {}, {})).code).toBe('unauthenticated');
    });

    it('export flooding: past the day’s copies every request is refused, saying when to try again; another member is still served', async () => {
      const { world, callerLogin, otherLogin } = await twoMembersWithRecords(target);
      for (let copy = 0; copy < DATA_EXPORTS_PER_DAY; copy += 1) {
        await world.backend.handlers['members-downloadMyData']({}, callerLogin.ctx);
      }
      const flood = Array.from({ length: 20 }, (_, index) => index);

      await tallyEach('attacks', attackSubject('26. export flooding', target), flood, async () => {
        const error = await refusal(world, 'members-downloadMyData', {}, callerLogin.ctx);
        expect({ code: error.code, message: error.message }).toEqual({
          code: 'resource-exhausted',
          message: TOO_MANY_DATA_EXPORTS,
        });
      });
      const theirs = await attempt(world, 'members-downloadMyData', {}, otherLogin.ctx);
      expect(theirs).toEqual({ answered: expect.objectContaining({ success: true }) });
      // The limit is the London day's: after midnight the member is served again.
      world.clock.set(new Date('2026-03-11T00:00:01.000Z'));
      const tomorrow = await attempt(world, 'members-downloadMyData', {}, callerLogin.ctx);
      expect(tomorrow).toEqual({ answered: expect.objectContaining({ success: true }) });
    });
  });
};

export default dataExport;
