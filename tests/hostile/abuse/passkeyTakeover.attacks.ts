/**
 * DECISIONS.md "Passkeys", attacked as a takeover: an intruder who once had the password adds a
 * passkey of their own; the owner resets the password as the casino's mail says (or changes it).
 * The passkey added before must not sign in after; a sign-in from before the change adds no
 * passkey; the owner is mailed about every passkey added, naming it, with one link to remove it.
 * And a passkey that did not verify its user (no PIN, no fingerprint) is refused, at adding and at
 * signing in. Runs on the in-memory backend and on the production adapters over the Firestore and
 * Auth emulators, where the owner's reset is the Auth emulator's own accounts:resetPassword.
 */
import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { InMemoryIdentity } from '../../../functions/src/adapters/memory/InMemoryIdentity';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { ResetLinks } from '../../../functions/src/services/ResetLinks';
import { PASSKEY_MESSAGES } from '../../../functions/src/services/passkeys/passkeyMessages';
import { PROJECT_ID } from '../../../scripts/emulators.mjs';
import { aMember, aVenue } from '../../functions/builders';
import {
  addPasskey,
  passkeyAssertion,
  type PasskeyCall,
  signInWithPasskey,
} from '../../functions/passkeyCeremonies';
import { tallyEach } from '../tally';
import {
  type AttackBackend,
  type AttackSuite,
  type AttackTarget,
  attackSubject,
  refusal,
} from './target';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const VISITOR: CallContext = { callerAddress: '203.0.113.39' };
const NEW_PASSWORD = 'Owner-Took-It-Back-39';

/**
 * The world's clock starts a minute ahead of the real time: Firebase Auth stamps a password change
 * with its own clock, and a sign-in the world dates before that stamp is one from before the change.
 */
const aheadOfRealTime = () => new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE);

let run = 0;
const unique = () => `${Date.now().toString(36)}${(run += 1)}`;

const signedInNow = (world: AttackBackend, ctx: CallContext): CallContext => ({
  ...ctx,
  auth: { ...ctx.auth!, authTime: world.clock.now().toISOString() },
});

async function startWorld(target: AttackTarget) {
  const member = aMember()
    .withEmail(`owner-${unique()}@example.com`)
    .withCustomerNumber('100391')
    .withHomeCasino(6)
    .build();
  const seed = emptyMemoryState();
  seed.venues['6'] = aVenue(6);
  seed.members[member.customer_number] = member;
  const world = await target.start(seed, aheadOfRealTime().toISOString());
  const login = await world.login(member.email, { memberships: [member.customer_number] });
  return { world, email: member.email, uid: login.uid, ctx: login.ctx };
}

/** Calls a handler as Cloud Functions would: its answer, or it throws the refusal. */
const callerOf =
  (world: AttackBackend): PasskeyCall<CallContext> =>
  (name, request, ctx) =>
    world.backend.handlers[name](request, ctx);

/**
 * Firebase Auth stamps a password change to the second (tokensValidAfterTime): the tests wait for
 * the provider's next second, as any real change comes seconds after the login was made.
 */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
}

