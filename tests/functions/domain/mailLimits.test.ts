import { CallableError, type CallContext } from '@met/scheme/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../functions/src/adapters/memory/FixedClock';
import { InMemoryRateLimiter } from '../../../functions/src/adapters/memory/InMemoryRateLimiter';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { limiterKeysOfDeletedLogin } from '../../../functions/src/domain/deletedLogin';
import { admitMail, type MailKind } from '../../../functions/src/domain/mailLimits';
import { MESSAGES } from '../../../functions/src/domain/messages';

describe('the limits on the mail a caller can make the backend send (admitMail)', () => {
  let limits: { rateLimiter: InMemoryRateLimiter; clock: FixedClock };

  beforeEach(() => {
    limits = {
      rateLimiter: new InMemoryRateLimiter(emptyMemoryState()),
      clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    };
  });

  const mail = (kind: MailKind, to: string, ctx: CallContext = {}) =>
    admitMail(limits, kind, to, ctx);
  const mails = async (
    times: number,
    kind: MailKind,
    to: (index: number) => string,
    ctx?: CallContext,
  ) => {
    for (let index = 0; index < times; index += 1) await mail(kind, to(index), ctx);
  };
  const refusal = async (kind: MailKind, to: string, ctx?: CallContext) => {
    const error = await mail(kind, to, ctx).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, 'the mail should have been refused').toBeInstanceOf(CallableError);
    return error as CallableError;
  };

  it('sends an address three verification mails, then refuses, while another address still gets one', async () => {
    await mails(3, 'verification', () => 'ada@example.com');

    const error = await refusal('verification', 'ada@example.com');

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(MESSAGES.tooManyMailsToAddress);
    await expect(mail('verification', 'grace@example.com')).resolves.toBeUndefined();
  });

  it('counts an address the same whatever its case and spaces', async () => {
    await mails(3, 'password-reset', () => ' Ada@Example.com ');

    await refusal('password-reset', 'ada@example.com');
  });

  it("keeps apart addresses that differ in more than case: 'straße' is not 'strasse'", async () => {
    await mails(3, 'verification', () => 'straße@example.com');

    await expect(mail('verification', 'strasse@example.com')).resolves.toBeUndefined();
  });

  it('sends an address three welcome mails a day, then refuses until the day is over', async () => {
    await mails(3, 'welcome', () => 'ada@example.com');

    await refusal('welcome', 'ada@example.com');
    limits.clock.advanceBy(23 * 60 * 60 * 1000);
    await refusal('welcome', 'ada@example.com');
    limits.clock.advanceBy(60 * 60 * 1000);
    await expect(mail('welcome', 'ada@example.com')).resolves.toBeUndefined();
  });

  it("keeps each kind's budget apart: three resets do not use up the verification mails", async () => {
    await mails(3, 'password-reset', () => 'ada@example.com');

    await expect(mail('verification', 'ada@example.com')).resolves.toBeUndefined();
  });

  it('caps the mails of every kind to one address at ten a day, and no other address is affected', async () => {
    await mails(3, 'verification', () => 'ada@example.com');
    limits.clock.advanceBy(11 * 60 * 1000);
    await mails(3, 'verification', () => 'ada@example.com');
    await mails(3, 'password-reset', () => 'ada@example.com');
    await mail('welcome', 'ada@example.com');

    await refusal('welcome', 'ada@example.com');
    await mails(12, 'welcome', (index) => `member${index}@example.com`);
  });

  it('refuses a 31st mail call from one caller address, whoever it mails, but not from another address', async () => {
    const caller = { callerAddress: '203.0.113.7' };
    await mails(30, 'verification', (index) => `member${index}@example.com`, caller);

    const error = await refusal('verification', 'someone@example.com', caller);

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(MESSAGES.tooManyMailsFromCaller);
    await expect(
      mail('verification', 'someone@example.com', { callerAddress: '198.51.100.9' }),
    ).resolves.toBeUndefined();
  });

  it('limits a call with no caller address per recipient only', async () => {
    await mails(40, 'verification', (index) => `member${index}@example.com`);

    await expect(mail('verification', 'someone@example.com')).resolves.toBeUndefined();
  });

  it("lets a deleted account's address be mailed afresh, every kind and the daily cap", async () => {
    await mails(3, 'verification', () => 'ada@example.com');
    await mails(3, 'password-reset', () => 'ada@example.com');
    await mails(3, 'welcome', () => 'ada@example.com');

    await limits.rateLimiter.forget(
      limiterKeysOfDeletedLogin({ uid: 'login-1', email: 'Ada@Example.com' }),
    );

    await mails(3, 'verification', () => 'ada@example.com');
    await mails(3, 'password-reset', () => 'ada@example.com');
    await mails(3, 'welcome', () => 'ada@example.com');
  });
});

describe('the limiter records of a deleted login', () => {
  it('name the login alone when it had no email', () => {
    const keys = limiterKeysOfDeletedLogin({ uid: 'login-1' });

    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).toContain('login-1');
  });
});
