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

  it('adds with a sign-in just under 5 minutes old', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.signedInMember(aMember().build());
    world.clock.advanceBy(5 * MINUTE - 1000);

    const options = await world.call('passkeys-registrationOptions', {}, ctx);

    expect(options.challenge).toEqual(expect.any(String));
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

describe('passkeys: a password reset or change ends them', () => {
  it('refuses and removes a passkey added before a password reset; one added after signs in', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, phone, member } = await memberWithPasskey(world);
    const link = await world.backend.identity.generatePasswordResetLink(member.email, {
      url: `${PRODUCTION_ORIGIN}/reset-password`,
    });
    world.clock.advanceBy(MINUTE);

    await world.backend.identity.confirmPasswordReset(
      new URL(link).searchParams.get('oobCode')!,
      'A-New-Password-1',
    );
    const refusal = await signInWith(world, phone).catch((error: unknown) => error);

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.passwordChanged,
    });
    expect(await world.backend.deps.passkeys.listFor(uid)).toEqual([]);
  });

  it('keeps a passkey added after the change working', async () => {
    const world = aWorld(NOW, [1]);
    const member = aMember().build();
    const { uid } = await world.signedInMember(member);
    await world.backend.identity.updatePassword(uid, 'A-New-Password-1');
    world.clock.advanceBy(MINUTE);
    const ctx: CallContext = {
      auth: {
        uid,
        email: member.email,
        emailVerified: true,
        authTime: world.clock.now().toISOString(),
      },
    };
    const phone = new SoftwareAuthenticator(RP);
    const options = await world.call('passkeys-registrationOptions', {}, ctx);
    await world.call(
      'passkeys-verifyRegistration',
      { credential: await phone.create(options), name: 'iPhone' },
      ctx,
    );

    const answer = await signInWith(world, phone);

    expect(answer.customToken).toEqual(expect.any(String));
  });

  it('drops a passkey a password change ended from the list', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, ctx } = await memberWithPasskey(world);
    world.clock.advanceBy(MINUTE);
    await world.backend.identity.updatePassword(uid, 'A-New-Password-1');

    const { passkeys } = await world.call('passkeys-list', {}, ctx);

    expect(passkeys).toEqual([]);
  });

  it('ends a passkey kept before the password epoch was recorded when its creation is older', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, phone } = await memberWithPasskey(world);
    const stored = world.state.passkeys!.credentials[phone.id]!;
    delete stored.passwordEpoch;
    world.clock.advanceBy(MINUTE);
    await world.backend.identity.updatePassword(uid, 'A-New-Password-1');

    const refusal = await signInWith(world, phone).catch((error: unknown) => error);

    expect(refusal).toMatchObject({ message: PASSKEY_MESSAGES.passwordChanged });
  });

  it('asks for the password again to add a passkey with a sign-in from before the change', async () => {
    const world = aWorld(NOW, [1]);
    const { uid, ctx } = await world.signedInMember(aMember().build());
    world.clock.advanceBy(MINUTE);
    await world.backend.identity.updatePassword(uid, 'A-New-Password-1');

    const refusal = await world.callError('passkeys-registrationOptions', {}, ctx);

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.signInAgain,
      details: { reauthenticate: true },
    });
  });
});

describe('passkeys: the member is told of each one added', () => {
  it('mails the member, naming the passkey and when, with the link that removes it', async () => {
    const world = aWorld(NOW, [1]);
    const { member, phone } = await memberWithPasskey(world);

    const mails = world.outboxTo(member.email);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'A passkey was added to your account',
      link: `${PRODUCTION_ORIGIN}/settings/passkeys?remove=${phone.id}`,
    });
    expect(mails[0]!.text).toContain('“iPhone”');
    expect(mails[0]!.text).toContain('3 December 2026 at 21:40 (UK time)');
  });

  it('lets a member add 10 passkeys a day, each one mailed', async () => {
    const world = aWorld(NOW, [1]);
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const add = async () => {
      const phone = new SoftwareAuthenticator(RP);
      const options = await world.call('passkeys-registrationOptions', {}, ctx);
      const credential = await phone.create(options);
      return world.backend.handlers['passkeys-verifyRegistration'](
        { credential, name: 'Key' },
        ctx,
      );
    };
    for (let added = 0; added < 10; added += 1) {
      const { passkey } = await add();
      await world.call('passkeys-remove', { id: passkey.id }, ctx);
    }

    await expect(add()).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: PASSKEY_MESSAGES.tooManyAddedToday,
    });
    expect(world.outboxTo(member.email)).toHaveLength(10);
  });
});

describe('passkeys: user verification', () => {
  it('asks the device to verify its user, at adding and at signing in', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.signedInMember(aMember().build());

    const registration = await world.call('passkeys-registrationOptions', {}, ctx);
    const authentication = await world.call('passkeys-authenticationOptions', {}, ANONYMOUS);

    expect(registration.authenticatorSelection).toMatchObject({ userVerification: 'required' });
    expect(authentication.userVerification).toBe('required');
  });

  it('refuses to add a passkey that did not verify its user, and adds nothing', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx, uid } = await world.signedInMember(aMember().build());
    const key = new SoftwareAuthenticator(RP);
    key.userVerified = false;
    const options = await world.call('passkeys-registrationOptions', {}, ctx);

    const refusal = await world.callError(
      'passkeys-verifyRegistration',
      { credential: await key.create(options), name: 'Key' },
      ctx,
    );

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.userNotVerified,
    });
    expect(await world.backend.deps.passkeys.listFor(uid)).toEqual([]);
  });

  it('refuses a sign-in whose assertion did not verify the user, and counts nothing', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);
    phone.userVerified = false;

    const refusal = await signInWith(world, phone).catch((error: unknown) => error);

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.userNotVerified,
    });
    expect((await world.backend.deps.passkeys.find(phone.id))?.lastUsedAt).toBeNull();
  });

  it('mints the sign-in token with the passkey claim', async () => {
    const world = aWorld(NOW, [1]);
    const { phone, uid } = await memberWithPasskey(world);

    const { customToken } = await signInWith(world, phone);

    expect(world.state.customTokens?.[customToken]).toMatchObject({
      uid,
      claims: { passkey: true },
    });
  });
});
