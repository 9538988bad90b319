/**
 * DECISIONS.md "Account and mail: guessing limits and the planted login" (spec-decisions 25):
 * creating a login and linking a membership answer differently once number, date of birth and email
 * all match, so without a limit they are a date-of-birth oracle (about a thousand guesses find
 * one). Failed guesses are limited per membership number, per email (per login when signed in) and
 * per caller address: past the limit a right guess gets the same answer as a wrong one (a code is
 * mailed to the email on record), and the owner gets in with that code however long the attacker
 * keeps guessing. And
 * a login planted on someone else's membership is told to the membership's email on record, whose
 * link alone does not verify it.
 */
import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { GUESSES_PER_CALLER, GUESSES_PER_TARGET } from '../../../functions/src/domain/guessLimits';
import { OWNER_CODE_SUBJECT } from '../../../functions/src/domain/accountMails';
import { LOGIN_CREATED_SUBJECT } from '../../../functions/src/domain/loginCreatedMail';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { OWNER_CODE_REQUIRED, WRONG_OWNER_CODES } from '../../../functions/src/services/OwnerCheck';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember, aVenue } from '../../functions/builders';
import { tallied, tallyEach } from '../tally';
import {
  ATTACK_PASSWORD,
  type AttackBackend,
  type AttackLogin,
  type AttackSuite,
  attackSubject,
  attempt,
  refusal,
} from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const RIGHT_DOB = '1980-06-15';
/** Wrong dates of birth, as a search through the calendar would try them. */
const wrongDob = (n: number) => `1979-01-${String((n % 28) + 1).padStart(2, '0')}`;
const DEV_LINKS = { devMode: false, devDomain: '' };

let run = 0;
/** Emails, numbers and addresses no other test (or earlier run on this backend) uses. */
function unique(tag: string) {
  run += 1;
  const stamp = `${Date.now().toString(36)}${run}`;
  return {
    email: (n = 0) => `${tag}-${n}-${stamp}@example.com`,
    address: (n = 0) => `198.51.${run % 250}.${n % 250}`,
  };
}

function seedWith(members: MemberRecord[]) {
  const seed = emptyMemoryState();
  seed.venues['6'] = aVenue(6);
  for (const member of members) seed.members[member.customer_number] = member;
  return seed;
}

const createUser = (
  member: MemberRecord,
  changes: { dob?: string; email?: string; number?: string },
) => ({
  firstName: 'Eve',
  lastName: 'Guesser',
  dob: changes.dob ?? member.dob,
  email: changes.email ?? member.email,
  customerNumber: changes.number ?? member.customer_number,
  password: ATTACK_PASSWORD,
  ...DEV_LINKS,
});

const caller = (callerAddress: string, auth?: CallContext['auth']): CallContext =>
  auth === undefined ? { callerAddress } : { auth, callerAddress };

async function expectLockedOut(world: AttackBackend, call: () => Promise<unknown>) {
  const refused = await call().then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({
    code: 'resource-exhausted',
    message: MESSAGES.ownerCodeMailed,
    details: OWNER_CODE_REQUIRED,
  });
  void world;
}

