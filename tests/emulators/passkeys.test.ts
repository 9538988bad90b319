import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES } from '@met/scheme';
import { COLLECTIONS } from '../../functions/src/adapters/firestore/collections';
import { createFirestoreAdapters } from '../../functions/src/adapters/firestore/createFirestoreAdapters';
import { toStoredMember } from '../../functions/src/adapters/firestore/FirestoreMemberDirectory';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { PASSKEY_MESSAGES } from '../../functions/src/services/passkeys/passkeyMessages';
import { aMember } from '../functions/builders';
import {
  addPasskey,
  passkeyAssertion,
  type PasskeyCall,
  signInWithPasskey,
} from '../functions/passkeyCeremonies';
import { adminAuth, idTokenFor } from './authEmulator';
import { as, type Caller, expectAnswer, expectFailure } from './callFunction';
import { AUTH_ORIGIN, skipWithoutEmulators } from './emulatorEnvironment';
import { suiteFirestore } from './firestoreWorld';
import { MAYFAIR } from './requests';

/**
 * Passkeys over HTTP on the deployed functions' code, the Auth emulator and Firestore,
 * with a software authenticator that signs for real (tests/functions/softwareAuthenticator.ts).
 * The relying party is the emulator's (functions/.env.demo-metrewards): RP ID `localhost`, the
 * app at http://localhost:5174, where the emulator browser suite uses passkeys. Each test makes a
 * member of its own, and signs in from an address of its own (the limit on anonymous passkey calls
 * counts per address). What needs the functions' clock to move (a challenge's 5 minutes) is held
 * by the hostile suite's passkey attacks, on the same services over Firestore with a fixed clock.
 */
const RELYING_PARTY = { origin: 'http://localhost:5174', rpId: 'localhost' };
const MINUTE = 60 * 1000;
/** The first test starts a worker for each passkey function: 24 s to 72 s on a busy two-core machine. */
const COLD_START_TIMEOUT = 180_000;

const overHttp: PasskeyCall<Caller> = (name, request, caller) =>
  expectAnswer(name, request, caller);

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

/** A signed-out visitor on an address no other test uses. */
const visitor = (): Caller => ({ signedOut: true, from: `198.51.100.${(made += 1) % 250}` });

/**
 * A verified member linked to a membership of their own, laid out as the backend keeps them
 * (members, users, membershipLinks; the login in the Auth emulator, with the demo password).
 */
async function aNewMember(label: string) {
  const db = suiteFirestore();
  made += 1;
  const member = aMember()
    .withEmail(`passkey-${label}-${unique()}@example.com`)
    .withCustomerNumber(String(180000 + made))
    .withHomeCasino(MAYFAIR)
    .build();
  await db.collection(COLLECTIONS.members).doc(member.customer_number).set(toStoredMember(member));
  const login = await adminAuth().createUser({
    email: member.email,
    password: DEMO_PASSWORD,
    emailVerified: true,
  });
  await createFirestoreAdapters(db).appData.saveProfile({
    uid: login.uid,
    email: member.email,
    emailVerified: true,
    country: 'gb',
    memberships: [member.customer_number],
    gameOptin: [],
  });
  await db.collection(COLLECTIONS.membershipLinks).doc(member.customer_number).set({
    uid: login.uid,
  });
  return { uid: login.uid, member, caller: as(member.email) };
}

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/**
 * The member's own ID token from the Auth emulator, as Firebase hands it out again on a refresh
 * `minutes` after the password was typed: auth_time moved back, everything else as issued. The
 * Auth emulator signs nothing (alg "none") and the functions check its tokens' claims, not a
 * signature; the claim the passkey rule reads is auth_time.
 */
async function signedInMinutesAgo(email: string, minutes: number): Promise<Caller> {
  const [header = '', payload = '', signature = ''] = (await idTokenFor(email)).split('.');
  const claims = decode(payload);
  const authTime = Math.floor((Date.now() - minutes * MINUTE) / 1000);
  return { bearer: [header, encode({ ...claims, auth_time: authTime }), signature].join('.') };
}

/** The Auth emulator's signInWithCustomToken, as the Firebase SDK calls it. */
async function signInWithCustomToken(token: string): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!response.ok || !body.idToken) {
    throw new Error(`signInWithCustomToken failed: ${body.error?.message ?? response.status}`);
  }
  const claims = decode(body.idToken.split('.')[1] ?? '');
  return { uid: String(claims.user_id ?? claims.sub), idToken: body.idToken };
}

