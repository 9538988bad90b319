/**
 * DECISIONS.md "Safer gambling: marketing consent per channel", attacked by the member's own
 * script: a day of consent changes and stop-all, as fast as the backend lets it. The member's
 * record must not grow with it (the history is kept apart from it), the day's history stays
 * within the budget the docs quote, and a break and the casino's self-exclusion still save.
 * Runs on the in-memory backend and on the production adapters over the Firestore and Auth
 * emulators.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import {
  CONSENT_HISTORY_ENTRIES_PER_DAY,
  TOO_MANY_CONSENT_CHANGES,
} from '../../../functions/src/domain/consentLimits';
import { aMember } from '../../functions/builders';
import { tallied } from '../tally';
import { type AttackSuite, attackSubject, attempt } from './target';

/** London midnight (GMT in November): the simulated day is one London day. */
const MIDNIGHT = '2026-11-26T00:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const ALL_OFF = { email: false, sms: false, phone: false, post: false };
const ALL_ON = { email: true, sms: true, phone: true, post: true };
/** Each hour, this many rounds of every channel on and then stop-all. */
const ROUNDS_PER_HOUR = 12;
/** A member record without a growing history: a few kilobytes at most. */
const MEMBER_RECORD_MAX_BYTES = 4_000;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const consentHistory: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`C1. consent history (${target.label})`, () => {
    it("a member's script changing consent and stopping all marketing for a day grows neither the member record nor the history past the budget, and a break and a self-exclusion still save", async () => {
      const member = {
        ...aMember().withEmail(`scripted-${unique()}@example.com`).build(),
        communications: ALL_OFF,
      };
      const seed = emptyMemoryState();
      seed.members[member.customer_number] = member;
      const world = await target.start(seed, MIDNIGHT);
      const { ctx } = await world.login(member.email, { memberships: [member.customer_number] });
      const update = (values: object) =>
        attempt(world, 'members-updateProfile', { location: 'gb', crmId: member.id, values }, ctx);

      await tallied(
        'attacks',
        attackSubject('C1. a day of scripted consent changes and stop-all', target),
        async () => {
          for (let hour = 0; hour < 24; hour += 1) {
            for (let round = 0; round < ROUNDS_PER_HOUR; round += 1) {
              const change = await update({ communications: ALL_ON });
              if ('refused' in change) {
                expect({ code: change.refused.code, message: change.refused.message }).toEqual({
                  code: 'resource-exhausted',
                  message: TOO_MANY_CONSENT_CHANGES,
                });
              }
              // Stop all marketing is never refused.
              expect(await update({ stopAllMarketing: true })).toEqual({
                answered: expect.objectContaining({ success: true }),
              });
            }
            world.clock.advanceBy(HOUR);
          }
          world.clock.set(new Date(Date.parse(MIDNIGHT) + 23 * HOUR));

          const stored = await world.adapters.members.findByCustomerNumber(member.customer_number);
          expect(stored).toBeDefined();
          expect(stored).not.toHaveProperty('consentHistory');
          expect(JSON.stringify(stored).length).toBeLessThan(MEMBER_RECORD_MAX_BYTES);
          expect(stored?.communications).toEqual(ALL_OFF);

          // The whole history, as the member's own copy of their data holds it.
          const copy = await attempt(world, 'members-downloadMyData', {}, ctx);
          if (!('answered' in copy)) throw new Error(`no data copy: ${copy.refused.message}`);
          const history = copy.answered.data.member.consentHistory;
          expect(history.length).toBeGreaterThan(0);
          expect(history.length).toBeLessThanOrEqual(CONSENT_HISTORY_ENTRIES_PER_DAY);
          // Every channel the script turned on was withdrawn again by stop-all.
          expect(history[0]).toMatchObject({ given: false, how: 'stop-all' });

          // A break, then the casino's self-exclusion, both saved on the member's record.
          const pause = await attempt(world, 'members-takeBreak', { period: '24h' }, ctx);
          expect(pause).toEqual({ answered: expect.objectContaining({ success: true }) });
          await world.wallets.changeMember(member.customer_number, { selfExcluded: true });
          const paused = await world.adapters.members.findByCustomerNumber(member.customer_number);
          expect(paused).toMatchObject({ selfExcluded: true });
          expect(paused?.breakEndsAt).toBeDefined();
        },
      );
    });
  });
};

export default consentHistory;
