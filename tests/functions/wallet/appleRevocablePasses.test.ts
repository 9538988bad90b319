/**
 * DECISIONS.md "Card and wallets: Apple Wallet: revocable passes": each pass has its own random
 * token, stored hashed; a deleted login, a gated membership and 'remove my card' revoke it; a
 * pass link serves one pass; the log endpoint escapes what could forge or disguise a line and is
 * capped per caller and per day.
 */
import { describe, expect, it } from 'vitest';
import { CallableError } from '@met/scheme/contract';
import {
  MAX_LOG_LINE_LENGTH,
  MAX_LOG_LINES,
  MAX_LOG_LINES_PER_CALLER_PER_DAY,
  MAX_LOG_LINES_PER_DAY,
  printable,
} from '../../../functions/src/services/wallet/ApplePassWebService';
import { aMember } from '../builders';
import { AppleWalletWorld } from './appleWalletWorld';
import {
  aMemberWithAPass,
  call,
  passPath,
  plainText,
  registerDevice,
  tokenOf,
} from './appleWebServiceCalls';

const UNAUTHORIZED = plainText(401, 'Unauthorized.');

describe('An Apple pass link serves one pass', () => {
  it('refuses a second download of the same link (410), and a new link works', async () => {
    const world = new AppleWalletWorld();
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const url = (await world.backend.services.wallet.getPassLinks({}, ctx)).apple!.url;

    const first = await world.openLink(url);
    const second = await world.openLink(url);
    const fresh = await world.openLink(
      (await world.backend.services.wallet.getPassLinks({}, ctx)).apple!.url,
    );

    expect(first.status).toBe(200);
    expect(second).toEqual(
      plainText(410, 'This card link has been used: open your card in the app and try again.'),
    );
    expect(fresh.status).toBe(200);
  });

  it('does not spend the link on a refusal: a link opened while gated works once ungated', async () => {
    const world = new AppleWalletWorld();
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);
    const url = (await world.backend.services.wallet.getPassLinks({}, ctx)).apple!.url;
    world.state.members[member.customer_number]!.suspended = true;

    const refused = await world.openLink(url);
    world.state.members[member.customer_number]!.suspended = false;
    const served = await world.openLink(url);

    expect([refused.status, served.status]).toEqual([403, 200]);
  });
});

describe('Revoking Apple passes', () => {
  it('a deleted login’s passes read nothing and its devices are forgotten', async () => {
    const { world, serial, token, uid } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    await world.backend.services.users.onIdentityDeleted({
      uid,
      email: 'gone@example.com',
      emailVerified: true,
    });
    // Even if the membership is linked again later, the old pass stays revoked.
    await world.signedInMember(world.state.members[serial]!);

    expect(await call(world, 'GET', passPath(serial), { token })).toEqual(UNAUTHORIZED);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });

  it('wallet-removeCardEverywhere revokes every pass of the caller’s card, and only theirs', async () => {
    const world = new AppleWalletWorld();
    const { serial, token, ctx } = await aMemberWithAPass(world);
    const second = await tokenOf(world, serial);
    const other = await aMemberWithAPass(world);
    await registerDevice(world, serial, token);
    await registerDevice(world, other.serial, other.token);

    const answer = await world.backend.handlers['wallet-removeCardEverywhere']({}, ctx);
    const again = await world.backend.handlers['wallet-removeCardEverywhere']({}, ctx);

    expect([answer, again]).toEqual([
      { success: true, removed: 2 },
      { success: true, removed: 0 },
    ]);
    for (const revoked of [token, second]) {
      expect(await call(world, 'GET', passPath(serial), { token: revoked })).toEqual(UNAUTHORIZED);
    }
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
    expect((await call(world, 'GET', passPath(other.serial), { token: other.token })).status).toBe(
      200,
    );
    expect(await world.registrations.pushTokensOf(other.serial)).toHaveLength(1);
    expect((await tokenOf(world, serial)).length, 'the card can be added again').toBe(43);
  });

  it('wallet-removeCardEverywhere takes no fields and refuses a caller signed out', async () => {
    const { world, ctx, serial } = await aMemberWithAPass();
    const refusal = (request: unknown, context = ctx) =>
      world.backend.handlers['wallet-removeCardEverywhere'](request, context).catch(
        (error: unknown) => error,
      );

    const naming = await refusal({ customerNumber: serial });
    const signedOut = await refusal({}, {});

    expect(naming).toBeInstanceOf(CallableError);
    expect(naming).toMatchObject({ code: 'invalid-argument' });
    expect(signedOut).toMatchObject({ code: 'unauthenticated' });
  });
});