async function untilNoPasskeysOf(uid: string): Promise<void> {
  const query = suiteFirestore().collection(COLLECTIONS.passkeys).where('uid', '==', uid);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if ((await query.get()).empty) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the auth trigger did not remove the passkeys of ${uid}`);
}

describe.skipIf(skipWithoutEmulators('passkeys over HTTP'))('callables over HTTP: passkeys', () => {
  it(
    'a member adds a passkey right after signing in, lists it, and signs in with it signed out: the Auth emulator takes the custom token for that login',
    async () => {
      const { uid, member, caller } = await aNewMember('adds');
      const before = Date.now();

      const phone = await addPasskey(overHttp, caller, {
        relyingParty: RELYING_PARTY,
        name: 'iPhone',
      });
      const listed = await expectAnswer('passkeys-list', {}, caller);
      const token = await signInWithPasskey(overHttp, phone, visitor());
      const session = await signInWithCustomToken(token);

      expect(listed.passkeys).toEqual([
        { id: phone.id, name: 'iPhone', createdAt: expect.any(String), lastUsedAt: null },
      ]);
      expect(Date.parse(listed.passkeys[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 5000);
      expect(session.uid).toBe(uid);
      // The passkey's session is the member's: their record answers, and the passkey shows its use.
      const signedIn: Caller = { bearer: session.idToken };
      const record = await expectAnswer('members-getMember', { location: 'gb' }, signedIn);
      const after = await expectAnswer('passkeys-list', {}, signedIn);
      expect(record.result.customer_number).toBe(member.customer_number);
      expect(after.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
    },
    COLD_START_TIMEOUT,
  );

  it('the relying party is localhost: an assertion made on http://127.0.0.1:5174 is refused', async () => {
    const { caller } = await aNewMember('origin');
    const options = await expectAnswer('passkeys-registrationOptions', {}, caller);
    expect(options.rp).toMatchObject({ id: 'localhost' });
    const phone = await addPasskey(overHttp, caller, { relyingParty: RELYING_PARTY });
    const from = visitor();

    const credential = await passkeyAssertion(overHttp, phone, from, {
      origin: 'http://127.0.0.1:5174',
    });
    const refusal = await expectFailure(
      'passkeys-verifyAuthentication',
      { credential },
      from,
      'permission-denied',
    );

    expect(refusal.message).toBe(PASSKEY_MESSAGES.notChecked);
  });

  it('a removed passkey no longer signs in', async () => {
    const { caller } = await aNewMember('removes');
    const phone = await addPasskey(overHttp, caller, { relyingParty: RELYING_PARTY });

    await expectAnswer('passkeys-remove', { id: phone.id }, caller);
    const from = visitor();
    const credential = await passkeyAssertion(overHttp, phone, from);
    const refusal = await expectFailure(
      'passkeys-verifyAuthentication',
      { credential },
      from,
      'not-found',
    );

    expect(refusal.message).toBe(PASSKEY_MESSAGES.notRecognised);
    expect((await expectAnswer('passkeys-list', {}, caller)).passkeys).toEqual([]);
  });

  it('adding a passkey 10 minutes after the password sign-in asks for the password again', async () => {
    const { member, caller } = await aNewMember('stale');
    const stale = await signedInMinutesAgo(member.email, 10);

    const refusal = await expectFailure(
      'passkeys-registrationOptions',
      {},
      stale,
      'permission-denied',
    );

    expect(refusal).toEqual({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.signInAgain,
      details: { reauthenticate: true },
    });
    // The same login signed in just now is asked nothing.
    await expectAnswer('passkeys-registrationOptions', {}, caller);
    // A sign-in seconds old, but from before the password changed, adds nothing: the app asks
    // for the (new) password (a recent sign-in's 4 minutes are held in memory, where the clock
    // moves: a real token here cannot predate the login it signs in).
    const beforeTheChange = await signedInMinutesAgo(member.email, 0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const login = await adminAuth().getUserByEmail(member.email);
    await adminAuth().updateUser(login.uid, { password: 'Owner-Took-It-Back-39' });
    expect(
      await expectFailure('passkeys-registrationOptions', {}, beforeTheChange, 'permission-denied'),
    ).toEqual({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.signInAgain,
      details: { reauthenticate: true },
    });
  });

  it('a suspended member’s passkey sign-in is refused with the message a password sign-in ends in', async () => {
    const { member, caller } = await aNewMember('suspended');
    const phone = await addPasskey(overHttp, caller, { relyingParty: RELYING_PARTY });
    await suiteFirestore()
      .collection(COLLECTIONS.members)
      .doc(member.customer_number)
      .update({ suspended: true });

    const from = visitor();
    const credential = await passkeyAssertion(overHttp, phone, from);
    const refusal = await expectFailure(
      'passkeys-verifyAuthentication',
      { credential },
      from,
      'permission-denied',
    );

    expect(refusal.message).toBe(GATE_MESSAGES.suspended);
  });

  it('deleting the account removes its passkeys, and they sign nobody in', async () => {
    const { uid, caller } = await aNewMember('deleted');
    const phone = await addPasskey(overHttp, caller, { relyingParty: RELYING_PARTY });

    await adminAuth().deleteUser(uid);
    await untilNoPasskeysOf(uid);

    const from = visitor();
    const credential = await passkeyAssertion(overHttp, phone, from);
    const refusal = await expectFailure(
      'passkeys-verifyAuthentication',
      { credential },
      from,
      'not-found',
    );
    expect(refusal.message).toBe(PASSKEY_MESSAGES.notRecognised);
  });
});
