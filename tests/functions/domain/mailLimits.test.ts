import { CallableError, type CallContext } from '@met/scheme/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../doubles/FixedClock';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import {
  admitMailCall,
  admitToMailbox,
  LONGEST_MAIL_COOLDOWN,
  MAIL_CALLS_PER_CALLER,
  MAIL_COOLDOWN,
  mailCooldownAfter,
  MAILS_PER_RECIPIENT,
  mailboxOf,
  type MailKind,
} from '../../../functions/src/domain/mailLimits';
import { MESSAGES } from '../../../functions/src/domain/messages';

const MINUTE = 60 * 1000;

describe('the limits on what reaches one mailbox (admitToMailbox)', () => {
  let limits: { rateLimiter: InMemoryRateLimiter; clock: FixedClock };

  beforeEach(() => {
    limits = {
      rateLimiter: new InMemoryRateLimiter(emptyMemoryState()),
      clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    };
  });

  const send = async (kind: MailKind, to: string) =>
    (await admitToMailbox(limits, kind, to)).admitted;

  it('lets one mail of a kind through every two minutes, and another mailbox is not affected', async () => {
    expect(await send('password-reset', 'ada@example.com')).toBe(true);
    expect(await send('password-reset', 'ada@example.com')).toBe(false);
    expect(await send('password-reset', 'grace@example.com')).toBe(true);

    limits.clock.advanceBy(MAIL_COOLDOWN.windowMs);
    expect(await send('password-reset', 'ada@example.com')).toBe(true);
  });

  it("keeps each kind's cooldown apart: a reset does not hold back a verification mail", async () => {
    await send('password-reset', 'ada@example.com');

    expect(await send('verification', 'ada@example.com')).toBe(true);
  });

  it('files an address by its mailbox: case, spaces and a +tag do not make a new one', async () => {
    expect(mailboxOf(' Ada+Shop@Example.com ')).toBe('ada@example.com');
    await send('password-reset', 'ada+one@example.com');

    expect(await send('password-reset', ' Ada+two@Example.com')).toBe(false);
    expect(await send('password-reset', 'ada@example.com')).toBe(false);
  });

  it("keeps apart addresses that differ in more than case: 'straße' is not 'strasse'", async () => {
    await send('verification', 'straße@example.com');

    expect(await send('verification', 'strasse@example.com')).toBe(true);
  });

  it('waits longer after each mail of a kind: 2, 4, 8… minutes, at most the longest cooldown', () => {
    const waits = Array.from({ length: 8 }, (_, n) => mailCooldownAfter(n + 1) / MINUTE);

    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    expect(mailCooldownAfter(1)).toBe(MAIL_COOLDOWN.windowMs);
    expect(mailCooldownAfter(50)).toBe(LONGEST_MAIL_COOLDOWN.windowMs);
  });

  it('lets a flood of resets through only as each wait ends, and no more than the day’s allowance', async () => {
    const sentAt: number[] = [];
    // Asked every minute for a day.
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      if (await send('password-reset', 'ada@example.com')) sentAt.push(minute);
      limits.clock.advanceBy(MINUTE);
    }

    expect(sentAt).toHaveLength(MAILS_PER_RECIPIENT['password-reset'].limit);
    expect(sentAt.slice(1).map((at, n) => at - sentAt[n]!)).toEqual([
      2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
    // A day after the first, the allowance frees again.
    expect(await send('password-reset', 'ada@example.com')).toBe(true);
  });

  it('holds a mail back with when the last of its kind went and when the next may', async () => {
    await send('password-reset', 'ada@example.com');
    const firstAt = limits.clock.now();
    limits.clock.advanceBy(MINUTE);

    const held = await admitToMailbox(limits, 'password-reset', 'Ada+x@example.com');

    expect(held).toEqual({
      admitted: false,
      lastSentAt: firstAt,
      nextSendAt: new Date(firstAt.getTime() + MAIL_COOLDOWN.windowMs),
    });
  });

  it('sends "already verified" once a day, and a welcome three times a day without a wait', async () => {
    expect(await send('already-verified', 'ada@example.com')).toBe(true);
    limits.clock.advanceBy(12 * 60 * MINUTE);
    expect(await send('already-verified', 'ada@example.com')).toBe(false);
    limits.clock.advanceBy(12 * 60 * MINUTE);
    expect(await send('already-verified', 'ada@example.com')).toBe(true);

    const welcomes = [];
    for (let n = 0; n < 4; n += 1) welcomes.push(await send('welcome', 'grace@example.com'));
    expect(welcomes).toEqual([true, true, true, false]);
  });

  it('gives its place back for a mail that was not sent after all', async () => {
    const admitted = await admitToMailbox(limits, 'password-reset', 'ada@example.com');
    if (admitted.admitted) await admitted.notSent();

    expect(admitted.admitted).toBe(true);
    expect(await send('password-reset', 'ada@example.com')).toBe(true);
  });
});

describe('the limit on mail calls from one caller address (admitMailCall)', () => {
  let limits: { rateLimiter: InMemoryRateLimiter; clock: FixedClock };

  beforeEach(() => {
    limits = {
      rateLimiter: new InMemoryRateLimiter(emptyMemoryState()),
      clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    };
  });

  const call = (ctx: CallContext) => admitMailCall(limits, ctx);

  it('refuses one call past its allowance from one address, for ten minutes at most, but not from another', async () => {
    const caller = { callerAddress: '203.0.113.7' };
    for (let n = 0; n < MAIL_CALLS_PER_CALLER.limit; n += 1) await call(caller);

    const error = await call(caller).then(
      () => undefined,
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.tooManyMailsFromCaller,
    });
    await expect(call({ callerAddress: '198.51.100.9' })).resolves.toBeUndefined();
    limits.clock.advanceBy(10 * MINUTE);
    await expect(call(caller)).resolves.toBeUndefined();
  });

  it('does not limit a call with no caller address', async () => {
    for (let n = 0; n < MAIL_CALLS_PER_CALLER.limit * 2; n += 1) {
      await expect(call({})).resolves.toBeUndefined();
    }
  });
});
