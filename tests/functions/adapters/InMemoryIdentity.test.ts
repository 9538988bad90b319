import { describe, expect, it } from 'vitest';
import { aMember } from '../builders';
import { aWorld, TEST_PASSWORD } from '../world';

const MINUTE = 60_000;

async function worldWithLogin(options: { verified?: boolean } = {}) {
  const world = aWorld();
  const { uid } = await world.login('ada@example.com', options);
  return { world, identity: world.backend.identity, uid };
}

describe('InMemoryIdentity sign-in', () => {
  it('signs in with the right password, email in any case', async () => {
    const { identity, uid } = await worldWithLogin();

    const user = await identity.signInWithPassword(' ADA@example.com ', TEST_PASSWORD);

    expect(user).toMatchObject({
      uid,
      email: 'ada@example.com',
      emailVerified: true,
      disabled: false,
    });
  });

  it.each([
    ['an unknown email', 'nobody@example.com', TEST_PASSWORD, 'user-not-found'],
    ['a wrong password', 'ada@example.com', 'Wrong-Password-1', 'wrong-password'],
    ['no password', 'ada@example.com', '', 'missing-password'],
    ['an invalid email', 'ada-at-example', TEST_PASSWORD, 'invalid-email'],
  ])('refuses %s', async (_case, email, password, reason) => {
    const { identity } = await worldWithLogin();

    await expect(identity.signInWithPassword(email, password)).rejects.toMatchObject({ reason });
  });

  it('refuses a disabled login', async () => {
    const { identity, uid } = await worldWithLogin();
    await identity.setDisabled(uid, true);

    await expect(
      identity.signInWithPassword('ada@example.com', TEST_PASSWORD),
    ).rejects.toMatchObject({
      reason: 'user-disabled',
    });
  });

  it('answers too-many-requests after 5 wrong passwords in 15 minutes, even to the right one', async () => {
    const { world, identity } = await worldWithLogin();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        identity.signInWithPassword('ada@example.com', 'nope-nope'),
      ).rejects.toMatchObject({
        reason: 'wrong-password',
      });
      world.clock.advanceBy(MINUTE);
    }

    const blocked = identity.signInWithPassword('ada@example.com', TEST_PASSWORD);

    await expect(blocked).rejects.toMatchObject({ reason: 'too-many-requests' });
  });

  it('lets the member in again once the oldest wrong password is 15 minutes old', async () => {
    const { world, identity } = await worldWithLogin();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await identity.signInWithPassword('ada@example.com', 'nope-nope').catch(() => undefined);
    }

    world.clock.advanceBy(15 * MINUTE);

    await expect(
      identity.signInWithPassword('ada@example.com', TEST_PASSWORD),
    ).resolves.toBeDefined();
  });

  it('forgets wrong passwords after a successful sign-in', async () => {
    const { identity } = await worldWithLogin();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await identity.signInWithPassword('ada@example.com', 'nope-nope').catch(() => undefined);
    }
    await identity.signInWithPassword('ada@example.com', TEST_PASSWORD);
    await identity.signInWithPassword('ada@example.com', 'nope-nope').catch(() => undefined);

    await expect(
      identity.signInWithPassword('ada@example.com', TEST_PASSWORD),
    ).resolves.toBeDefined();
  });

  it('keeps only salted hashes: two logins with one password store different hashes', async () => {
    const { world, identity } = await worldWithLogin();
    await identity.signUp('grace@example.com', TEST_PASSWORD);

    const [first, second] = Object.values(world.state.identityUsers);

    expect(JSON.stringify(world.state.identityUsers)).not.toContain(TEST_PASSWORD);
    expect(first?.passwordHash).not.toBe(second?.passwordHash);
  });
});

