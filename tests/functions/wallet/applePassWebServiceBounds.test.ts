import { describe, expect, it } from 'vitest';
import { AppleWalletWorld } from './appleWalletWorld';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import {
  aMemberWithAPass,
  call,
  DEVICE,
  listPath,
  passPath,
  passType,
  plainText,
  PUSH_TOKEN,
  REGISTRATION_BODY,
  registrationPath,
  registerDevice,
  type WalletCall,
} from './appleWebServiceCalls';

const NOT_FOUND = plainText(404, 'Not found.');
const NOT_ALLOWED = plainText(405, 'Method not allowed.');
const INVALID_DEVICE = plainText(400, 'Invalid device.');
const TOO_LARGE = plainText(413, 'Request body too large.');
const UNAUTHORIZED = plainText(401, 'Unauthorized.');

/** A JSON registration body of exactly `bytes` bytes, padded with `filler`. */
function registrationBodyOf(bytes: number, filler = 'x') {
  const empty = JSON.stringify({ pushToken: PUSH_TOKEN, note: '' });
  const fillerBytes = Buffer.byteLength(filler);
  return JSON.stringify({
    pushToken: PUSH_TOKEN,
    note: filler.repeat(Math.floor((bytes - empty.length) / fillerBytes)),
  });
}

describe("Apple's pass web service: what each path and method answers", () => {
  it.each<[string, string, string, boolean?]>([
    ['an unknown path under the rewrite', 'GET', '/v2/log'],
    ['a POST to an unknown version', 'POST', '/v2/log'],
    ['the version alone', 'GET', '/v1'],
    ['the pass link with more after it', 'GET', '/pass/more'],
    ['a log path with more after it', 'POST', '/v1/log/more'],
    ['an unknown endpoint', 'POST', '/v1/other'],
    ['a registration under another collection', 'POST', `/v1/devices/${DEVICE}/other/T/S`, true],
    ['a registration outside devices', 'POST', `/v1/other/${DEVICE}/registrations/T/S`, true],
    ['a device list outside devices', 'GET', `/v1/other/${DEVICE}/registrations/T`],
    ['a device list under another collection', 'GET', `/v1/devices/${DEVICE}/other/T`],
    ['a registration with more after it', 'GET', `/v1/devices/${DEVICE}/registrations/T/S/x`, true],
    ['a pass with more after it', 'GET', '/v1/passes/T/S/more', true],
    ['a pass outside passes', 'GET', '/v1/other/T/S', true],
    ['the list of another pass type', 'GET', `/v1/devices/${DEVICE}/registrations/pass.other`],
    ['a pass of another pass type', 'GET', '/v1/passes/pass.other/S', true],
    ['a serial this service never issued', 'GET', `/v1/passes/T/${'9'.repeat(65)}`, true],
    ['an undecodable serial', 'GET', '/v1/passes/T/%E0%A4%A', true],
  ])('answers 404 Not found for %s', async (_, method, template, withToken) => {
    const { world, serial, token } = await aMemberWithAPass();
    const path = template
      .replace(/\/T(?=\/|$)/, `/${passType()}`)
      .replace(/\/S(?=\/|$)/, `/${serial}`);

    const answer = await call(world, method, path, {
      ...(withToken ? { token } : {}),
      body: REGISTRATION_BODY,
    });

    expect(answer).toEqual(NOT_FOUND);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });

  it.each<[string, (serial: string) => string, boolean?]>([
    ['POST', () => '/pass'],
    ['GET', () => '/v1/log'],
    ['GET', (serial) => registrationPath(serial), true],
    ['PUT', (serial) => registrationPath(serial), true],
    ['POST', () => listPath()],
    ['DELETE', () => listPath()],
    ['POST', (serial) => passPath(serial), true],
  ])('answers 405 Method not allowed to %s %s', async (method, pathOf, withToken) => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    const answer = await call(world, method, pathOf(serial), {
      ...(withToken ? { token } : {}),
      body: REGISTRATION_BODY,
    });

    expect(answer).toEqual(NOT_ALLOWED);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([PUSH_TOKEN]);
  });

  it('refuses a path over 2,048 characters (414) and reads one of exactly 2,048', async () => {
    const world = new AppleWalletWorld();
    const prefix = '/wallet/apple/pass?token=';
    const pathOf = (length: number) => `${prefix}${'a'.repeat(length - prefix.length)}`;
    const handle = (path: string) =>
      world.wallet.webService.handle({ method: 'GET', path, headers: {} });

    const longest = await handle(pathOf(2_048));
    const tooLong = await handle(pathOf(2_049));

    expect(longest).toEqual(plainText(400, 'This card link is not valid.'));
    expect(tooLong).toEqual(plainText(414, 'Request path too long.'));
  });

  it('refuses an invalid or undecodable device id in a registration and in the list (400)', async () => {
    const { world, serial, token } = await aMemberWithAPass();

    const answers = await Promise.all([
      call(world, 'POST', registrationPath(serial, 'x'.repeat(101)), {
        token,
        body: REGISTRATION_BODY,
      }),
      call(world, 'GET', listPath('x'.repeat(101))),
      call(world, 'GET', listPath('bad%2Fdevice')),
      call(world, 'GET', listPath('%E0%A4%A')),
    ]);

    expect(answers).toEqual([INVALID_DEVICE, INVALID_DEVICE, INVALID_DEVICE, INVALID_DEVICE]);
  });

  it('refuses an undecodable device id even with the pass token, and registers no device (400)', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    const undecodable = registrationPath(serial, '%E0%A4%A');

    const registered = await call(world, 'POST', undecodable, { token, body: REGISTRATION_BODY });
    const unregistered = await call(world, 'DELETE', undecodable, { token });

    expect([registered, unregistered]).toEqual([INVALID_DEVICE, INVALID_DEVICE]);
    expect(world.state.applePasses?.registrations).toEqual({});
  });

  it.each(['12a', 'a12', '12345678901234567'])(
    'refuses a passesUpdatedSince of %s, which is not a tag (400)',
    async (since) => {
      const world = new AppleWalletWorld();

      const answer = await call(world, 'GET', `${listPath()}?passesUpdatedSince=${since}`);

      expect(answer).toEqual(plainText(400, 'Invalid tag.'));
    },
  );

  it.each([
    ['an Authorization of another scheme around the token', (token: string) => `X${token}`],
    ['a token with more after it', (token: string) => `${token} extra`],
    ['a token after another scheme', (token: string) => `Bearer ${token}`],
  ])('refuses %s (401)', async (_, authorization) => {
    const { world, serial, token } = await aMemberWithAPass();
    const options: WalletCall = {
      headers: { authorization: authorization(`ApplePass ${token}`) },
      body: REGISTRATION_BODY,
    };

    const registered = await call(world, 'POST', registrationPath(serial), options);
    const pass = await call(world, 'GET', passPath(serial), options);

    expect([registered, pass]).toEqual([UNAUTHORIZED, UNAUTHORIZED]);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });
});