describe("Apple's log endpoint", () => {
  const report = (world: AppleWalletWorld, logs: unknown[], caller?: string) =>
    call(world, 'POST', '/v1/log', {
      body: JSON.stringify({ logs }),
      ...(caller === undefined ? {} : { caller }),
    });
  const DAY_MS = 24 * 60 * 60 * 1000;
  const escape = (char: string) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;

  it.each([
    [
      'bidirectional and zero-width',
      '\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e',
    ],
    [
      'isolates, the byte order mark and other format',
      '\u2066\u2067\u2068\u2069\ufeff\u061c\u00ad\u206a',
    ],
    ['C0 controls and DEL', '\u0000\u0009\u000a\u000b\u000c\u000d\u001b\u001f\u007f'],
    ['C1 controls, NEL among them', '\u0080\u0085\u008d\u009b\u009f'],
    ['line and paragraph separators', '\u2028\u2029'],
    ['lone surrogates', '\udfff\ud800'],
  ])('writes %s characters as visible escapes', async (_, unsafe) => {
    const world = new AppleWalletWorld();

    await report(world, [`pay${unsafe}ment ok`]);

    expect(world.logs).toEqual([`Apple Wallet: pay${[...unsafe].map(escape).join('')}ment ok`]);
  });

  it('writes a backslash as two, so a written escape never passes for one it made', () => {
    expect(printable('a \\u2028 b\u2028')).toBe('a \\\\u2028 b\\u2028');
  });

  it('leaves visible characters as they are, and escapes an astral format character whole', () => {
    expect(printable('\u200a\u2010\u2065\ufefe é 😀 \u00a0')).toBe(
      '\u200a\u2010\u2065\ufefe é 😀 \u00a0',
    );
    expect(printable('tag\u{e0041}')).toBe('tag\\u{e0041}');
  });

  it('cuts a line to 500 characters after escaping, never inside an escape', async () => {
    const world = new AppleWalletWorld();

    await report(world, ['x' + '\u2028'.repeat(200), 'y'.repeat(600)]);
    await report(
      world,
      Array.from({ length: 25 }, (_, n) => `line ${n}`),
    );

    expect(world.logs[0]).toBe(`Apple Wallet: x${'\\u2028'.repeat(83)}`);
    expect(world.logs[1]).toBe(`Apple Wallet: ${'y'.repeat(MAX_LOG_LINE_LENGTH)}`);
    expect(world.logs.slice(2)).toHaveLength(MAX_LOG_LINES);
    expect(world.logs.at(-1)).toBe('Apple Wallet: line 19');
  });

  it(`logs at most ${MAX_LOG_LINES_PER_CALLER_PER_DAY} lines a day of one caller, and says so once`, async () => {
    const world = new AppleWalletWorld();
    const full = Array.from({ length: MAX_LOG_LINES }, (_, n) => `line ${n}`);

    for (let n = 0; n < 8; n++) await report(world, full, '203.0.113.7');
    await report(world, ['disk full'], '198.51.100.9');

    expect(world.logs).toHaveLength(MAX_LOG_LINES_PER_CALLER_PER_DAY + 2);
    expect(world.logs.at(-2)).toBe(
      `Apple Wallet: ${MAX_LOG_LINES} log lines dropped from 203.0.113.7 on 2026-03-10 (UTC): ` +
        `its ${MAX_LOG_LINES_PER_CALLER_PER_DAY} a day are used; its further lines that day are ` +
        'dropped without another line',
    );
    expect(world.logs.at(-1)).toBe('Apple Wallet: disk full');
  });

  it('counts callers of unknown address as one caller', async () => {
    const world = new AppleWalletWorld();
    const full = Array.from({ length: MAX_LOG_LINES }, (_, n) => `line ${n}`);

    for (let n = 0; n < 8; n++) await report(world, full);

    expect(world.logs).toHaveLength(MAX_LOG_LINES_PER_CALLER_PER_DAY + 1);
    expect(world.logs.at(-1)).toMatch(
      /^Apple Wallet: 20 log lines dropped from an unknown address /,
    );
  });

  it(`logs at most ${MAX_LOG_LINES_PER_DAY} lines a day from all callers, says so once, and as many again the next day`, async () => {
    const world = new AppleWalletWorld();
    const full = Array.from({ length: MAX_LOG_LINES }, (_, n) => `line ${n}`);
    const callers = Array.from({ length: 60 }, (_, n) => `198.51.100.${n}`);

    for (const caller of callers) {
      expect((await report(world, full, caller)).status).toBe(200);
    }
    const today = [...world.logs];
    world.clock.advanceBy(DAY_MS);
    await report(world, full, callers[0]);

    expect(today).toHaveLength(MAX_LOG_LINES_PER_DAY + 1);
    expect(today.at(-1)).toBe(
      `Apple Wallet: ${MAX_LOG_LINES} log lines dropped on 2026-03-10 (UTC): the day's ` +
        `${MAX_LOG_LINES_PER_DAY} from all callers are used; further lines that day are dropped ` +
        'without another line',
    );
    expect(world.logs.length - today.length).toBe(MAX_LOG_LINES);
  });
});
