/**
 * DECISIONS.md "Safer gambling: marketing consent per channel", attacked. Consent and
 * its history change only on the caller's own record, through members-updateProfile; the server
 * stamps every history entry (a forged one is not heard); a 'push' or unknown channel is refused
 * with one message; a flood of the same request writes nothing past the first change. Runs on the
 * in-memory backend and on the production adapters over the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import {
  CONSENT_HISTORY_ENTRIES_PER_DAY,
  STOP_ALL_MAX_ENTRIES,
  TOO_MANY_CONSENT_CHANGES,
} from '../../../functions/src/domain/consentLimits';
import { MARKETING_CHANNELS_ONLY } from '@met/scheme/contract';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember } from '../../functions/builders';
import { tallied, tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject, attempt, refusal } from './target';

const NOW = '2026-11-26T21:40:00.000Z';
const ALL_OFF = { email: false, sms: false, phone: false, post: false };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const aMemberNamed = (label: string) =>
  aMember().withEmail(`${label}-${unique()}@example.com`).build();

/** The membership's consent history as kept, oldest first. */
async function historyOf(world: AttackBackend, customerNumber: string) {
  const member = await world.adapters.members.findByCustomerNumber(customerNumber);
  return member ? (await world.adapters.members.consentHistoryOf(member)).reverse() : [];
}

async function startWorld(target: Parameters<AttackSuite>[0], members: MemberRecord[]) {
  const seed = emptyMemoryState();
  for (const member of members) seed.members[member.customer_number] = member;
  return target.start(seed, NOW);
}

const consent: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`26. marketing consent (${target.label})`, () => {
    it("a member cannot change another member's consent or stop their marketing", async () => {
      const victim = aMemberNamed('victim');
      const attacker = aMemberNamed('attacker');
      const world = await startWorld(target, [victim, attacker]);
      const { ctx } = await world.login(attacker.email, {
        memberships: [attacker.customer_number],
      });
      const requests = [
        { location: 'gb', crmId: victim.id, values: { stopAllMarketing: true } },
        { location: 'gb', crmId: victim.id, values: { communications: ALL_OFF } },
        {
          location: 'gb',
          crmId: attacker.id,
          customerNumber: victim.customer_number,
          values: { communications: ALL_OFF },
        },
      ];

      await tallyEach(
        'attacks',
        attackSubject('26. consent change for another member', target),
        requests,
        async (request) => {
          const outcome = await attempt(world, 'members-updateProfile', request, ctx);
          if ('refused' in outcome) expect(outcome.refused.code).toBe('permission-denied');
          const stored = await world.adapters.members.findByCustomerNumber(victim.customer_number);
          expect(stored?.communications).toEqual(victim.communications);
          expect(await historyOf(world, victim.customer_number)).toEqual([]);
        },
      );
    });

    it("forged history is not heard and a 'push' channel is refused", async () => {
      const member = aMemberNamed('forger');
      const world = await startWorld(target, [member]);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });

      await tallied('attacks', attackSubject('26. consent: forged history', target), async () => {
        await world.backend.handlers['members-updateProfile'](
          {
            location: 'gb',
            crmId: member.id,
            consentHistory: [{ channel: 'post', given: true, at: '2020-01-01T00:00:00.000Z' }],
            values: {
              communications: { ...ALL_OFF, post: true },
              consentHistory: [
                {
                  channel: 'post',
                  given: true,
                  at: '2020-01-01T00:00:00.000Z',
                  how: 'registration',
                },
              ],
            },
          },
          ctx,
        );
        expect(await historyOf(world, member.customer_number)).toEqual([
          { channel: 'email', given: false, at: NOW, how: 'settings' },
          { channel: 'post', given: true, at: NOW, how: 'settings' },
        ]);
      });
      await tallied('attacks', attackSubject("26. consent: a 'push' channel", target), async () => {
        const error = await refusal(
          world,
          'members-updateProfile',
          {
            location: 'gb',
            crmId: member.id,
            values: { communications: { ...ALL_OFF, push: true } },
          },
          ctx,
        );
        expect(error.message).toBe(MARKETING_CHANNELS_ONLY);
      });
    });

    it('a flood of the same consent request or of stop-all writes one entry per real change', async () => {
      const member = aMemberNamed('flooder');
      const world = await startWorld(target, [member]);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });
      const floods = [
        ...Array.from({ length: 20 }, () => ({ communications: { ...ALL_OFF, sms: true } })),
        ...Array.from({ length: 20 }, () => ({ stopAllMarketing: true })),
      ];

      await tallied('attacks', attackSubject('26. consent flooding', target), async () => {
        for (const values of floods) {
          await world.backend.handlers['members-updateProfile'](
            { location: 'gb', crmId: member.id, values },
            ctx,
          );
        }
        const stored = await world.adapters.members.findByCustomerNumber(member.customer_number);
        expect(stored?.communications).toEqual(ALL_OFF);
        // aMember() starts with email on: email off and SMS on, then SMS off by stop-all.
        expect(await historyOf(world, member.customer_number)).toEqual([
          { channel: 'email', given: false, at: NOW, how: 'settings' },
          { channel: 'sms', given: true, at: NOW, how: 'settings' },
          { channel: 'sms', given: false, at: NOW, how: 'stop-all' },
        ]);
      });
    });

    it("a script flipping a channel is refused past the day's budget, and stop-all still works", async () => {
      // Email on, the rest off: every flip of SMS below is a real change.
      const member = { ...aMemberNamed('flipper'), communications: { ...ALL_OFF, email: true } };
      const world = await startWorld(target, [member]);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });
      const flip = (index: number) => ({
        location: 'gb',
        crmId: member.id,
        values: { communications: { ...ALL_OFF, email: true, sms: index % 2 === 0 } },
      });
      const room = CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES;
      for (let index = 0; index < room; index += 1) {
        await world.backend.handlers['members-updateProfile'](flip(index), ctx);
      }
      // SMS is off after the last flip (an odd index), so every request of the flood is a change.
      const flood = Array.from({ length: 20 }, () => 0);

      await tallyEach(
        'attacks',
        attackSubject('26. consent change flooding', target),
        flood,
        async (index) => {
          const error = await refusal(world, 'members-updateProfile', flip(index), ctx);
          expect({ code: error.code, message: error.message }).toEqual({
            code: 'resource-exhausted',
            message: TOO_MANY_CONSENT_CHANGES,
          });
        },
      );
      expect(await historyOf(world, member.customer_number)).toHaveLength(room);
      // The right to object is absolute: stop all marketing is never refused.
      const stop = await attempt(
        world,
        'members-updateProfile',
        { location: 'gb', crmId: member.id, values: { stopAllMarketing: true } },
        ctx,
      );
      expect(stop).toEqual({ answered: expect.objectContaining({ success: true }) });
      const stopped = await world.adapters.members.findByCustomerNumber(member.customer_number);
      expect(stopped?.communications).toEqual(ALL_OFF);
    });
  });
};

export default consent;
