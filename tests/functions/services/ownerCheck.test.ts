import { describe, expect, it } from 'vitest';
import { GUESSES_PER_TARGET } from '../../../functions/src/domain/guessLimits';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { OWNER_CODE_STEP_MS } from '../../../functions/src/domain/ownerCodes';
import { OWNER_CODE_REQUIRED, WRONG_OWNER_CODES } from '../../../functions/src/services/OwnerCheck';
import { adaCreatesHerLogin, adaMember } from '../ada';
import { aWorld, type TestWorld } from '../world';

const member = adaMember();

const create = adaCreatesHerLogin;

/** An attacker's failed guesses at the membership number, each from its own address. */
async function guessedTooOften(world: TestWorld) {
  for (let n = 0; n < GUESSES_PER_TARGET.limit; n += 1) {
    const wrong = await world.callError(
      'users-createUser',
      create({ dob: `1970-01-0${n + 1}`, email: `eve${n}@example.com` }),
      { callerAddress: `198.51.100.${n}` },
    );
    expect(wrong.code).toBe('invalid-argument');
  }
}

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
const OWNER = { callerAddress: '203.0.113.50' };

describe('users-createUser once a membership has been guessed too often', () => {
  it('answers the owner and a wrong guess alike, mails the code only to the email on record, and lets the owner in with it', async () => {
    const world = aWorld().withMember(member);
    await guessedTooOften(world);

    const wrong = await world.callError('users-createUser', create({ dob: '1970-02-02' }), {
      callerAddress: '198.51.100.77',
    });
    expect(world.outboxTo('ada@example.com')).toHaveLength(0);
    const owner = await world.callError('users-createUser', create(), OWNER);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text);

    for (const answer of [wrong, owner]) {
      expect(answer).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.ownerCodeMailed,
        details: OWNER_CODE_REQUIRED,
      });
    }
    expect(code).toBeDefined();
    expect(await world.call('users-createUser', create({ ownerCode: code }), OWNER)).toEqual({
      success: true,
    });
    expect(await world.backend.identity.getUserByEmail('ada@example.com')).toBeDefined();
  });

  it('refuses the right code with a wrong date of birth, alike to any other guess', async () => {
    const world = aWorld().withMember(member);
    await guessedTooOften(world);
    await world.callError('users-createUser', create(), OWNER);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text);

    const refused = await world.callError(
      'users-createUser',
      create({ dob: '1985-04-13', ownerCode: code }),
      OWNER,
    );

    expect(refused).toMatchObject({ code: 'resource-exhausted', details: OWNER_CODE_REQUIRED });
    expect(await world.backend.identity.getUserByEmail('ada@example.com')).toBeUndefined();
  });

  it('takes a code for its own quarter of an hour and the next, not later', async () => {
    const world = aWorld().withMember(member);
    await guessedTooOften(world);
    await world.callError('users-createUser', create(), OWNER);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text);
    // The attacker keeps the limit spent, so the code is still needed.
    world.clock.advanceBy(2 * OWNER_CODE_STEP_MS);
    await guessedTooOften(world);

    const late = await world.callError('users-createUser', create({ ownerCode: code }), OWNER);

    expect(late.details).toEqual(OWNER_CODE_REQUIRED);
    expect(await world.backend.identity.getUserByEmail('ada@example.com')).toBeUndefined();
  });

  it('stops taking codes after five wrong ones with the right details, and a wrong guess spends none', async () => {
    const world = aWorld().withMember(member);
    await guessedTooOften(world);
    await world.callError('users-createUser', create(), OWNER);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text)!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let n = 0; n < 20; n += 1) {
      await world.callError(
        'users-createUser',
        create({ dob: '1970-03-03', ownerCode: wrongCode }),
      );
    }
    expect(await world.call('users-createUser', create({ ownerCode: code }), OWNER)).toEqual({
      success: true,
    });

    const other = aWorld().withMember(member);
    await guessedTooOften(other);
    await other.callError('users-createUser', create(), OWNER);
    const otherCode = codeIn(other.outboxTo('ada@example.com')[0]?.text)!;
    const otherWrong = otherCode === '000000' ? '000001' : '000000';
    for (let n = 0; n < WRONG_OWNER_CODES.limit; n += 1) {
      await other.callError('users-createUser', create({ ownerCode: otherWrong }), OWNER);
    }
    const refused = await other.callError(
      'users-createUser',
      create({ ownerCode: otherCode }),
      OWNER,
    );
    expect(refused.details).toEqual(OWNER_CODE_REQUIRED);
  });
});

