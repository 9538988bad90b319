/**
 * DECISIONS.md "Card and wallets: Apple Wallet: revocable passes": each pass has its own random
 * token, stored hashed; a deleted login, a gated membership and 'remove my card' revoke it; a
 * pass link serves one pass; the log endpoint strips invisible controls and is capped per day.
 */
import { describe, expect, it } from 'vitest';
import { CallableError } from '@met/scheme/contract';
import {
  MAX_LOG_LINES,
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
  const report = (world: AppleWalletWorld, logs: unknown[]) =>
    call(world, 'POST', '/v1/log', { body: JSON.stringify({ logs }) });

  it('strips bidirectional and zero-width controls before logging', async () => {
    const world = new AppleWalletWorld();
    const hidden = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\ufeff',
    ];

    await report(world, [`pay${hidden.join('')}ment ok`, 'admin\u202egnp.exe', 'tab\there']);

    expect(world.logs).toEqual([
      'Apple Wallet: payment ok',
      'Apple Wallet: admingnp.exe',
      'Apple Wallet: tab here',
    ]);
    // Neighbours of the ranges stay: they are visible characters.
    expect(printable('\u200a\u2010\u2029\u2065\u206a\ufefe')).toBe(
      '\u200a\u2010\u2029\u2065\u206a\ufefe',
    );
  });

  it('cuts a line to 500 characters after stripping, and logs 20 lines of a report', async () => {
    const world = new AppleWalletWorld();

    await report(world, ['\u200b'.repeat(600) + 'x'.repeat(600)]);
    await report(
      world,
      Array.from({ length: 25 }, (_, n) => `line ${n}`),
    );

    expect(world.logs[0]).toBe(`Apple Wallet: ${'x'.repeat(500)}`);
    expect(world.logs.slice(1)).toHaveLength(MAX_LOG_LINES);
    expect(world.logs.at(-1)).toBe('Apple Wallet: line 19');
  });

  it(`logs at most ${MAX_LOG_LINES_PER_DAY} lines a day, and as many again the next day`, async () => {
    const world = new AppleWalletWorld();
    const full = Array.from({ length: MAX_LOG_LINES }, (_, n) => `line ${n}`);

    for (let n = 0; n < MAX_LOG_LINES_PER_DAY / MAX_LOG_LINES + 5; n++) {
      expect((await report(world, full)).status).toBe(200);
    }
    const today = world.logs.length;
    world.clock.advanceBy(24 * 60 * 60 * 1000);
    await report(world, full);

    expect(today).toBe(MAX_LOG_LINES_PER_DAY);
    expect(world.logs.length - today).toBe(MAX_LOG_LINES);
  });
});
