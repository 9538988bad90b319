/**
 * DECISIONS.md "Account and mail: enumeration, mail limits and dev links": telling known emails
 * from unknown ones. An anonymous caller asking for a verification mail gets one answer whether the
 * email is unknown, has an unverified login or a verified one; and every mail call's limit applies
 * before anything depends on whether the email is known, so a limit refusal is the same for both.
 * (The reset's 'create a new one' for an unknown email is the spec's own, section 8, and stays.)
 */
import { describe, expect, it } from 'vitest';
import { MAILS_PER_RECIPIENT } from '../../../functions/src/domain/mailLimits';
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

    it.each([
      ['users-sendPasswordReset', resetRequest, 'password-reset'],
      ['users-resendVerificationEmail', resendRequest, 'verification'],
    ] as const)(
      '%s refuses a known and an unknown email alike once their limit is spent',
      async (callable, request, kind) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const known = uniqueEmail('known');
        await world.login(known, { verified: false });
        const cases = [known, uniqueEmail('unknown')];
        const refusals: unknown[] = [];

        await tallyEach('attacks', attackSubject(SUBJECT, target), cases, async (email) => {
          const calls = MAILS_PER_RECIPIENT[kind].limit + 1;
          let last: Awaited<ReturnType<typeof attempt>> | undefined;
          for (let n = 0; n < calls; n += 1) {
            last = await attempt(world, callable, request(email), rotatingCaller(n));
          }
          const refused = last !== undefined && 'refused' in last ? last.refused : undefined;
          expect(refused?.code).toBe('resource-exhausted');
          refusals.push({ code: refused?.code, message: refused?.message });
        });
        expect(refusals[0]).toEqual(refusals[1]);
      },
    );
  });
};

export default suite;