describe('members-linkMembership once a membership has been guessed too often', () => {
  it('links the owner with the code mailed to them, after the same answer a wrong guess gets', async () => {
    const world = aWorld().withMember(member);
    const owner = await world.login('ada@example.com');
    const link = (dob: string, ownerCode?: string) => ({
      location: 'gb',
      membershipNumber: '100200',
      dob,
      ...(ownerCode === undefined ? {} : { ownerCode }),
    });
    for (let n = 0; n < GUESSES_PER_TARGET.limit; n += 1) {
      const stranger = await world.login(`eve${n}@example.com`);
      await world.callError('members-linkMembership', link(`1970-01-0${n + 1}`), {
        ...stranger.ctx,
        callerAddress: `198.51.100.${n}`,
      });
    }
    const ctx = { ...owner.ctx, ...OWNER };

    const first = await world.callError('members-linkMembership', link('1985-04-12'), ctx);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text);

    expect(first).toMatchObject({
      message: MESSAGES.ownerCodeMailed,
      details: OWNER_CODE_REQUIRED,
    });
    expect(await world.call('members-linkMembership', link('1985-04-12', code), ctx)).toEqual({
      success: true,
    });
    expect(world.state.users[owner.uid]?.memberships).toEqual(['100200']);
  });
});

describe('users-sendPasswordReset while someone floods the address', () => {
  it('tells the owner when the last reset link went instead of mailing another, and the flood stays within the day’s allowance', async () => {
    const world = aWorld();
    await world.login('ada@example.com');
    const reset = { email: 'ada@example.com', devMode: false, devDomain: '' };
    for (let n = 0; n < 100; n += 1) {
      await world
        .call('users-sendPasswordReset', reset, { callerAddress: `198.51.100.${n}` })
        .catch(() => undefined);
      world.clock.advanceBy(30_000);
    }
    const before = world.outboxTo('ada@example.com').length;

    const answer = await world.call('users-sendPasswordReset', reset, OWNER);

    expect(answer).toEqual({
      success: true,
      lastSentAt: expect.any(String),
      nextSendAt: expect.any(String),
    });
    expect(Date.parse(answer.lastSentAt!)).toBeLessThan(world.clock.now().getTime());
    expect(Date.parse(answer.nextSendAt!)).toBeGreaterThan(world.clock.now().getTime());
    expect(world.outboxTo('ada@example.com')).toHaveLength(before);
    expect(before).toBeLessThanOrEqual(10);
  });
});

describe('wrong owner codes from one caller', () => {
  it("do not spend another caller's tries: the owner's code still works", async () => {
    const world = aWorld().withMember(member);
    await guessedTooOften(world);
    await world.callError('users-createUser', create(), OWNER);
    const code = codeIn(world.outboxTo('ada@example.com')[0]?.text)!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    const attacker = { callerAddress: '198.51.100.99' };
    for (let n = 0; n < WRONG_OWNER_CODES.limit; n += 1) {
      await world.callError('users-createUser', create({ ownerCode: wrongCode }), attacker);
    }

    const attackerRight = await world.callError(
      'users-createUser',
      create({ ownerCode: code }),
      attacker,
    );
    const owner = await world.call('users-createUser', create({ ownerCode: code }), OWNER);

    expect(attackerRight.details).toEqual(OWNER_CODE_REQUIRED);
    expect(owner).toEqual({ success: true });
  });
});