describe('InMemoryIdentity sign-up', () => {
  it.each([
    ['an email in use', 'ada@example.com', TEST_PASSWORD, 'email-already-in-use'],
    ['a weak password', 'grace@example.com', '12345', 'weak-password'],
    ['an invalid email', 'grace', TEST_PASSWORD, 'invalid-email'],
  ])('refuses %s', async (_case, email, password, reason) => {
    const { identity } = await worldWithLogin();

    await expect(identity.signUp(email, password)).rejects.toMatchObject({ reason });
  });

  it('lets only one of two concurrent sign-ups with one email through', async () => {
    const world = aWorld();

    const results = await Promise.allSettled([
      world.backend.identity.signUp('grace@example.com', TEST_PASSWORD),
      world.backend.identity.signUp('grace@example.com', TEST_PASSWORD),
    ]);

    expect(results.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('creates an unverified login that can verify through the mailed link', async () => {
    const world = aWorld();
    const user = await world.backend.identity.signUp('grace@example.com', TEST_PASSWORD);

    await world.backend.identity.sendEmailVerification(user.uid);
    const link = world.outboxTo('grace@example.com')[0]?.link ?? '';
    await world.backend.identity.applyActionCode(new URL(link).searchParams.get('oobCode') ?? '');

    expect(user.emailVerified).toBe(false);
    expect(
      link.startsWith('https://rewards.example.com/account/pending?mode=verifyEmail&oobCode='),
    ).toBe(true);
    expect((await world.backend.identity.getUser(user.uid))?.emailVerified).toBe(true);
  });
});

describe('InMemoryIdentity password reset', () => {
  async function resetCode() {
    const setup = await worldWithLogin();
    await setup.identity.sendPasswordResetEmail('ada@example.com');
    const link = setup.world.outboxTo('ada@example.com')[0]?.link ?? '';
    return { ...setup, code: new URL(link).searchParams.get('oobCode') ?? '' };
  }

  it('changes the password once, and the code cannot be used again', async () => {
    const { identity, code } = await resetCode();

    await identity.confirmPasswordReset(code, 'A-New-Password-42');

    await expect(
      identity.signInWithPassword('ada@example.com', 'A-New-Password-42'),
    ).resolves.toBeDefined();
    await expect(
      identity.signInWithPassword('ada@example.com', TEST_PASSWORD),
    ).rejects.toMatchObject({
      reason: 'wrong-password',
    });
    await expect(identity.verifyPasswordResetCode(code)).rejects.toMatchObject({
      reason: 'invalid-action-code',
    });
  });

  it('refuses an unknown code, and a verification code used as a reset code', async () => {
    const { world, identity, uid } = await resetCode();
    await identity.sendEmailVerification(uid);
    const verifyLink = world.outboxTo('ada@example.com')[1]?.link ?? '';

    await expect(identity.verifyPasswordResetCode('made-up')).rejects.toMatchObject({
      reason: 'invalid-action-code',
    });
    await expect(
      identity.verifyPasswordResetCode(new URL(verifyLink).searchParams.get('oobCode') ?? ''),
    ).rejects.toMatchObject({ reason: 'invalid-action-code' });
  });

  it('refuses an expired code when confirming', async () => {
    const { world, identity, code } = await resetCode();

    world.clock.advanceBy(2 * 60 * MINUTE + 1);

    await expect(identity.confirmPasswordReset(code, 'A-New-Password-42')).rejects.toMatchObject({
      reason: 'expired-action-code',
    });
  });

  it('refuses a weak new password and keeps the code usable', async () => {
    const { identity, code } = await resetCode();

    await expect(identity.confirmPasswordReset(code, '123')).rejects.toMatchObject({
      reason: 'weak-password',
    });
    await expect(identity.verifyPasswordResetCode(code)).resolves.toBe('ada@example.com');
  });
});

describe('InMemoryIdentity reauthenticate and delete', () => {
  it('reauthenticates with the right password only', async () => {
    const { identity, uid } = await worldWithLogin();

    await expect(identity.reauthenticate(uid, TEST_PASSWORD)).resolves.toBeUndefined();
    await expect(identity.reauthenticate(uid, 'nope-nope')).rejects.toMatchObject({
      reason: 'wrong-password',
    });
  });

  it('deleting a login removes its profile but keeps the membership and its plays', async () => {
    const world = aWorld();
    const member = aMember().build();
    const { uid } = await world.signedInMember(member);
    const other = await world.login('someone@example.com');
    const play = {
      gameId: 'wheel',
      timestamp: world.now.toISOString(),
      prizeName: 'x',
      win: false,
    };
    await world.backend.appData.recordPlayOnce(
      { ...play, userId: uid, customerNumber: member.customer_number },
      '2026-03-10',
    );
    await world.backend.appData.recordPlayOnce(
      { ...play, userId: other.uid, customerNumber: '100999' },
      '2026-03-10',
    );

    await world.backend.identity.deleteUser(uid);

    expect(world.state.identityUsers[uid]).toBeUndefined();
    expect(world.state.users[uid]).toBeUndefined();
    // The plays are the casino's prize record (spec-decisions 6): they outlive the login.
    expect(Object.values(world.state.plays).map(({ userId }) => userId)).toEqual([uid, other.uid]);
    expect(world.state.members[member.customer_number]).toEqual(member);
    expect(world.state.users[other.uid]).toBeDefined();
  });

  it('frees the membership to be linked again by a new login', async () => {
    const world = aWorld();
    const member = aMember().withDob('1985-04-12').build();
    const { uid } = await world.signedInMember(member);
    await world.backend.identity.deleteUser(uid);
    const { ctx } = await world.login(member.email);

    const answer = await world.call(
      'members-linkMembership',
      { location: 'gb', membershipNumber: member.customer_number, dob: '1985-04-12' },
      ctx,
    );

    expect(answer).toEqual({ success: true });
  });
});