const guessing: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `guessing a date of birth on the ${target.label} backend`,
    () => {
      it('after the limit answers users-createUser’s right guess as a wrong one: per number, per email and per caller address', async () => {
        type Scenario = 'per membership number' | 'per email' | 'per caller address';
        const scenarios: Scenario[] = ['per membership number', 'per email', 'per caller address'];
        await tallyEach(
          'attacks',
          attackSubject('2. date-of-birth guessing on users-createUser', target),
          scenarios,
          async (scenario) => {
            const ids = unique(`create-${scenario.replace(/ /g, '-')}`);
            const victim = aMember().withEmail(ids.email()).withDob(RIGHT_DOB).build();
            const others = Array.from({ length: GUESSES_PER_CALLER.limit + 1 }, (_, n) =>
              aMember()
                .withEmail(ids.email(n + 1))
                .withDob(RIGHT_DOB)
                .build(),
            );
            const world = await target.start(seedWith([victim, ...others]), NOW);
            const tries =
              scenario === 'per caller address'
                ? GUESSES_PER_CALLER.limit
                : GUESSES_PER_TARGET.limit;
            for (let n = 0; n < tries; n += 1) {
              const other = others[n]!;
              const [request, ctx] =
                scenario === 'per membership number'
                  ? [
                      createUser(victim, { dob: wrongDob(n), email: ids.email(100 + n) }),
                      caller(ids.address(n)),
                    ]
                  : scenario === 'per email'
                    ? [
                        createUser(victim, { dob: wrongDob(n), number: other.customer_number }),
                        caller(ids.address(n)),
                      ]
                    : [createUser(other, { dob: wrongDob(n) }), caller(ids.address(0))];
              const wrong = await refusal(world, 'users-createUser', request, ctx);
              expect(wrong.code).toBe('invalid-argument');
            }
            // The right guess now: from a fresh address, unless the caller is what is locked.
            const [rightTarget, rightCtx] =
              scenario === 'per caller address'
                ? [others[GUESSES_PER_CALLER.limit]!, caller(ids.address(0))]
                : [victim, caller(ids.address(200))];
            await expectLockedOut(world, () =>
              world.backend.handlers['users-createUser'](createUser(rightTarget, {}), rightCtx),
            );
            expect(await world.adapters.identity.getUserByEmail(rightTarget.email)).toBeUndefined();
            // The lock is a window, not forever: once it has passed, the member gets in.
            world.clock.advanceBy(GUESSES_PER_TARGET.windowMs + 1_000);
            const later = await attempt(
              world,
              'users-createUser',
              createUser(rightTarget, {}),
              rightCtx,
            );
            expect(later).toEqual({ answered: { success: true } });
          },
        );
      });

      it('after the limit answers members-linkMembership’s right guess as a wrong one: per number, per login and per caller address', async () => {
        type Scenario = 'per membership number' | 'per login and email' | 'per caller address';
        const scenarios: Scenario[] = [
          'per membership number',
          'per login and email',
          'per caller address',
        ];
        await tallyEach(
          'attacks',
          attackSubject('2. guessing on members-linkMembership', target),
          scenarios,
          async (scenario) => {
            const ids = unique(`link-${scenario.replace(/ /g, '-')}`);
            const victim = aMember().withEmail(ids.email()).withDob(RIGHT_DOB).build();
            const others = Array.from({ length: GUESSES_PER_CALLER.limit + 1 }, (_, n) =>
              aMember()
                .withEmail(ids.email(n + 1))
                .withDob(RIGHT_DOB)
                .build(),
            );
            const world = await target.start(seedWith([victim, ...others]), NOW);
            const victimLogin = await world.login(victim.email);
            const link = (member: MemberRecord, dob: string) => ({
              location: 'gb',
              membershipNumber: member.customer_number,
              dob,
            });
            const tries =
              scenario === 'per caller address'
                ? GUESSES_PER_CALLER.limit
                : GUESSES_PER_TARGET.limit;
            for (let n = 0; n < tries; n += 1) {
              const other = others[n]!;
              if (scenario === 'per membership number') {
                // Other logins, other addresses: only the number is shared.
                const stranger = await world.login(ids.email(100 + n));
                const wrong = await refusal(
                  world,
                  'members-linkMembership',
                  link(victim, wrongDob(n)),
                  caller(ids.address(n), stranger.ctx.auth),
                );
                expect(wrong.code).toBe('invalid-argument');
              } else if (scenario === 'per login and email') {
                const wrong = await refusal(
                  world,
                  'members-linkMembership',
                  link(other, wrongDob(n)),
                  caller(ids.address(n), victimLogin.ctx.auth),
                );
                expect(wrong.code).toBe('invalid-argument');
              } else {
                const login = await world.login(other.email);
                const wrong = await refusal(
                  world,
                  'members-linkMembership',
                  link(other, wrongDob(n)),
                  caller(ids.address(0), login.ctx.auth),
                );
                expect(wrong.code).toBe('invalid-argument');
              }
            }
            const rightLogin =
              scenario === 'per caller address'
                ? await world.login(others[GUESSES_PER_CALLER.limit]!.email)
                : victimLogin;
            const rightMember =
              scenario === 'per caller address' ? others[GUESSES_PER_CALLER.limit]! : victim;
            const rightCtx = caller(
              scenario === 'per caller address' ? ids.address(0) : ids.address(200),
              rightLogin.ctx.auth,
            );
            await expectLockedOut(world, () =>
              world.backend.handlers['members-linkMembership'](
                link(rightMember, RIGHT_DOB),
                rightCtx,
              ),
            );
            expect(
              await world.adapters.appData.findProfileByMembership(rightMember.customer_number),
            ).toBeUndefined();
            world.clock.advanceBy(GUESSES_PER_TARGET.windowMs + 1_000);
            const later = await attempt(
              world,
              'members-linkMembership',
              link(rightMember, RIGHT_DOB),
              rightCtx,
            );
            expect(later).toEqual({ answered: { success: true } });
          },
        );
      });

      it('tells the membership of a planted login, and its link alone verifies nothing', async () => {
        const checks = [
          'the mail to the email on record says a login was made, when, and what to do if not you',
          'the link opens the app page that asks for the password, on the app, with its code',
          'the planted login stays unverified and gets nothing from the member callables',
        ] as const;
        const ids = unique('planting');
        const victim = aMember().withEmail(ids.email()).withDob(RIGHT_DOB).build();
        const world = await target.start(seedWith([victim]), NOW);
        // The attacker knows number, date of birth and email, and chooses the password.
        const planted = await attempt(
          world,
          'users-createUser',
          createUser(victim, {}),
          caller(ids.address(9)),
        );
        expect(planted).toEqual({ answered: { success: true } });
        const login = await world.adapters.identity.getUserByEmail(victim.email);
        expect(login).toBeDefined();
        const mails = (await world.mails()).filter((mail) => mail.to === victim.email);

        await tallyEach(
          'attacks',
          attackSubject('2. planting a login on a membership', target),
          checks,
          async (check) => {
            if (check === checks[0]) {
              expect(mails).toHaveLength(1);
              expect(mails[0]!.subject).toBe(LOGIN_CREATED_SUBJECT);
              expect(mails[0]!.text).toContain('10 March 2026 at 12:00 (UK time)');
              expect(mails[0]!.text).toContain('If it was not you, do not open the link');
              expect(mails[0]!.text).toContain("'Forgotten password'");
              expect(mails[0]!.text).toContain('contact us');
            } else if (check === checks[1]) {
              const link = new URL(mails[0]!.link!);
              expect(link.pathname).toBe('/account/pending');
              expect(link.searchParams.get('mode')).toBe('verifyEmail');
              expect(link.searchParams.get('oobCode')).toBeTruthy();
            } else {
              const auth = { uid: login!.uid, email: login!.email, emailVerified: false };
              expect(login!.emailVerified).toBe(false);
              const verify = await refusal(world, 'users-setVerifiedEmail', {}, { auth });
              expect(verify.code).toBe('permission-denied');
              const member = await refusal(
                world,
                'members-getMember',
                { location: 'gb' },
                { auth },
              );
              expect(member.code).toBe('permission-denied');
            }
          },
        );
      });
    },
  );
};

