import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES } from '@met/scheme';
import type { CallContext } from '@met/scheme/contract';
import { PASSKEY_MESSAGES } from '../../../functions/src/services/passkeys/passkeyMessages';
import { aMember } from '../builders';
import { SoftwareAuthenticator } from '../softwareAuthenticator';
import { aWorld, PRODUCTION_ORIGIN, type TestWorld } from '../world';

const NOW = '2026-12-03T21:40:00.000Z';
const MINUTE = 60 * 1000;
const RP = { origin: PRODUCTION_ORIGIN, rpId: 'rewards.example.com' };
const ANONYMOUS: CallContext = { callerAddress: '203.0.113.7' };

async function memberWithPasskey(world: TestWorld, member = aMember().build()) {
  const login = await world.signedInMember(member);
  const phone = new SoftwareAuthenticator(RP);
  const options = await world.call('passkeys-registrationOptions', {}, login.ctx);
  const credential = await phone.create(options);
  const added = await world.call(
    'passkeys-verifyRegistration',
    { credential, name: 'iPhone' },
    login.ctx,
  );
  return { ...login, phone, added, member };
}

async function signInWith(world: TestWorld, phone: SoftwareAuthenticator) {
  const options = await world.call('passkeys-authenticationOptions', {}, ANONYMOUS);
  return world.call(
    'passkeys-verifyAuthentication',
    { credential: await phone.get(options) },
    ANONYMOUS,
  );
}

describe('passkeys: adding one', () => {
  it('adds a named passkey to the signed-in member and lists it with when it was added', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx, added, phone } = await memberWithPasskey(world);

    const { passkeys } = await world.call('passkeys-list', {}, ctx);

    expect(added.passkey).toEqual({
      id: phone.id,
      name: 'iPhone',
      createdAt: NOW,
      lastUsedAt: null,
    });
    expect(passkeys).toEqual([added.passkey]);
  });

  it('asks for the password again when the sign-in is more than 5 minutes old', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.signedInMember(aMember().build());
    world.clock.advanceBy(5 * MINUTE + 1000);

    const refusal = await world.callError('passkeys-registrationOptions', {}, ctx);

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.signInAgain,
      details: { reauthenticate: true },
    });
  });

  it('refuses a login with no linked membership', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.login('nolink@example.com', {});

    const refusal = await world.callError('passkeys-registrationOptions', {}, ctx);

    expect(refusal.code).toBe('not-found');
  });

  it('refuses a passkey with no name, with a message that says so', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.signedInMember(aMember().build());
    const options = await world.call('passkeys-registrationOptions', {}, ctx);
    const credential = await new SoftwareAuthenticator(RP).create(options);

    const refusal = await world.callError(
      'passkeys-verifyRegistration',
      { credential, name: ' ' },
      ctx,
    );

    expect(refusal).toMatchObject({
      code: 'invalid-argument',
      message: 'Please give this passkey a name, such as the device it is on',
    });
  });
});

describe('passkeys: signing in with one', () => {
  it('answers a custom token the member signs in with, and records when the passkey was used', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, ctx, phone } = await memberWithPasskey(world);
    world.clock.advanceBy(60 * MINUTE);

    const { customToken } = await signInWith(world, phone);
    const signedIn = await world.backend.identity.signInWithCustomToken(customToken);
    const { passkeys } = await world.call('passkeys-list', {}, ctx);

    expect(signedIn.uid).toBe(uid);
    expect(passkeys[0]?.lastUsedAt).toBe(new Date(Date.parse(NOW) + 60 * MINUTE).toISOString());
  });

  it('refuses a suspended member with the message a password sign-in ends in', async () => {
    const world = aWorld(NOW, [1]);
    const { phone, member } = await memberWithPasskey(world);
    world.state.members[member.customer_number]!.suspended = true;

    const options = await world.call('passkeys-authenticationOptions', {}, ANONYMOUS);
    const refusal = await world.callError(
      'passkeys-verifyAuthentication',
      { credential: await phone.get(options) },
      ANONYMOUS,
    );

    expect(refusal).toMatchObject({ code: 'permission-denied', message: GATE_MESSAGES.suspended });
  });

  it('no longer signs in with a removed passkey', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx, phone } = await memberWithPasskey(world);
    await world.call('passkeys-remove', { id: phone.id }, ctx);

    const options = await world.call('passkeys-authenticationOptions', {}, ANONYMOUS);
    const refusal = await world.callError(
      'passkeys-verifyAuthentication',
      { credential: await phone.get(options) },
      ANONYMOUS,
    );

    expect(refusal).toMatchObject({ code: 'not-found', message: PASSKEY_MESSAGES.notRecognised });
  });

  it('forgets the passkeys of a deleted account', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, phone } = await memberWithPasskey(world);

    await world.backend.identity.deleteUser(uid);

    expect(await world.backend.deps.passkeys.find(phone.id)).toBeUndefined();
  });

  it('limits anonymous passkey calls from one address', async () => {
    const world = aWorld(NOW, [1]);
    for (let call = 0; call < 30; call += 1) {
      await world.call('passkeys-authenticationOptions', {}, ANONYMOUS);
    }

    const refusal = await world.callError('passkeys-authenticationOptions', {}, ANONYMOUS);

    expect(refusal).toMatchObject({
      code: 'resource-exhausted',
      message: PASSKEY_MESSAGES.tooManyTries,
    });
  });
});