describe("Apple's pass web service: registrations", () => {
  it('registers a device from the raw body Cloud Functions hand over, and says so', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    const body = Buffer.from(REGISTRATION_BODY);

    const first = await call(world, 'POST', registrationPath(serial), { token, body });
    const again = await call(world, 'POST', registrationPath(serial), { token, body });
    const removed = await call(world, 'DELETE', registrationPath(serial), { token });

    expect(first).toEqual(plainText(201, 'Registered.'));
    expect(again).toEqual(plainText(200, 'Already registered.'));
    expect(removed).toEqual(plainText(200, 'Unregistered.'));
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });

  it('takes a body of exactly 1,024 bytes and refuses one byte more (413)', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    const largest = registrationBodyOf(1_024);
    const tooLarge = registrationBodyOf(1_025);

    const refused = await call(world, 'POST', registrationPath(serial), { token, body: tooLarge });
    const taken = await call(world, 'POST', registrationPath(serial), { token, body: largest });

    expect([Buffer.byteLength(largest), Buffer.byteLength(tooLarge)]).toEqual([1_024, 1_025]);
    expect(refused).toEqual(TOO_LARGE);
    expect(taken.status).toBe(201);
  });

  it('counts the bytes of a body, not its characters (413)', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    const body = registrationBodyOf(1_200, 'é');

    const answer = await call(world, 'POST', registrationPath(serial), { token, body });

    expect(body.length).toBeLessThan(1_024);
    expect(answer).toEqual(TOO_LARGE);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no pushToken', '{}'],
    ['a null body', 'null'],
    ['a number for the push token', '{"pushToken":1234567890123456789}'],
    ['a list holding a push token', `{"pushToken":["${PUSH_TOKEN}"]}`],
    ['a push token that is not hex', '{"pushToken":"zzzzzzzzzzzzzzzzzzzz"}'],
    ['markup before the hex of a push token', JSON.stringify({ pushToken: `<b>${PUSH_TOKEN}` })],
    [
      'a line break after the hex of a push token',
      JSON.stringify({ pushToken: `${PUSH_TOKEN}\n` }),
    ],
  ])('refuses a registration with %s (400)', async (_, body) => {
    const { world, serial, token } = await aMemberWithAPass();

    const answer = await call(world, 'POST', registrationPath(serial), { token, body });

    expect(answer).toEqual(plainText(400, 'A pushToken is required.'));
    expect(world.state.applePasses?.registrations).toEqual({});
  });
});

