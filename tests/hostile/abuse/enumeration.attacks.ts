/**
 * DECISIONS.md "Account and mail: enumeration, mail limits and dev links": telling known emails
 * from unknown ones. An anonymous caller asking for a verification mail gets one answer whether the
 * email is unknown, has an unverified login or a verified one, however often it asks (a mail the
 * mailbox limits hold back is not told); and the caller's limit applies before anything depends on
 * whether the email is known, so its refusal is the same for both. (The reset's 'create a new one'
 * for an unknown email is the spec's own, section 8, and stays; a reset refused for a recent one
 * therefore tells nothing new.)
 */
import { describe, expect, it } from 'vitest';
import { MAIL_CALLS_PER_CALLER } from '../../../functions/src/domain/mailLimits';
import { tallyEach } from '../tally';
import {
  aJoinableWorld,
  ATTACK_NOW,
  resendRequest,
  resetRequest,
  rotatingCaller,
  uniqueEmail,
} from './accountMailRequests';
import { attackSubject, attempt, type AttackSuite } from './target';

const SUBJECT = '4. telling known emails from unknown';

const suite: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${SUBJECT} (${target.label})`, () => {
    it('resend verification answers an anonymous caller alike for unknown, unverified and verified emails', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const unverified = uniqueEmail('unverified');
      const verified = uniqueEmail('verified');
      await world.login(unverified, { verified: false });
      await world.login(verified, { verified: true });
      const cases = [uniqueEmail('unknown'), unverified, verified];

      await tallyEach('attacks', attackSubject(SUBJECT, target), cases, async (email) => {
        const outcome = await attempt(world, 'users-resendVerificationEmail', resendRequest(email));

        expect(outcome).toEqual({ answered: { success: true } });
      });
    });

    it('resend verification answers a known and an unknown email alike however often it is asked', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const known = uniqueEmail('known');
      await world.login(known, { verified: false });
      const cases = [known, uniqueEmail('unknown')];
      const answers: unknown[] = [];

      await tallyEach('attacks', attackSubject(SUBJECT, target), cases, async (email) => {
        const seen = [];
        for (let n = 0; n < 6; n += 1) {
          seen.push(
            await attempt(
              world,
              'users-resendVerificationEmail',
              resendRequest(email),
              rotatingCaller(n),
            ),
          );
        }
        expect(new Set(seen.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
        answers.push(seen[0]);
      });
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual({ answered: { success: true } });
    });

    it.each([
      ['users-sendPasswordReset', resetRequest],
      ['users-resendVerificationEmail', resendRequest],
    ] as const)(
      '%s refuses a known and an unknown email alike once the caller address has spent its limit',
      async (callable, request) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const known = uniqueEmail('known');
        await world.login(known, { verified: false });
        const caller = { callerAddress: '203.0.113.99' };
        for (let n = 0; n < MAIL_CALLS_PER_CALLER.limit; n += 1) {
          await attempt(world, callable, request(uniqueEmail(`spent${n}`)), caller);
        }
        const refusals: unknown[] = [];

        await tallyEach(
          'attacks',
          attackSubject(SUBJECT, target),
          [known, uniqueEmail('unknown')],
          async (email) => {
            const outcome = await attempt(world, callable, request(email), caller);
            const refused = 'refused' in outcome ? outcome.refused : undefined;
            expect(refused?.code).toBe('resource-exhausted');
            refusals.push({ code: refused?.code, message: refused?.message });
          },
        );
        expect(refusals[0]).toEqual(refusals[1]);
      },
    );
  });
};

export default suite;
