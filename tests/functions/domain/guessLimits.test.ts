import type { CallContext } from '@met/scheme/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../doubles/FixedClock';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import {
  countGuess,
  type CountedGuess,
  type GuessTargets,
} from '../../../functions/src/domain/guessLimits';

describe('the limits on guessing a membership (countGuess)', () => {
  let limits: { rateLimiter: InMemoryRateLimiter; clock: FixedClock };
  let sequence: number;

  beforeEach(() => {
    limits = {
      rateLimiter: new InMemoryRateLimiter(emptyMemoryState()),
      clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    };
    sequence = 0;
  });

  const fresh = () => ++sequence;
  const guess = (targets: Partial<GuessTargets>, ctx: CallContext = {}): Promise<CountedGuess> =>
    countGuess(
      limits,
      { membershipNumber: `9${fresh()}`, email: `guesser${fresh()}@example.com`, ...targets },
      ctx,
    );
  const failedGuesses = async (
    times: number,
    targets: Partial<GuessTargets>,
    ctx?: CallContext,
  ) => {
    for (let index = 0; index < times; index += 1) await guess(targets, ctx);
  };
  /** A guess past a limit: not counted, and sent on to the mailed code (OwnerCheck). */
  const refusal = async (targets: Partial<GuessTargets>, ctx?: CallContext) => {
    const counted = await guess(targets, ctx);
    expect(counted.overLimit, 'the guess should have been over the limit').toBe(true);
    return counted;
  };

  it('puts a sixth guess at one membership number over the limit (the owner then needs the mailed code), but not a guess at another', async () => {
    await failedGuesses(5, { membershipNumber: '200001' });

    await refusal({ membershipNumber: '200001' });

    await expect(guess({ membershipNumber: '200002' })).resolves.toMatchObject({
      overLimit: false,
    });
  });

  it('counts a membership number typed with spaces as the same number', async () => {
    await failedGuesses(5, { membershipNumber: ' 200001 ' });

    await refusal({ membershipNumber: '200001' });
  });

  it('puts a sixth guess with one email over the limit, whatever its case or +tag, but not a guess with another', async () => {
    await failedGuesses(5, { email: ' Ada@Example.com' });

    await refusal({ email: 'ada@example.com ' });
    await refusal({ email: 'Ada+again@example.com' });
    await expect(guess({ email: 'grace@example.com' })).resolves.toMatchObject({
      overLimit: false,
    });
  });

  it("keeps apart addresses that differ in more than case: 'straße' is not 'strasse'", async () => {
    await failedGuesses(5, { email: 'straße@example.com' });

    await expect(guess({ email: 'strasse@example.com' })).resolves.toMatchObject({
      overLimit: false,
    });
  });

  it('counts a guess with no caller address and no login against its number and email alone, and gives exactly those back', async () => {
    const tryConsume = vi.spyOn(limits.rateLimiter, 'tryConsume');
    const giveBack = vi.spyOn(limits.rateLimiter, 'giveBack');

    const counted = await guess({ membershipNumber: '200001', email: ' Ada@Example.com' });
    await counted.provedRight();

    const keys = ['guess:membership:200001', 'guess:email:ada@example.com'];
    expect(tryConsume.mock.calls.map(([key]) => key)).toEqual(keys);
    expect(giveBack.mock.calls.map(([key]) => key)).toEqual(keys);
  });

  it('puts a sixth guess by one login over the limit, but not a guess by another login', async () => {
    await failedGuesses(5, { uid: 'login-1' });

    await refusal({ uid: 'login-1' });
    await expect(guess({ uid: 'login-2' })).resolves.toMatchObject({ overLimit: false });
  });

  it('lets guesses made without a login share no budget between them', async () => {
    await failedGuesses(12, {});

    await expect(guess({})).resolves.toMatchObject({ overLimit: false });
  });

  it('puts a 21st guess from one caller address over the limit, whatever it aims at, but not from another address', async () => {
    await failedGuesses(20, {}, { callerAddress: '203.0.113.7' });

    await refusal({}, { callerAddress: '203.0.113.7' });
    await expect(guess({}, { callerAddress: '198.51.100.9' })).resolves.toMatchObject({
      overLimit: false,
    });
  });

  it.each([
    ['one membership number', 5, { membershipNumber: '200001' }, {}],
    ['one caller address', 20, {}, { callerAddress: '203.0.113.7' }],
  ])(
    'keeps guesses at %s over the limit for fifteen minutes after the last counted one',
    async (_case, limit, targets: Partial<GuessTargets>, ctx: CallContext) => {
      await failedGuesses(limit, targets, ctx);

      limits.clock.advanceBy(14 * 60 * 1000);
      await refusal(targets, ctx);
      limits.clock.advanceBy(60 * 1000);
      await expect(guess(targets, ctx)).resolves.toMatchObject({ overLimit: false });
    },
  );

  it('limits a call with no caller address per target only', async () => {
    await failedGuesses(25, {});

    await expect(guess({})).resolves.toMatchObject({ overLimit: false });
  });

  it('does not charge a guess over the limit to the caller address', async () => {
    const caller = { callerAddress: '203.0.113.7' };
    await failedGuesses(5, { membershipNumber: '200001' }, caller);
    for (let index = 0; index < 15; index += 1)
      await refusal({ membershipNumber: '200001' }, caller);

    await failedGuesses(15, {}, caller);
    await refusal({}, caller);
  });

  it('does not charge a guess over the limit for its email to the membership number', async () => {
    await failedGuesses(5, { email: 'ada@example.com' });
    for (let index = 0; index < 5; index += 1) {
      await refusal({ membershipNumber: '200001', email: 'ada@example.com' });
    }

    await failedGuesses(5, { membershipNumber: '200001' });
    await refusal({ membershipNumber: '200001' });
  });

  it('forgets a guess that proved right, so right guesses never put a member over the limit', async () => {
    const targets = { membershipNumber: '200001', email: 'ada@example.com', uid: 'login-1' };
    const caller = { callerAddress: '203.0.113.7' };
    for (let index = 0; index < 25; index += 1) await (await guess(targets, caller)).provedRight();

    await failedGuesses(5, targets, caller);
    await refusal(targets, caller);
  });
});