describe("Apple's pass web service: which passes changed", () => {
  it('lists a registered pass that never changed with lastUpdated 0', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    const answer = await call(world, 'GET', listPath());

    expect(answer).toEqual({
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      body: JSON.stringify({ serialNumbers: [serial], lastUpdated: '0' }),
    });
  });

  it('lists only the passes changed after the tag asked about, and nothing at that tag', async () => {
    const world = new AppleWalletWorld();
    const changed = await aMemberWithAPass(world);
    const unchanged = await aMemberWithAPass(world);
    await registerDevice(world, changed.serial, changed.token);
    await registerDevice(world, unchanged.serial, unchanged.token);
    await world.changeMember(changed.serial, { rewardPoints: 9_999 });
    const tag = String(world.clock.now().getTime());
    const since = (value: string) =>
      call(world, 'GET', `${listPath()}?passesUpdatedSince=${value}`);

    const sinceZero = await since('0');
    const justBefore = await since(String(Number(tag) - 1));
    const atTag = await since(tag);

    expect(JSON.parse(sinceZero.body as string)).toEqual({
      serialNumbers: [changed.serial],
      lastUpdated: tag,
    });
    expect(JSON.parse(justBefore.body as string).serialNumbers).toEqual([changed.serial]);
    expect(atTag).toEqual({ status: 204, headers: { 'Cache-Control': 'no-store' }, body: '' });
  });

  it('counts two changes in the same second as two updates', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);
    await world.changeMember(serial, { rewardPoints: 2_100 });
    const first = JSON.parse((await call(world, 'GET', listPath())).body as string).lastUpdated;

    await world.changeMember(serial, { rewardPoints: 2_200 });
    const second = await call(world, 'GET', `${listPath()}?passesUpdatedSince=${first}`);

    expect(JSON.parse(second.body as string)).toEqual({
      serialNumbers: [serial],
      lastUpdated: String(Number(first) + 1_000),
    });
    expect(world.push.sent).toEqual([[PUSH_TOKEN], [PUSH_TOKEN]]);
  });
});

