import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { PASSKEY_MESSAGES } from '../../../functions/src/services/passkeys/passkeyMessages';
import { aMember } from '../builders';
import { addPasskey, passkeyAssertion, TEST_RELYING_PARTY } from '../passkeyCeremonies';
import { type Ceremony, SoftwareAuthenticator } from '../softwareAuthenticator';
import { aWorld, type TestWorld } from '../world';

const NOW = '2026-12-03T21:40:00.000Z';
const MINUTE = 60 * 1000;
const RP = TEST_RELYING_PARTY;
const ANONYMOUS: CallContext = { callerAddress: '203.0.113.9' };

async function memberWithPasskey(world: TestWorld, email = 'ada@example.com') {
  const member = aMember()
    .withEmail(email)
    .withCustomerNumber(email.startsWith('ada') ? '100101' : '100202')
    .build();
  const login = await world.signedInMember(member);
  const phone = await addPasskey(world.call.bind(world), login.ctx);
  return { ...login, phone };
}

const options = (world: TestWorld) => world.call('passkeys-authenticationOptions', {}, ANONYMOUS);
const signedAssertion = (world: TestWorld, phone: SoftwareAuthenticator, ceremony?: Ceremony) =>
  passkeyAssertion(world.call.bind(world), phone, ANONYMOUS, ceremony);
const verify = (world: TestWorld, credential: unknown) =>
  world.callError('passkeys-verifyAuthentication', { credential }, ANONYMOUS);

describe('passkey attacks', () => {
  it('refuses a replayed assertion', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);
    const assertion = await signedAssertion(world, phone);
    await world.call('passkeys-verifyAuthentication', { credential: assertion }, ANONYMOUS);

    expect(await verify(world, assertion)).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.requestExpired,
    });
  });

  it('refuses a challenge used twice, even with a fresh signature', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);
    const challenge = await options(world);
    await world.call(
      'passkeys-verifyAuthentication',
      { credential: await phone.get(challenge) },
      ANONYMOUS,
    );

    expect((await verify(world, await phone.get(challenge))).message).toBe(
      PASSKEY_MESSAGES.requestExpired,
    );
  });

  it('refuses an expired challenge (older than 5 minutes)', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);
    const challenge = await options(world);
    world.clock.advanceBy(5 * MINUTE + 1000);

    expect((await verify(world, await phone.get(challenge))).message).toBe(
      PASSKEY_MESSAGES.requestExpired,
    );
  });

  it('refuses an assertion that names another member’s credential id', async () => {
    const world = aWorld(NOW, [1]);
    const { phone: adas } = await memberWithPasskey(world, 'ada@example.com');
    const { phone: bobs } = await memberWithPasskey(world, 'bob@example.com');
    const assertion = await signedAssertion(world, bobs);

    const refusal = await verify(world, { ...assertion, id: adas.id, rawId: adas.id });

    expect(refusal.code).toMatch(/permission-denied|not-found/);
    expect(world.state.customTokens ?? {}).toEqual({});
  });

  it.each([
    ['a wrong origin', { origin: 'https://rewards.example.com.evil.test' }],
    ['a wrong RP ID', { rpId: 'evil.test' }],
  ])('refuses an assertion made for %s', async (_, ceremony) => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);

    const refusal = await verify(world, await signedAssertion(world, phone, ceremony));

    expect(refusal).toMatchObject({
      code: 'permission-denied',
      message: PASSKEY_MESSAGES.notChecked,
    });
  });

  it('refuses a counter going backwards (a cloned authenticator)', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world);
    phone.counter = 10;
    await world.call(
      'passkeys-verifyAuthentication',
      { credential: await signedAssertion(world, phone) },
      ANONYMOUS,
    );
    phone.counter = 3;

    const refusal = await verify(world, await signedAssertion(world, phone));

    expect(refusal.message).toBe(PASSKEY_MESSAGES.notChecked);
  });

  it('refuses registering without a recent sign-in, even with options fetched in time', async () => {
    const world = aWorld(NOW, [1]);
    const { ctx } = await world.signedInMember(aMember().build());
    const challenge = await world.call('passkeys-registrationOptions', {}, ctx);
    world.clock.advanceBy(6 * MINUTE);

    const refusal = await world.callError(
      'passkeys-verifyRegistration',
      { credential: await new SoftwareAuthenticator(RP).create(challenge), name: 'Phone' },
      ctx,
    );

    expect(refusal.message).toBe(PASSKEY_MESSAGES.signInAgain);
  });

  it('refuses adding a passkey to someone else’s account with their challenge', async () => {
    const world = aWorld(NOW, [1]);
    const ada = await world.signedInMember(
      aMember().withEmail('ada@example.com').withCustomerNumber('100101').build(),
    );
    const bob = await world.signedInMember(
      aMember().withEmail('bob@example.com').withCustomerNumber('100202').build(),
    );
    const adasChallenge = await world.call('passkeys-registrationOptions', {}, ada.ctx);
    const credential = await new SoftwareAuthenticator(RP).create(adasChallenge);

    const refusal = await world.callError(
      'passkeys-verifyRegistration',
      { credential, name: 'Mine now' },
      bob.ctx,
    );

    expect(refusal.code).toBe('permission-denied');
    expect((await world.call('passkeys-list', {}, ada.ctx)).passkeys).toEqual([]);
    expect((await world.call('passkeys-list', {}, bob.ctx)).passkeys).toEqual([]);
  });

  it('refuses removing another member’s passkey', async () => {
    const world = aWorld(NOW, [1]);
    const { phone } = await memberWithPasskey(world, 'ada@example.com');
    const bob = await world.signedInMember(
      aMember().withEmail('bob@example.com').withCustomerNumber('100202').build(),
    );

    const refusal = await world.callError('passkeys-remove', { id: phone.id }, bob.ctx);

    expect(refusal).toMatchObject({ code: 'not-found', message: PASSKEY_MESSAGES.notFound });
    expect(await world.backend.deps.passkeys.find(phone.id)).toBeDefined();
  });
});