/** The Auth emulator's own client endpoints: what the app's SDK calls. */
function authEmulator(path: string, body: object): Promise<Response> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-${PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The owner follows the reset mail: opens its link (the backend's signed one, which leads to the
 * app's reset page with a provider code, or the provider's own link) and chooses a new password
 * there (the client SDK's confirmPasswordReset, not a callable of ours).
 */
async function resetAsTheMailSays(world: AttackBackend, email: string): Promise<void> {
  await world.backend.handlers['users-sendPasswordReset'](
    { email, devMode: false, devDomain: '' },
    { callerAddress: '198.51.100.39' },
  );
  const mail = (await world.mails()).filter((sent) => sent.to === email).at(-1);
  let link = new URL(mail!.link!);
  if (!link.searchParams.has('oobCode')) {
    const { signer, identity, config } = world.adapters;
    const links = new ResetLinks(signer, world.clock, identity, config.productionOrigin);
    const opened = await links.open(link.searchParams);
    expect(opened.kind).toBe('reset');
    link = new URL(opened.location);
  }
  const oobCode = link.searchParams.get('oobCode')!;
  await nextSecond();
  const identity = world.adapters.identity;
  if (identity instanceof InMemoryIdentity) {
    await identity.confirmPasswordReset(oobCode, NEW_PASSWORD);
  } else {
    const response = await authEmulator('accounts:resetPassword', {
      oobCode,
      newPassword: NEW_PASSWORD,
    });
    expect(response.ok, await response.clone().text()).toBe(true);
  }
}

/** The owner changes the password while signed in (the client SDK's updatePassword). */
async function changePassword(world: AttackBackend, uid: string): Promise<void> {
  await nextSecond();
  const identity = world.adapters.identity;
  if (identity instanceof InMemoryIdentity) {
    await identity.updatePassword(uid, NEW_PASSWORD);
  } else {
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const app = getApps().find((candidate) => candidate.name === 'attack-target')!;
    await getAuth(app).updateUser(uid, { password: NEW_PASSWORD });
  }
}

const passwordChanged = {
  code: 'permission-denied',
  message: PASSKEY_MESSAGES.passwordChanged,
};
const userNotVerified = {
  code: 'permission-denied',
  message: PASSKEY_MESSAGES.userNotVerified,
};

const passkeyTakeover: AttackSuite = (target) => {
  const subject = (attack: string) => attackSubject(attack, target);

  describe.skipIf(target.skipReason() !== null)(`P1/P2. passkey takeover (${target.label})`, () => {
    it('an intruder’s passkey added before the owner’s password reset does not sign in after it', async () => {
      const ways: [string, (world: AttackBackend, uid: string, email: string) => Promise<void>][] =
        [
          ['a reset as the mail says', (world, _uid, email) => resetAsTheMailSays(world, email)],
          ['a password change', (world, uid) => changePassword(world, uid)],
        ];
      await tallyEach(
        'attacks',
        subject('P1. an intruder’s passkey after the owner’s password reset'),
        ways,
        async ([, change]) => {
          const { world, email, uid, ctx } = await startWorld(target);
          const call = callerOf(world);
          const intruders = await addPasskey(call, signedInNow(world, ctx), { name: 'Laptop' });
          expect(await signInWithPasskey(call, intruders, VISITOR)).toEqual(expect.any(String));

          await change(world, uid, email);
          world.clock.advanceBy(7 * DAY);

          const credential = await passkeyAssertion(call, intruders, VISITOR);
          const error = await refusal(
            world,
            'passkeys-verifyAuthentication',
            { credential },
            VISITOR,
          );
          expect(error).toMatchObject(passwordChanged);
          expect(await world.adapters.passkeys.listFor(uid), 'the passkey is gone').toEqual([]);
        },
      );
    });

    it('a sign-in from before the reset adds no passkey after it', async () => {
      await tallyEach(
        'attacks',
        subject('P1. adding a passkey with a sign-in from before the reset'),
        ['intruder'],
        async () => {
          const { world, email, ctx } = await startWorld(target);
          // Signed in by the provider before the reset: its stamp is the provider's time (the
          // real time on the emulators, the world's in memory, which the reset comes after).
          const intrudersSession: CallContext = {
            ...ctx,
            auth: { ...ctx.auth!, authTime: new Date().toISOString() },
          };
          world.clock.advanceBy(MINUTE);
          await resetAsTheMailSays(world, email);
          world.clock.advanceBy(MINUTE);

          const error = await refusal(world, 'passkeys-registrationOptions', {}, intrudersSession);
          expect(error).toMatchObject({
            code: 'permission-denied',
            message: PASSKEY_MESSAGES.signInAgain,
          });
          expect(await world.adapters.passkeys.listFor(ctx.auth!.uid)).toEqual([]);
        },
      );
    });

    it('the member is mailed whenever a passkey is added, naming it, with one link to remove it', async () => {
      await tallyEach(
        'attacks',
        subject('P1. a passkey added without the owner being told'),
        ['Laptop'],
        async (name) => {
          const { world, email, uid, ctx } = await startWorld(target);
          const call = callerOf(world);
          const addedAt = world.clock.now();
          await addPasskey(call, signedInNow(world, ctx), { name });

          const [passkey] = await world.adapters.passkeys.listFor(uid);
          const mails = (await world.mails()).filter((mail) => mail.to === email);
          expect(mails).toHaveLength(1);
          const [mail] = mails;
          expect(mail!.subject).toBe('A passkey was added to your account');
          expect(mail!.text).toContain(`“${name}”`);
          expect(mail!.text).toContain(addedAt.getUTCFullYear().toString());
          const link = new URL(mail!.link!);
          expect(link.origin).toBe(world.adapters.config.productionOrigin);
          expect(link.pathname).toBe('/settings/passkeys');
          expect(link.searchParams.get('remove')).toBe(passkey!.id);
        },
      );
    });

    it('a passkey that did not verify its user is refused at adding and at signing in; one that did works', async () => {
      const { world, uid, ctx } = await startWorld(target);
      const call = callerOf(world);
      const tries: [string, () => Promise<void>][] = [
        [
          'adding a security key without a PIN',
          async () => {
            const pinless = addPasskey(call, signedInNow(world, ctx), { userVerified: false });
            await expect(pinless).rejects.toMatchObject(userNotVerified);
            expect(await world.adapters.passkeys.listFor(uid)).toEqual([]);
          },
        ],
        [
          'signing in without user verification',
          async () => {
            const phone = await addPasskey(call, signedInNow(world, ctx));
            phone.userVerified = false;
            const credential = await passkeyAssertion(call, phone, VISITOR);
            const error = await refusal(
              world,
              'passkeys-verifyAuthentication',
              { credential },
              VISITOR,
            );
            expect(error).toMatchObject(userNotVerified);
            phone.userVerified = true;
            expect(await signInWithPasskey(call, phone, VISITOR)).toEqual(expect.any(String));
          },
        ],
        [
          'options that leave user verification to the device',
          async () => {
            const registration = await call(
              'passkeys-registrationOptions',
              {},
              signedInNow(world, ctx),
            );
            const authentication = await call('passkeys-authenticationOptions', {}, VISITOR);
            expect(registration.authenticatorSelection).toMatchObject({
              userVerification: 'required',
            });
            expect(authentication.userVerification).toBe('required');
          },
        ],
      ];
      await tallyEach(
        'attacks',
        subject('P2. a passkey sign-in without user verification'),
        tries,
        ([, attack]) => attack(),
      );
    });
  });
};

export default passkeyTakeover;
