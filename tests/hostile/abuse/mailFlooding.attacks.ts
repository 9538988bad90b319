/**
 * DECISIONS.md "Account and mail: enumeration, mail limits and dev links": mail without limits.
 * Every mail-sending callable is limited per caller address, and what reaches one mailbox (its
 * +tags included) is limited to a day's allowance of each kind, each mail waiting longer than the
 * one before, and the owner asking is told when the last link went; no mail to an
 * address nobody has confirmed carries the caller's words; and a join with someone else's address
 * tells its owner only the casino's own words.
 */
import { describe, expect, it } from 'vitest';
import {
  MAIL_CALLS_PER_CALLER,
  MAIL_COOLDOWN,
  MAILS_PER_RECIPIENT,
} from '../../../functions/src/domain/mailLimits';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { tallied, tallyEach } from '../tally';
import {
  aJoinableWorld,
  ATTACK_NOW,
  joinRequest,
  resendRequest,
  resetRequest,
  rotatingCaller,
  uniqueEmail,
} from './accountMailRequests';
import { ATTACK_PASSWORD, attackSubject, attempt, refusal, type AttackSuite } from './target';

const FLOODING = '5. mail flooding one recipient';
const CALLER_TEXT = '5. caller text in mail to unconfirmed addresses';
const SQUATTING = "5. joining with someone else's address";
const MINUTE = 60 * 1000;
const FLOOD = 50;

/** Words a caller chose, which must never reach a mail to an unconfirmed address. */
const CALLER_WORDS = { firstName: 'Zebedee', lastName: 'Quatermass', mobilePhone: '07700 900999' };

