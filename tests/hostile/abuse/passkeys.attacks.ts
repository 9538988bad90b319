/**
 * DECISIONS.md "Passkeys", attacked: what a thief, a phisher or a curious member can do
 * with the passkey callables. Assertions and challenges are single-use and live 5 minutes; an
 * assertion must be signed by the named credential's own key, for our origin and RP ID, with a
 * counter that moves on; adding a passkey needs the member's own recent sign-in; a passkey is
 * removed only by its member; anonymous calls are limited per address; a gated membership gets no
 * token; a deleted account's passkeys go with it. The ceremonies are tests/functions/
 * passkeyCeremonies.ts's, on a software authenticator that signs for real. Runs on the in-memory
 * backend and on the production adapters over the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES } from '@met/scheme';
import type { CallContext, PasskeyCredentialJson } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { PASSKEY_CALLS_PER_CALLER } from '../../../functions/src/services/passkeys/PasskeysService';
import { PASSKEY_MESSAGES } from '../../../functions/src/services/passkeys/passkeyMessages';
import { aMember, aVenue } from '../../functions/builders';
import {
  addPasskey,
  passkeyAssertion,
  type PasskeyCall,
  signInWithPasskey,
  TEST_RELYING_PARTY as TEST_RP,
} from '../../functions/passkeyCeremonies';
import { SoftwareAuthenticator } from '../../functions/softwareAuthenticator';
import { tallyEach } from '../tally';
import {
  type AttackBackend,
  type AttackLogin,
  type AttackSuite,
  type AttackTarget,
  attackSubject,
  attempt,
  refusal,
} from './target';

const MINUTE = 60 * 1000;
/**
 * A world starts a minute ahead of the real time: Firebase Auth stamps a new login's password with
 * its own clock, and adding a passkey needs a sign-in from after the login's last password change.
 */
const aheadOfRealTime = () =>
  new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE).toISOString();
/** The visitor signing in: one address, well inside its budget unless an attack floods it. */
const VISITOR: CallContext = { callerAddress: '203.0.113.27' };
const ELSEWHERE: CallContext = { callerAddress: '198.51.100.27' };

let run = 0;
const unique = () => `${Date.now().toString(36)}${(run += 1)}`;

/** A member of the world, signed in just now (so adding a passkey needs no password again). */
interface Member extends AttackLogin {
  member: MemberRecord;
}

/** Calls a handler as Cloud Functions would: its answer, or it throws the refusal. */
const callerOf =
  (world: AttackBackend): PasskeyCall<CallContext> =>
  (name, request, ctx) =>
    world.backend.handlers[name](request, ctx);

const signedInAt = (ctx: CallContext, at: Date): CallContext => ({
  ...ctx,
  auth: { ...ctx.auth!, authTime: at.toISOString() },
});

async function startWorld(target: AttackTarget, names: string[]) {
  const members = names.map((name, index) =>
    aMember()
      .withEmail(`${name}-${unique()}@example.com`)
      .withCustomerNumber(String(100301 + index))
      .withHomeCasino(6)
      .build(),
  );
  const seed = emptyMemoryState();
  seed.venues['6'] = aVenue(6);
  for (const member of members) seed.members[member.customer_number] = member;
  const world = await target.start(seed, aheadOfRealTime());
  const logins: Member[] = [];
  for (const member of members) {
    const login = await world.login(member.email, { memberships: [member.customer_number] });
    logins.push({ member, uid: login.uid, ctx: signedInAt(login.ctx, world.clock.now()) });
  }
  return { world, call: callerOf(world), members: logins };
}

const expired = { code: 'permission-denied', message: PASSKEY_MESSAGES.requestExpired };
const notChecked = { code: 'permission-denied', message: PASSKEY_MESSAGES.notChecked };

