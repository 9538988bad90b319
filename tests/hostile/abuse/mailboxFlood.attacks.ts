/**
 * DECISIONS.md "Account and mail: enumeration, mail limits and dev links": a day of mail to one
 * mailbox. Two caller addresses, each well inside its own call limit, ask all day for password
 * resets and verification resends for a member's verified login. What reaches the mailbox stays
 * bounded per kind, each repeat waits longer than the one before, "already verified" goes out at
 * most once a day, and the owner's own request in the middle of it is told when the last link went.
 */
import { describe, expect, it } from 'vitest';
import {
  MAIL_CALLS_PER_CALLER,
  MAILS_PER_RECIPIENT,
} from '../../../functions/src/domain/mailLimits';
import type { Mail } from '../../../functions/src/ports/Mailer';
import { tallied } from '../tally';
import {
  aJoinableWorld,
  ATTACK_NOW,
  resendRequest,
  resetRequest,
  uniqueEmail,
} from './accountMailRequests';
import { attackSubject, attempt, type AttackBackend, type AttackSuite } from './target';

const FLOOD = 'M5. two addresses flood one mailbox with resets and resends for a day';
const OWNER_TOLD = 'M5. the owner asking during a flood is told when the last link went';
const DAY = 24 * 60 * 60 * 1000;
/** Requests of each kind from each attacking address in the day. */
const REQUESTS_PER_KIND = 109;
const ATTACKERS = [{ callerAddress: '203.0.113.41' }, { callerAddress: '203.0.113.42' }];
const OWNER_CALLER = { callerAddress: '198.51.100.77' };
const RESET = 'Reset your password';
const ALREADY_VERIFIED = 'Your email address is already verified';
const VERIFY = 'Verify your email address';

interface Delivered {
  mail: Mail;
  at: number;
}

/** Every mail to `to` since the last look, stamped with the backend's time now. */
function mailWatcher(world: AttackBackend, to: string) {
  const delivered: Delivered[] = [];
  let seen = 0;
  return {
    delivered,
    async look() {
      const mails = (await world.mails()).filter((mail) => mail.to === to);
      for (const mail of mails.slice(seen))
        delivered.push({ mail, at: world.clock.now().getTime() });
      seen = mails.length;
    },
    of: (subject: string) => delivered.filter(({ mail }) => mail.subject === subject),
  };
}

/** The gaps between mails, in order. */
const gapsOf = (mails: Delivered[]) => mails.slice(1).map(({ at }, n) => at - mails[n]!.at);

const suite: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${FLOOD} (${target.label})`, () => {
    it(`${ATTACKERS.length} addresses × ${REQUESTS_PER_KIND} resets and resends a day leave a bounded, slowing trickle, and the owner is told when the last link went`, async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const victim = uniqueEmail('victim');
      await world.login(victim, { verified: true });
      const watcher = mailWatcher(world, victim);
      const step = Math.floor(DAY / REQUESTS_PER_KIND);
      // Each address stays far inside its own call limit: the flood is not refused as a caller's.
      expect((2 * MAIL_CALLS_PER_CALLER.windowMs) / step).toBeLessThan(MAIL_CALLS_PER_CALLER.limit);

      await tallied('attacks', attackSubject(FLOOD, target), async () => {
        let ownerAnswer: unknown;
        let lastResetBeforeOwner: number | undefined;
        let ownerAskedAt = 0;
        for (let n = 0; n < REQUESTS_PER_KIND; n += 1) {
          for (const attacker of ATTACKERS) {
            const reset = await attempt(
              world,
              'users-sendPasswordReset',
              resetRequest(victim),
              attacker,
            );
            const resend = await attempt(
              world,
              'users-resendVerificationEmail',
              resendRequest(victim),
              attacker,
            );
            // What a stranger hears for a known address tells them nothing new.
            expect(reset).toMatchObject({ answered: { success: true } });
            expect(resend).toEqual({ answered: { success: true } });
          }
          await watcher.look();
          if (n === Math.floor(REQUESTS_PER_KIND / 2)) {
            lastResetBeforeOwner = watcher.of(RESET).at(-1)?.at;
            world.clock.advanceBy(60_000);
            ownerAskedAt = world.clock.now().getTime();
            const asked = await attempt(
              world,
              'users-sendPasswordReset',
              resetRequest(victim),
              OWNER_CALLER,
            );
            ownerAnswer = 'answered' in asked ? asked.answered : asked.refused;
            await watcher.look();
          }
          world.clock.advanceBy(step);
        }

        const resets = watcher.of(RESET);
        const alreadyVerified = watcher.of(ALREADY_VERIFIED);
        expect(resets.length).toBeGreaterThan(0);
        expect(resets.length).toBeLessThanOrEqual(MAILS_PER_RECIPIENT['password-reset'].limit);
        expect(alreadyVerified).toHaveLength(1);
        expect(watcher.of(VERIFY)).toHaveLength(0);
        // Each repeat waits at least as long as the one before, and the later ones far longer.
        const gaps = gapsOf(resets);
        for (let n = 1; n < gaps.length; n += 1)
          expect(gaps[n]).toBeGreaterThanOrEqual(gaps[n - 1]!);
        expect(gaps.at(-1)!).toBeGreaterThan(gaps[0]!);
        // The owner, mid-flood, is told when the last link went, not sent another.
        expect(lastResetBeforeOwner).toBeDefined();
        expect(ownerAnswer).toEqual({
          success: true,
          lastSentAt: new Date(lastResetBeforeOwner!).toISOString(),
          nextSendAt: expect.any(String),
        });
        expect(Date.parse((ownerAnswer as { nextSendAt: string }).nextSendAt)).toBeGreaterThan(
          ownerAskedAt,
        );
      });
    }, 120_000);
  });

  describe.skipIf(target.skipReason() !== null)(`${OWNER_TOLD} (${target.label})`, () => {
    it('the signed-in owner of an unverified login hears when the last verification link went; a stranger hears only success', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const victim = uniqueEmail('victim');
      const owner = await world.login(victim, { verified: false });
      const watcher = mailWatcher(world, victim);

      await tallied('attacks', attackSubject(OWNER_TOLD, target), async () => {
        const first = await attempt(
          world,
          'users-resendVerificationEmail',
          resendRequest(victim),
          ATTACKERS[0],
        );
        await watcher.look();
        const sentAt = watcher.of(VERIFY).at(-1)?.at;
        world.clock.advanceBy(30_000);
        const stranger = await attempt(
          world,
          'users-resendVerificationEmail',
          resendRequest(victim),
          ATTACKERS[1],
        );
        const unknown = await attempt(
          world,
          'users-resendVerificationEmail',
          resendRequest(uniqueEmail('nobody')),
          ATTACKERS[1],
        );
        const own = await attempt(world, 'users-resendVerificationEmail', resendRequest(victim), {
          ...OWNER_CALLER,
          ...owner.ctx,
        });
        await watcher.look();

        expect(first).toEqual({ answered: { success: true } });
        expect(sentAt).toBeDefined();
        // Held back for a stranger: the same answer as an unknown address.
        expect(stranger).toEqual({ answered: { success: true } });
        expect(unknown).toEqual({ answered: { success: true } });
        expect(own).toEqual({
          answered: {
            success: true,
            lastSentAt: new Date(sentAt!).toISOString(),
            nextSendAt: expect.any(String),
          },
        });
        expect(watcher.of(VERIFY)).toHaveLength(1);
      });
    });
  });
};

export default suite;