const OWNER_GETS_IN = 'the owner with the right details gets in while an attacker guesses';

/** The six-digit code in the newest code mail to `email`. */
async function mailedCode(world: AttackBackend, email: string): Promise<string | undefined> {
  const codes = (await world.mails())
    .filter((mail) => mail.to === email && mail.subject === OWNER_CODE_SUBJECT)
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]);
  return codes.at(-1);
}

/**
 * An attacker keeps every limit spent (junk guesses from new addresses, then more at each call
 * of `keepGuessing`); the owner, from their own address, must get in all the same, and their
 * right guess must be answered as the attacker's wrong ones are.
 */
const ownerGetsIn: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${OWNER_GETS_IN} (${target.label})`, () => {
    it.each(['users-createUser', 'members-linkMembership'] as const)(
      'through %s, with the code mailed to the email on record',
      async (callable) => {
        const ids = unique(`owner-${callable}`);
        const victim = aMember().withEmail(ids.email()).withDob(RIGHT_DOB).build();
        const world = await target.start(seedWith([victim]), NOW);
        const owner =
          callable === 'members-linkMembership' ? await world.login(victim.email) : undefined;
        const strangers: AttackLogin[] = [];
        for (let n = 0; n < 3; n += 1) strangers.push(await world.login(ids.email(100 + n)));
        const request = (dob: string, ownerCode?: string) =>
          callable === 'users-createUser'
            ? { ...createUser(victim, { dob }), ...(ownerCode ? { ownerCode } : {}) }
            : {
                location: 'gb',
                membershipNumber: victim.customer_number,
                dob,
                ...(ownerCode ? { ownerCode } : {}),
              };
        let sent = 0;
        const keepGuessing = async () => {
          const answers = [];
          for (let n = 0; n < GUESSES_PER_TARGET.limit + 2; n += 1, sent += 1) {
            const auth = strangers[sent % strangers.length]!.ctx.auth;
            const ctx =
              callable === 'users-createUser'
                ? caller(ids.address(sent))
                : caller(ids.address(sent), auth);
            answers.push(await attempt(world, callable, request(wrongDob(sent)), ctx));
          }
          return answers;
        };
        const ownerCtx = caller(ids.address(249), owner?.ctx.auth);

        await tallied('attacks', attackSubject(OWNER_GETS_IN, target), async () => {
          const attackerAnswers = await keepGuessing();
          const ownerFirst = await attempt(world, callable, request(RIGHT_DOB), ownerCtx);
          world.clock.advanceBy(60_000);
          const attackerLater = await keepGuessing();
          const code = await mailedCode(world, victim.email);
          const ownerWithCode = await attempt(world, callable, request(RIGHT_DOB, code), ownerCtx);

          // Past the limit the attacker hears exactly what the owner heard.
          const lastWrong = attackerLater.at(-1)!;
          expect('refused' in ownerFirst && 'refused' in lastWrong).toBe(true);
          const shape = (outcome: typeof ownerFirst) =>
            'refused' in outcome
              ? {
                  code: outcome.refused.code,
                  message: outcome.refused.message,
                  details: outcome.refused.details,
                }
              : outcome;
          expect(shape(ownerFirst)).toEqual(shape(lastWrong));
          expect(shape(ownerFirst)).toEqual({
            code: 'resource-exhausted',
            message: MESSAGES.ownerCodeMailed,
            details: OWNER_CODE_REQUIRED,
          });
          expect(attackerAnswers.every((answer) => 'refused' in answer)).toBe(true);
          // The owner gets in now, not after a window.
          expect(code).toMatch(/^\d{6}$/);
          expect(ownerWithCode).toEqual({ answered: { success: true } });
          const held = await world.adapters.appData.findProfileByMembership(victim.customer_number);
          expect(held).toBeDefined();
          if (owner) expect(held!.uid).toBe(owner.uid);
          // The code went only to the email on record, never to an address a guesser typed.
          const codeMails = (await world.mails()).filter(
            (mail) => mail.subject === OWNER_CODE_SUBJECT,
          );
          expect(new Set(codeMails.map((mail) => mail.to))).toEqual(new Set([victim.email]));
        });
      },
    );
  });
};

const BURNT_CODES =
  "N1r. wrong owner codes from other addresses do not refuse the owner's mailed code";

/**
 * Someone who holds a member's number, email and date of birth (but not their inbox) keeps the
 * guess limits spent and sends wrong codes with the right details from many addresses; the
 * owner's right code, from the mail, must still work, while each address's own wrong codes stay
 * limited.
 */
const burntCodes: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${BURNT_CODES} (${target.label})`, () => {
    it("the owner's code from the mail creates their login after the attacker's wrong codes", async () => {
      const ids = unique('burnt-codes');
      const victim = aMember().withEmail(ids.email()).withDob(RIGHT_DOB).build();
      const world = await target.start(seedWith([victim]), NOW);
      const withCode = (ownerCode: string) => ({ ...createUser(victim, {}), ownerCode });
      const ownerCtx = caller(ids.address(249));

      await tallied('attacks', attackSubject(BURNT_CODES, target), async () => {
        for (let n = 0; n < GUESSES_PER_TARGET.limit; n += 1) {
          await attempt(
            world,
            'users-createUser',
            createUser(victim, { dob: wrongDob(n) }),
            caller(ids.address(n)),
          );
        }
        const asked = await attempt(world, 'users-createUser', createUser(victim, {}), ownerCtx);
        const code = await mailedCode(world, victim.email);
        expect(asked).toMatchObject({ refused: { details: OWNER_CODE_REQUIRED } });
        expect(code).toMatch(/^\d{6}$/);
        const wrongCode = code === '000000' ? '111111' : '000000';
        // Every address spends far more than one budget's worth of wrong codes.
        for (let n = 0; n < 4 * WRONG_OWNER_CODES.limit; n += 1) {
          const wrong = await attempt(
            world,
            'users-createUser',
            withCode(wrongCode),
            caller(ids.address(10 + (n % 4))),
          );
          expect(wrong).toMatchObject({ refused: { code: 'resource-exhausted' } });
        }
        // An address that spent its wrong codes is refused even the right one for a while.
        const spentAddress = await attempt(
          world,
          'users-createUser',
          withCode(code!),
          caller(ids.address(10)),
        );
        expect(spentAddress).toMatchObject({ refused: { details: OWNER_CODE_REQUIRED } });
        expect(await world.adapters.identity.getUserByEmail(victim.email)).toBeUndefined();

        const owner = await attempt(world, 'users-createUser', withCode(code!), ownerCtx);

        expect(owner).toEqual({ answered: { success: true } });
        expect(await world.adapters.identity.getUserByEmail(victim.email)).toBeDefined();
      });
    });
  });
};

const suites: AttackSuite = (target) => {
  guessing(target);
  ownerGetsIn(target);
  burntCodes(target);
};

export default suites;