describe("Apple's pass web service: the latest pass", () => {
  it('serves a pass that never changed, with no Last-Modified, whatever If-Modified-Since says', async () => {
    const { world, serial, token } = await aMemberWithAPass();

    const answer = await call(world, 'GET', passPath(serial), {
      token,
      headers: { 'if-modified-since': 'Tue, 10 Mar 2026 12:00:00 GMT' },
    });

    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'application/vnd.apple.pkpass',
      'Cache-Control': 'no-store',
    });
  });

  it('answers 304 with nothing else when the pass has not changed since', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);
    await world.changeMember(serial, { rewardPoints: 2_500 });
    const lastModified = (await call(world, 'GET', passPath(serial), { token })).headers[
      'Last-Modified'
    ]!;

    const answer = await call(world, 'GET', passPath(serial), {
      token,
      headers: { 'if-modified-since': lastModified },
    });

    expect(answer).toEqual({ status: 304, headers: { 'Cache-Control': 'no-store' }, body: '' });
  });

  // Was 404: the pass's holder no longer holds a membership, so its token stands for nothing
  // (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
  it('answers 401 once the casino no longer holds the membership', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    delete world.state.members[serial];

    const answer = await call(world, 'GET', passPath(serial), { token });

    expect(answer).toEqual(plainText(401, 'Unauthorized.'));
  });

  // Was 'serves a suspended member their pass voided': a gated member's pass is refused, even
  // before the trigger has revoked it (the record alone says suspended here).
  it.each<[string, Partial<MemberRecord>]>([
    ['suspended', { suspended: true }],
    ['made temporary', { membership_type_id: 34, membership_type_Name: 'Temporary' }],
  ])('refuses the pass of a member %s, with no update (401)', async (_, changes) => {
    const { world, serial, token } = await aMemberWithAPass();
    Object.assign(world.state.members[serial]!, changes);

    const answer = await call(world, 'GET', passPath(serial), { token });
    const registered = await call(world, 'POST', registrationPath(serial, 'another-device'), {
      token,
      body: JSON.stringify({ pushToken: PUSH_TOKEN }),
    });

    expect(answer).toEqual(plainText(401, 'Unauthorized.'));
    expect(registered.status).toBe(401);
  });

  it('refuses the pass once its login is gone or holds another membership first (401)', async () => {
    const { world, serial, token, uid } = await aMemberWithAPass();
    const served = await call(world, 'GET', passPath(serial), { token });
    const profile = await world.adapters.appData.getProfile(uid);
    await world.adapters.appData.saveProfile({ ...profile!, memberships: ['555555', serial] });
    const otherFirst = await call(world, 'GET', passPath(serial), { token });
    await world.adapters.appData.deleteUserData(uid);
    const gone = await call(world, 'GET', passPath(serial), { token });

    expect(served.status).toBe(200);
    expect([otherFirst.status, gone.status]).toEqual([401, 401]);
  });
});

describe("Apple's pass web service: Wallet's own reports", () => {
  const report = (world: AppleWalletWorld, body: string) =>
    call(world, 'POST', '/v1/log', { body });

  it.each([
    ['not JSON', 'not json'],
    ['no logs', '{}'],
    ['logs that are not a list', '{"logs":"disk full"}'],
  ])('takes a report with %s and logs nothing', async (_, body) => {
    const world = new AppleWalletWorld();

    const answer = await report(world, body);

    expect(answer).toEqual(plainText(200, 'Logged.'));
    expect(world.logs).toEqual([]);
  });

  it('logs the text lines of a report and skips the rest', async () => {
    const world = new AppleWalletWorld();

    await report(world, JSON.stringify({ logs: [1, 'disk full', null, 'retrying'] }));

    expect(world.logs).toEqual(['Apple Wallet: disk full', 'Apple Wallet: retrying']);
  });

  it('writes control characters as visible escapes, so a report cannot forge log lines', async () => {
    const world = new AppleWalletWorld();

    await report(world, JSON.stringify({ logs: ['a\nb\u007fc\td\u0000e f~\\n'] }));

    expect(world.logs).toEqual(['Apple Wallet: a\\u000ab\\u007fc\\u0009d\\u0000e f~\\\\n']);
  });

  it('takes a report of exactly 16 KiB and refuses one byte more (413)', async () => {
    const world = new AppleWalletWorld();
    const reportOf = (bytes: number) => {
      const empty = JSON.stringify({ logs: [''] });
      return JSON.stringify({ logs: ['z'.repeat(bytes - empty.length)] });
    };

    const largest = await report(world, reportOf(16 * 1024));
    const tooLarge = await report(world, reportOf(16 * 1024 + 1));

    expect(largest).toEqual(plainText(200, 'Logged.'));
    expect(tooLarge).toEqual(TOO_LARGE);
    expect(world.logs).toHaveLength(1);
  });
});