const suite: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${FLOODING} (${target.label})`, () => {
    it.each([
      ['users-sendPasswordReset', resetRequest, true],
      ['users-resendVerificationEmail', resendRequest, false],
    ] as const)(
      `${FLOOD} %s requests a minute apart, from ${FLOOD} addresses, mail one victim at most one every cooldown`,
      async (callable, request, verified) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const victim = uniqueEmail('victim');
        await world.login(victim, { verified });

        await tallied('attacks', attackSubject(FLOODING, target), async () => {
          for (let n = 0; n < FLOOD; n += 1) {
            await attempt(world, callable, request(victim), rotatingCaller(n));
            world.clock.advanceBy(MINUTE);
          }
          const mails = (await world.mails()).filter((mail) => mail.to === victim);
          expect(mails.length).toBeGreaterThan(0);
          expect(mails.length).toBeLessThanOrEqual(
            Math.ceil((FLOOD * MINUTE) / MAIL_COOLDOWN.windowMs),
          );
        });
      },
    );

    it('one caller address joining with many addresses is stopped at its allowance', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const caller = { callerAddress: '203.0.113.7' };
      const victims = Array.from({ length: MAIL_CALLS_PER_CALLER.limit + 5 }, (_, n) =>
        uniqueEmail(`victim${n}`),
      );

      await tallied('attacks', attackSubject(FLOODING, target), async () => {
        const outcomes = [];
        for (const victim of victims) {
          outcomes.push(
            await attempt(world, 'members-registerAccount', joinRequest(victim), caller),
          );
        }
        const refused = outcomes.filter((outcome) => 'refused' in outcome);
        expect(refused).toHaveLength(5);
        expect(refused.map((outcome) => 'refused' in outcome && outcome.refused.code)).toEqual(
          Array(5).fill('resource-exhausted'),
        );
        expect(await world.mails()).toHaveLength(MAIL_CALLS_PER_CALLER.limit);
      });
    });
  });

  describe.skipIf(target.skipReason() !== null)(`${CALLER_TEXT} (${target.label})`, () => {
    it('the welcome, verification and resent verification mails carry none of the caller’s words', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const victim = uniqueEmail('victim');
      const joined = await attempt(
        world,
        'members-registerAccount',
        joinRequest(victim, CALLER_WORDS),
      );
      const customerNumber = 'answered' in joined ? joined.answered.data.customerNumber : '';
      await attempt(world, 'users-createUser', {
        ...CALLER_WORDS,
        dob: '1991-12-26',
        email: victim,
        customerNumber,
        password: ATTACK_PASSWORD,
        devMode: false,
        devDomain: '',
      });
      await attempt(world, 'users-resendVerificationEmail', resendRequest(victim));
      const mails = (await world.mails()).filter((mail) => mail.to === victim);

      // Whatever else createUser mails (decided elsewhere), these two are sent.
      expect(mails.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining(['Welcome to Met Rewards', 'Verify your email address']),
      );
      await tallyEach('attacks', attackSubject(CALLER_TEXT, target), mails, (mail) => {
        for (const words of Object.values(CALLER_WORDS)) {
          expect(`${mail.subject} ${mail.text}`).not.toContain(words);
        }
      });
    });
  });

  describe.skipIf(target.skipReason() !== null)(`${SQUATTING} (${target.label})`, () => {
    it("the address's owner hears only the casino's words, and repeats are limited", async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const victim = uniqueEmail('victim');

      await tallied('attacks', attackSubject(SQUATTING, target), async () => {
        const first = await attempt(
          world,
          'members-registerAccount',
          joinRequest(victim, CALLER_WORDS),
          rotatingCaller(0),
        );
        const outcomes = [];
        for (let n = 1; n <= FLOOD; n += 1) {
          outcomes.push(
            await attempt(
              world,
              'members-registerAccount',
              joinRequest(victim, CALLER_WORDS),
              rotatingCaller(n),
            ),
          );
        }
        const welcomes = (await world.mails()).filter((mail) => mail.to === victim);

        expect(first).toMatchObject({ answered: { data: { success: true } } });
        // Each join may take the unconfirmed address over from the last, so each is welcomed,
        // but only as often as the recipient's join allowance lets anyone join with it.
        expect(welcomes.length).toBeGreaterThan(0);
        expect(welcomes.length).toBeLessThanOrEqual(MAILS_PER_RECIPIENT.welcome.limit);
        for (const welcome of welcomes) {
          for (const words of Object.values(CALLER_WORDS)) {
            expect(welcome.text).not.toContain(words);
          }
        }
        // Probing the address by joining again is limited like any other mail call.
        expect(
          outcomes.some(
            (outcome) => 'refused' in outcome && outcome.refused.code === 'resource-exhausted',
          ),
        ).toBe(true);
      });
    });

    it.each([
      ['before', 'squatter', 'owner'],
      ['after', 'owner', 'squatter'],
    ] as const)(
      "a squatter joining %s the address's owner does not keep the owner out of their own membership",
      async (_order, firstJoiner, secondJoiner) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const owner = uniqueEmail('owner');
        const dobs = { owner: '1991-12-26', squatter: '1979-02-03' };
        const join = (who: 'owner' | 'squatter', n: number) =>
          attempt(
            world,
            'members-registerAccount',
            joinRequest(owner, who === 'squatter' ? { ...CALLER_WORDS, dob: dobs.squatter } : {}),
            rotatingCaller(n),
          );

        await tallied('attacks', attackSubject(SQUATTING, target), async () => {
          const joins = { [firstJoiner]: await join(firstJoiner, 1) };
          joins[secondJoiner] = await join(secondJoiner, 2);
          const numbers = Object.fromEntries(
            Object.entries(joins).map(([who, outcome]) => [
              who,
              'answered' in outcome ? outcome.answered.data.customerNumber : `refused: ${who}`,
            ]),
          );
          const created = await attempt(world, 'users-createUser', {
            firstName: 'Charles',
            lastName: 'Babbage',
            email: owner,
            customerNumber: numbers.owner,
            dob: dobs.owner,
            password: ATTACK_PASSWORD,
            devMode: false,
            devDomain: '',
          });

          expect(joins.squatter).toMatchObject({ answered: { data: { success: true } } });
          expect(joins.owner).toMatchObject({ answered: { data: { success: true } } });
          expect(numbers.owner).not.toBe(numbers.squatter);
          expect(created).toEqual({ answered: { success: true } });
          const login = await world.adapters.identity.getUserByEmail(owner);
          const profile = await world.adapters.appData.findProfileByMembership(numbers.owner!);
          expect(profile?.uid).toBe(login?.uid);
          // The squatter's membership stays the casino's record, with its own number.
          expect(
            await world.adapters.members.findByCustomerNumber(numbers.squatter!),
          ).toMatchObject({ customer_number: numbers.squatter, dob: dobs.squatter });
        });
      },
    );

    it('a membership whose login holds the address still refuses a second join', async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const owner = uniqueEmail('owner');
      const joined = await attempt(
        world,
        'members-registerAccount',
        joinRequest(owner),
        rotatingCaller(1),
      );
      const customerNumber = 'answered' in joined ? joined.answered.data.customerNumber : '';
      await attempt(world, 'users-createUser', {
        firstName: 'Charles',
        lastName: 'Babbage',
        email: owner,
        customerNumber,
        dob: '1991-12-26',
        password: ATTACK_PASSWORD,
        devMode: false,
        devDomain: '',
      });

      await tallied('attacks', attackSubject(SQUATTING, target), async () => {
        const refused = await refusal(
          world,
          'members-registerAccount',
          joinRequest(owner.toUpperCase(), CALLER_WORDS),
          rotatingCaller(2),
        );

        expect(refused).toMatchObject({ code: 'aborted', message: MESSAGES.emailHasMembership });
        expect(await world.adapters.members.findByEmail(owner)).toMatchObject({
          customer_number: customerNumber,
        });
      });
    });
  });
};

const OWNER_RESET = 'the owner asking while an attacker floods is told when the last reset went';
const PLUS_ADDRESSES = "plus-addresses share one mailbox's mail budget";

/** The owner's own request during a flood is answered with when the last reset link went. */
const ownerMail: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${OWNER_RESET} (${target.label})`, () => {
    it("resets and verification resends sent at the owner's mailbox past its day's allowance leave the owner told when the last link went", async () => {
      const world = await target.start(aJoinableWorld(), ATTACK_NOW);
      const owner = uniqueEmail('owner');
      await world.login(owner, { verified: false });
      const ownerCaller = { callerAddress: '203.0.113.200' };
      const resetsTo = async () =>
        (await world.mails()).filter(
          (mail) => mail.to === owner && mail.subject === 'Reset your password',
        );

      await tallied('attacks', attackSubject(OWNER_RESET, target), async () => {
        // Each cooldown, a reset and a resend, to the address or a +tag of it, from new addresses,
        // for longer than the day's allowance of resets takes to spend.
        let lastResetAt = '';
        for (let n = 0; n < 60; n += 1) {
          const tagged = owner.replace('@', `+x${n}@`);
          const before = (await resetsTo()).length;
          await attempt(
            world,
            'users-sendPasswordReset',
            resetRequest(owner),
            rotatingCaller(2 * n),
          );
          if ((await resetsTo()).length > before) lastResetAt = world.clock.now().toISOString();
          await attempt(
            world,
            'users-resendVerificationEmail',
            resendRequest(n % 2 === 0 ? owner : tagged),
            rotatingCaller(2 * n + 1),
          );
          world.clock.advanceBy(5 * MAIL_COOLDOWN.windowMs);
        }
        const before = (await world.mails()).filter((mail) => mail.to === owner);
        const outcome = await attempt(
          world,
          'users-sendPasswordReset',
          resetRequest(owner),
          ownerCaller,
        );
        const after = (await world.mails()).filter((mail) => mail.to === owner);

        expect(outcome).toEqual({
          answered: { success: true, lastSentAt: lastResetAt, nextSendAt: expect.any(String) },
        });
        expect(after).toHaveLength(before.length);
        // The flood reached the mailbox no more than each kind's day's allowance.
        expect(before.filter((mail) => mail.subject === 'Reset your password').length).toBe(
          MAILS_PER_RECIPIENT['password-reset'].limit,
        );
        expect(before.length).toBeLessThanOrEqual(
          MAILS_PER_RECIPIENT['password-reset'].limit + MAILS_PER_RECIPIENT.verification.limit,
        );
      });
    });
  });

  describe.skipIf(target.skipReason() !== null)(`${PLUS_ADDRESSES} (${target.label})`, () => {
    it.each([
      ['users-sendPasswordReset', resetRequest, true],
      ['users-resendVerificationEmail', resendRequest, false],
    ] as const)(
      '%s to name+1@, name+2@… in one minute reaches the mailbox once',
      async (callable, request, verified) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const owner = uniqueEmail('owner');
        const tagged = Array.from({ length: 8 }, (_, n) => owner.replace('@', `+${n}@`));
        // Each tagged address has a login of its own, so each would be mailed were it a mailbox.
        for (const address of tagged) await world.login(address, { verified });

        await tallied('attacks', attackSubject(PLUS_ADDRESSES, target), async () => {
          for (const [n, address] of tagged.entries()) {
            await attempt(world, callable, request(address), rotatingCaller(n));
          }
          const mailbox = (await world.mails()).filter((mail) => tagged.includes(mail.to));

          expect(mailbox).toHaveLength(1);
        });
      },
    );
  });
};

const suites: AttackSuite = (target) => {
  suite(target);
  ownerMail(target);
};

export default suites;