const passkeys: AttackSuite = (target) => {
  const subject = (attack: string) => attackSubject(`27. ${attack}`, target);

  describe.skipIf(target.skipReason() !== null)(`27. passkeys (${target.label})`, () => {
    it('a replayed assertion is refused, from the same address, another one or a signed-in caller', async () => {
      const { world, call, members } = await startWorld(target, ['replay']);
      const [ada] = members as [Member];
      const phone = await addPasskey(call, ada.ctx);
      const credential = await passkeyAssertion(call, phone, VISITOR);
      await call('passkeys-verifyAuthentication', { credential }, VISITOR);

      await tallyEach(
        'attacks',
        subject('a replayed passkey assertion'),
        [VISITOR, ELSEWHERE, ada.ctx],
        async (ctx) => {
          const error = await refusal(world, 'passkeys-verifyAuthentication', { credential }, ctx);
          expect(error).toMatchObject(expired);
        },
      );
    });

    it('a challenge used twice is refused: a fresh signature over it, another member’s, or one assertion sent five times at once', async () => {
      const { world, call, members } = await startWorld(target, ['twice-ada', 'twice-bob']);
      const [ada, bob] = members as [Member, Member];
      const adas = await addPasskey(call, ada.ctx);
      const bobs = await addPasskey(call, bob.ctx);
      const used = await call('passkeys-authenticationOptions', {}, VISITOR);
      await call('passkeys-verifyAuthentication', { credential: await adas.get(used) }, VISITOR);
      const verifyAll = (credential: PasskeyCredentialJson, times: number) =>
        Promise.allSettled(
          Array.from({ length: times }, () =>
            world.backend.handlers['passkeys-verifyAuthentication']({ credential }, VISITOR),
          ),
        );
      const tries: [string, () => Promise<void>][] = [
        [
          'a fresh signature over the used challenge',
          async () => {
            const credential = await adas.get(used);
            const error = await refusal(
              world,
              'passkeys-verifyAuthentication',
              { credential },
              VISITOR,
            );
            expect(error).toMatchObject(expired);
          },
        ],
        [
          'another member’s signature over the used challenge',
          async () => {
            const credential = await bobs.get(used);
            const error = await refusal(
              world,
              'passkeys-verifyAuthentication',
              { credential },
              VISITOR,
            );
            expect(error).toMatchObject(expired);
          },
        ],
        [
          'one new assertion sent five times at once',
          async () => {
            const outcomes = await verifyAll(await passkeyAssertion(call, adas, VISITOR), 5);
            const answered = outcomes.filter(({ status }) => status === 'fulfilled');
            const refused = outcomes.flatMap((outcome) =>
              outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
            );
            expect(answered).toHaveLength(1);
            expect(refused).toEqual(
              Array.from({ length: 4 }, () => expect.objectContaining(expired)),
            );
          },
        ],
      ];

      await tallyEach('attacks', subject('a passkey challenge used twice'), tries, ([, attack]) =>
        attack(),
      );
    });

    it('a challenge answered more than 5 minutes after it was made is refused; one answered in time signs in', async () => {
      const { world, call, members } = await startWorld(target, ['expired']);
      const [ada] = members as [Member];
      const phone = await addPasskey(call, ada.ctx);
      const ages = [5 * MINUTE + 1000, 60 * MINUTE, 24 * 60 * MINUTE];

      await tallyEach('attacks', subject('an expired passkey challenge'), ages, async (age) => {
        const challenge = await call('passkeys-authenticationOptions', {}, VISITOR);
        world.clock.advanceBy(age);
        const credential = await phone.get(challenge);
        const error = await refusal(
          world,
          'passkeys-verifyAuthentication',
          { credential },
          VISITOR,
        );
        expect(error).toMatchObject(expired);
      });
      const challenge = await call('passkeys-authenticationOptions', {}, VISITOR);
      world.clock.advanceBy(5 * MINUTE - 1000);
      const answer = await call(
        'passkeys-verifyAuthentication',
        { credential: await phone.get(challenge) },
        VISITOR,
      );
      expect(answer.customToken).toEqual(expect.any(String));
    });

    it('an assertion naming another member’s credential id signs nobody in and leaves their passkey unused', async () => {
      const { world, call, members } = await startWorld(target, ['theirs-ada', 'theirs-bob']);
      const [ada, bob] = members as [Member, Member];
      const adas = await addPasskey(call, ada.ctx);
      const bobs = await addPasskey(call, bob.ctx);
      const forgeries: [string, (assertion: PasskeyCredentialJson) => PasskeyCredentialJson][] = [
        ['their credential id', (assertion) => ({ ...assertion, id: adas.id, rawId: adas.id })],
        [
          'their credential id and user handle',
          (assertion) => ({
            ...assertion,
            id: adas.id,
            rawId: adas.id,
            response: { ...assertion.response, userHandle: adas.userHandle },
          }),
        ],
      ];

      await tallyEach(
        'attacks',
        subject('another member’s passkey credential id'),
        forgeries,
        async ([, forge]) => {
          const credential = forge(await passkeyAssertion(call, bobs, VISITOR));
          const outcome = await attempt(
            world,
            'passkeys-verifyAuthentication',
            { credential },
            VISITOR,
          );
          expect(outcome).toEqual({
            refused: expect.objectContaining({
              code: expect.stringMatching(/^(permission-denied|not-found)$/),
            }),
          });
          const { passkeys: theirs } = await call('passkeys-list', {}, ada.ctx);
          expect(theirs.map(({ lastUsedAt }) => lastUsedAt)).toEqual([null]);
        },
      );
    });

    it.each([
      [
        'a wrong origin',
        'origin',
        [
          'https://rewards.example.com.evil.test',
          'http://rewards.example.com',
          'https://rewards.example.com:8443',
          'https://evil.test',
        ],
      ],
      ['a wrong RP ID', 'rpId', ['evil.test', 'example.com', 'rewards.example.com.evil.test']],
    ] as const)(
      'an assertion made for %s is refused; the member’s own still signs in',
      async (attack, field, values) => {
        const { world, call, members } = await startWorld(target, [field]);
        const [ada] = members as [Member];
        const phone = await addPasskey(call, ada.ctx);

        await tallyEach(
          'attacks',
          subject(`a passkey assertion for ${attack}`),
          values,
          async (value) => {
            const credential = await passkeyAssertion(call, phone, VISITOR, { [field]: value });
            const error = await refusal(
              world,
              'passkeys-verifyAuthentication',
              { credential },
              VISITOR,
            );
            expect(error).toMatchObject(notChecked);
          },
        );
        expect(await signInWithPasskey(call, phone, VISITOR)).toEqual(expect.any(String));
      },
    );

    it('a counter that goes backwards or stands still (a cloned authenticator) is refused and not recorded', async () => {
      const { world, call, members } = await startWorld(target, ['counter']);
      const [ada] = members as [Member];
      const phone = await addPasskey(call, ada.ctx);
      phone.counter = 10;
      await signInWithPasskey(call, phone, VISITOR);
      // The authenticator adds one before it signs: these assert 1, 4 and 11 after a stored 11.
      const clonedAt = [0, 3, 10];

      await tallyEach(
        'attacks',
        subject('a passkey counter going backwards'),
        clonedAt,
        async (counter) => {
          phone.counter = counter;
          const credential = await passkeyAssertion(call, phone, VISITOR);
          const error = await refusal(
            world,
            'passkeys-verifyAuthentication',
            { credential },
            VISITOR,
          );
          expect(error).toMatchObject(notChecked);
          expect((await world.adapters.passkeys.find(phone.id))?.counter).toBe(11);
        },
      );
    });

    it('adding a passkey without a sign-in in the last 5 minutes asks for the password and adds nothing', async () => {
      const { world, call, members } = await startWorld(target, ['stale']);
      const [ada] = members as [Member];
      const { authTime: _, ...noTime } = ada.ctx.auth!;
      const reauthenticate = {
        code: 'permission-denied',
        message: PASSKEY_MESSAGES.signInAgain,
        details: { reauthenticate: true },
      };
      const tries: [string, () => Promise<unknown>][] = [
        [
          'options with a sign-in 6 minutes old',
          () =>
            refusal(
              world,
              'passkeys-registrationOptions',
              {},
              signedInAt(ada.ctx, new Date(world.clock.now().getTime() - 6 * MINUTE)),
            ),
        ],
        [
          'options with no sign-in time',
          () => refusal(world, 'passkeys-registrationOptions', {}, { auth: noTime }),
        ],
        [
          'options fetched in time, the passkey sent 6 minutes after the sign-in',
          async () => {
            const options = await call('passkeys-registrationOptions', {}, ada.ctx);
            const credential = await new SoftwareAuthenticator(TEST_RP).create(options);
            world.clock.advanceBy(6 * MINUTE);
            return refusal(
              world,
              'passkeys-verifyRegistration',
              { credential, name: 'Late' },
              ada.ctx,
            );
          },
        ],
      ];

      await tallyEach(
        'attacks',
        subject('adding a passkey without a recent sign-in'),
        tries,
        async ([, attack]) => {
          expect(await attack()).toMatchObject(reauthenticate);
          const fresh = signedInAt(ada.ctx, world.clock.now());
          expect((await call('passkeys-list', {}, fresh)).passkeys).toEqual([]);
        },
      );
    });

    it('a passkey cannot be added to someone else’s account: with their challenge, by naming them, or signed out', async () => {
      const { world, call, members } = await startWorld(target, ['victim', 'thief']);
      const [ada, eve] = members as [Member, Member];
      const tries: [string, () => Promise<void>][] = [
        [
          'their registration challenge, sent as the thief',
          async () => {
            const theirs = await call('passkeys-registrationOptions', {}, ada.ctx);
            const credential = await new SoftwareAuthenticator(TEST_RP).create(theirs);
            const error = await refusal(
              world,
              'passkeys-verifyRegistration',
              { credential, name: 'Mine now' },
              eve.ctx,
            );
            expect(error.code).toBe('permission-denied');
          },
        ],
        [
          'their login and membership named in the thief’s own request',
          async () => {
            const own = await call('passkeys-registrationOptions', {}, eve.ctx);
            const credential = await new SoftwareAuthenticator(TEST_RP).create(own);
            const forged = {
              credential,
              name: 'Planted',
              uid: ada.uid,
              customerNumber: ada.member.customer_number,
            };
            await attempt(world, 'passkeys-verifyRegistration', forged, eve.ctx);
          },
        ],
        [
          'their registration challenge, sent signed out',
          async () => {
            const theirs = await call('passkeys-registrationOptions', {}, ada.ctx);
            const credential = await new SoftwareAuthenticator(TEST_RP).create(theirs);
            const error = await refusal(
              world,
              'passkeys-verifyRegistration',
              { credential, name: 'Mine now' },
              VISITOR,
            );
            expect(error.code).toBe('unauthenticated');
          },
        ],
      ];

      await tallyEach(
        'attacks',
        subject('adding a passkey to someone else’s account'),
        tries,
        async ([, attack]) => {
          await attack();
          expect((await call('passkeys-list', {}, ada.ctx)).passkeys).toEqual([]);
        },
      );
    });

    it('a passkey is removed only by its own member: the other keeps it and still signs in with it', async () => {
      const { world, call, members } = await startWorld(target, ['owner', 'remover']);
      const [ada, eve] = members as [Member, Member];
      const phone = await addPasskey(call, ada.ctx);
      const tries: [string, unknown, CallContext][] = [
        ['by its id', { id: phone.id }, eve.ctx],
        ['by its id, naming its member', { id: phone.id, uid: ada.uid }, eve.ctx],
        ['signed out', { id: phone.id }, VISITOR],
      ];

      await tallyEach(
        'attacks',
        subject('removing someone else’s passkey'),
        tries,
        async ([, request, ctx]) => {
          const error = await refusal(world, 'passkeys-remove', request, ctx);
          expect(error.code).toMatch(/^(not-found|unauthenticated|invalid-argument)$/);
          expect(await world.adapters.passkeys.find(phone.id)).toMatchObject({ uid: ada.uid });
        },
      );
      expect(await signInWithPasskey(call, phone, VISITOR)).toEqual(expect.any(String));
    });

    it('flooding the anonymous passkey calls from one address is refused past the limit; another address still signs in', async () => {
      const { world, call, members } = await startWorld(target, ['flood']);
      const [ada] = members as [Member];
      const phone = await addPasskey(call, ada.ctx);
      const { limit, windowMs } = PASSKEY_CALLS_PER_CALLER;
      for (let used = 0; used < limit; used += 1) {
        await call('passkeys-authenticationOptions', {}, VISITOR);
      }
      // A genuine assertion, over a challenge fetched from the member's own address.
      const genuine = await passkeyAssertion(call, phone, ELSEWHERE);
      const tries: [string, () => Promise<unknown>][] = [
        ['more options', () => refusal(world, 'passkeys-authenticationOptions', {}, VISITOR)],
        [
          'a genuine assertion',
          () => refusal(world, 'passkeys-verifyAuthentication', { credential: genuine }, VISITOR),
        ],
        [
          'a made-up assertion',
          () =>
            refusal(
              world,
              'passkeys-verifyAuthentication',
              { credential: { ...genuine, id: 'AAEC', rawId: 'AAEC' } },
              VISITOR,
            ),
        ],
      ];

      await tallyEach(
        'attacks',
        subject('flooding the anonymous passkey calls'),
        tries,
        async ([, attack]) => {
          expect(await attack()).toMatchObject({
            code: 'resource-exhausted',
            message: PASSKEY_MESSAGES.tooManyTries,
          });
        },
      );
      // The flood took nothing from the member: their challenge was never reached, and it signs in.
      const answer = await call(
        'passkeys-verifyAuthentication',
        { credential: genuine },
        ELSEWHERE,
      );
      expect(answer.customToken).toEqual(expect.any(String));
      world.clock.advanceBy(windowMs);
      await call('passkeys-authenticationOptions', {}, VISITOR);
    });

    it('a gated membership’s passkey gets no token, only the message a password sign-in ends in', async () => {
      const { world, call, members } = await startWorld(target, ['suspended', 'temporary']);
      const gates: [Member, Partial<MemberRecord>, string][] = [
        [members[0]!, { suspended: true }, GATE_MESSAGES.suspended],
        [
          members[1]!,
          { membership_type_id: 34, membership_type_Name: 'Temporary' },
          GATE_MESSAGES.temporary,
        ],
      ];
      const phones = new Map<Member, SoftwareAuthenticator>();
      for (const [member] of gates) phones.set(member, await addPasskey(call, member.ctx));

      await tallyEach(
        'attacks',
        subject('a gated member signing in with a passkey'),
        gates,
        async ([member, changes, message]) => {
          await world.wallets.changeMember(member.member.customer_number, changes);
          const credential = await passkeyAssertion(call, phones.get(member)!, VISITOR);
          const error = await refusal(
            world,
            'passkeys-verifyAuthentication',
            { credential },
            VISITOR,
          );
          expect(error).toMatchObject({ code: 'permission-denied', message });
        },
      );
    });

    it('a deleted account’s passkeys go with it and sign nobody in', async () => {
      const { world, call, members } = await startWorld(target, ['deleted', 'stays']);
      const [gone, stays] = members as [Member, Member];
      const phones = [await addPasskey(call, gone.ctx), await addPasskey(call, gone.ctx)];
      const kept = await addPasskey(call, stays.ctx);

      await world.deleteLogin(gone.uid);

      await tallyEach(
        'attacks',
        subject('signing in with a deleted account’s passkey'),
        phones,
        async (phone) => {
          expect(await world.adapters.passkeys.find(phone.id)).toBeUndefined();
          const credential = await passkeyAssertion(call, phone, VISITOR);
          const error = await refusal(
            world,
            'passkeys-verifyAuthentication',
            { credential },
            VISITOR,
          );
          expect(error).toMatchObject({
            code: 'not-found',
            message: PASSKEY_MESSAGES.notRecognised,
          });
        },
      );
      expect(await world.adapters.passkeys.find(kept.id)).toMatchObject({ uid: stays.uid });
    });
  });
};

export default passkeys;
