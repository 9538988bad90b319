import { describe, expect, it } from 'vitest';
import { aMember } from '../builders';
import { AppleWalletWorld, ORIGIN, passCertificates } from './appleWalletWorld';
import { readZip } from './pkpassArchive';

const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const PUSH_TOKEN = 'f'.repeat(64);

async function aLinkedMember(world = new AppleWalletWorld()) {
  const member = aMember().withTier('Queen').with({ rewardPoints: 2_000 }).build();
  const { uid, ctx } = await world.signedInMember(member);
  return { world, member, uid, ctx };
}

/** The pass's own authentication token, as Wallet holds it. */
async function tokenOf(world: AppleWalletWorld, customerNumber: string): Promise<string> {
  const pass = readZip(await world.passOf(world.state.members[customerNumber]!));
  return JSON.parse(pass.get('pass.json')!.toString('utf8')).authenticationToken;
}

function call(
  world: AppleWalletWorld,
  method: string,
  path: string,
  options: { token?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return world.wallet.webService.handle({
    method,
    path: `/wallet/apple${path}`,
    headers: {
      ...(options.token ? { authorization: `ApplePass ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body,
  });
}

const passType = () => passCertificates().passTypeIdentifier;
const registration = (serial: string) =>
  `/v1/devices/${DEVICE}/registrations/${passType()}/${serial}`;

describe('The Apple Wallet pass link', () => {
  it('is handed out by wallet-getPassLinks and serves the pass for 10 minutes', async () => {
    const { world, ctx } = await aLinkedMember();

    const links = await world.backend.services.wallet.getPassLinks({}, ctx);
    world.clock.advanceBy(10 * 60 * 1000 - 1000);
    const answer = await world.openLink(links.apple!.url);

    expect(links.apple!.url).toMatch(new RegExp(`^${ORIGIN}/wallet/apple/pass\\?token=`));
    expect(links.apple!.expiresAt).toBe('2026-03-10T12:10:00.000Z');
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': 'attachment; filename="met-rewards.pkpass"',
      'Cache-Control': 'no-store',
    });
  });

  it('is refused once expired (410)', async () => {
    const { world, ctx } = await aLinkedMember();
    const links = await world.backend.services.wallet.getPassLinks({}, ctx);

    world.clock.advanceBy(10 * 60 * 1000);
    const answer = await world.openLink(links.apple!.url);

    expect(answer.status).toBe(410);
    expect(answer.body).toMatch(/expired/);
  });

  it('is refused when edited to name another membership (400), and for junk (400)', async () => {
    const { world, ctx, uid } = await aLinkedMember();
    const other = aMember().build();
    await world.signedInMember(other);
    const url = new URL((await world.backend.services.wallet.getPassLinks({}, ctx)).apple!.url);
    const [payload, signature] = url.searchParams.get('token')!.split('.');
    const ticket = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...ticket, u: uid, c: other.customer_number }));

    const tampered = await world.openLink(
      `${ORIGIN}/wallet/apple/pass?token=${edited.toString('base64url')}.${signature}`,
    );
    const junk = await world.openLink(`${ORIGIN}/wallet/apple/pass?token=not-a-token`);
    const missing = await world.openLink(`${ORIGIN}/wallet/apple/pass`);

    expect([tampered.status, junk.status, missing.status]).toEqual([400, 400, 400]);
    expect(tampered.headers['Content-Type']).toMatch(/^text\/plain/);
  });

  it('is refused for a membership the login no longer holds (403)', async () => {
    const { world, member, uid } = await aLinkedMember();
    const someoneElse = aMember().build();
    world.state.members[someoneElse.customer_number] = someoneElse;
    const link = await world.wallet.links.passLink(
      { uid, member: someoneElse, venue: undefined },
      world.clock.now(),
    );

    const answer = await world.openLink(link.url);

    expect(answer.status).toBe(403);
    expect(member.customer_number).not.toBe(someoneElse.customer_number);
  });

  it('is refused once the membership is gated, though the link was issued before (403)', async () => {
    const { world, member, ctx } = await aLinkedMember();
    const links = await world.backend.services.wallet.getPassLinks({}, ctx);

    world.state.members[member.customer_number]!.suspended = true;
    const answer = await world.openLink(links.apple!.url);

    expect(answer.status).toBe(403);
  });
});

describe("Apple's pass web service", () => {
  it('refuses registration, the pass and unregistration without the pass token (401)', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const otherToken = await tokenOf(world, (await aLinkedMember(world)).member.customer_number);
    const body = JSON.stringify({ pushToken: PUSH_TOKEN });

    const answers = await Promise.all([
      call(world, 'POST', registration(serial), { body }),
      call(world, 'POST', registration(serial), { body, token: otherToken }),
      call(world, 'POST', registration(serial), { body, token: `${otherToken.slice(0, -1)}A` }),
      call(world, 'GET', `/v1/passes/${passType()}/${serial}`, { token: 'wrong-token-123456' }),
      call(world, 'DELETE', registration(serial), { token: otherToken }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
  });

  it('registers (201, then 200), lists the pass, and unregisters', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const token = await tokenOf(world, serial);
    const body = JSON.stringify({ pushToken: PUSH_TOKEN });

    const first = await call(world, 'POST', registration(serial), { token, body });
    const again = await call(world, 'POST', registration(serial), { token, body });
    const listed = await call(world, 'GET', `/v1/devices/${DEVICE}/registrations/${passType()}`);
    const removed = await call(world, 'DELETE', registration(serial), { token });
    const afterwards = await call(
      world,
      'GET',
      `/v1/devices/${DEVICE}/registrations/${passType()}`,
    );

    expect([first.status, again.status, listed.status, removed.status]).toEqual([
      201, 200, 200, 200,
    ]);
    expect(JSON.parse(listed.body as string).serialNumbers).toEqual([serial]);
    expect(afterwards.status).toBe(204);
  });

  it('lists the pass as updated since a tag only after a points change, pushes, and serves the new points', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const token = await tokenOf(world, serial);
    await call(world, 'POST', registration(serial), {
      token,
      body: JSON.stringify({ pushToken: PUSH_TOKEN }),
    });
    const listPath = `/v1/devices/${DEVICE}/registrations/${passType()}`;
    const { lastUpdated } = JSON.parse((await call(world, 'GET', listPath)).body as string);

    const beforeChange = await call(world, 'GET', `${listPath}?passesUpdatedSince=${lastUpdated}`);
    await world.changeMember(serial, {
      first_name: member.first_name,
      phone_mobile: '07700 900999',
    });
    const afterUnshownChange = await call(
      world,
      'GET',
      `${listPath}?passesUpdatedSince=${lastUpdated}`,
    );
    world.clock.advanceBy(60_000);
    await world.changeMember(serial, { rewardPoints: 2_750 });
    const afterPoints = await call(world, 'GET', `${listPath}?passesUpdatedSince=${lastUpdated}`);
    const latest = await call(world, 'GET', `/v1/passes/${passType()}/${serial}`, { token });
    const passJson = JSON.parse(
      readZip(latest.body as Buffer)
        .get('pass.json')!
        .toString('utf8'),
    );

    expect(beforeChange.status).toBe(204);
    expect(afterUnshownChange.status).toBe(204);
    expect(afterPoints.status).toBe(200);
    expect(JSON.parse(afterPoints.body as string)).toEqual({
      serialNumbers: [serial],
      lastUpdated: String(Date.parse('2026-03-10T12:01:00.000Z')),
    });
    expect(world.push.sent).toEqual([[PUSH_TOKEN]]);
    expect(latest.status).toBe(200);
    expect(latest.headers['Last-Modified']).toBe('Tue, 10 Mar 2026 12:01:00 GMT');
    expect(passJson.storeCard.primaryFields[0].value).toBe(2_750);
  });

  it('answers 304 when the pass has not changed since If-Modified-Since', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const token = await tokenOf(world, serial);
    await call(world, 'POST', registration(serial), {
      token,
      body: JSON.stringify({ pushToken: PUSH_TOKEN }),
    });
    await world.changeMember(serial, { rewardPoints: 3_000 });
    const path = `/v1/passes/${passType()}/${serial}`;
    const lastModified = (await call(world, 'GET', path, { token })).headers['Last-Modified']!;

    const unchanged = await call(world, 'GET', path, {
      token,
      headers: { 'if-modified-since': lastModified },
    });
    world.clock.advanceBy(5_000);
    await world.changeMember(serial, { membership_type_id: 47, membership_type_Name: 'King' });
    const changed = await call(world, 'GET', path, {
      token,
      headers: { 'if-modified-since': lastModified },
    });

    expect(unchanged.status).toBe(304);
    expect(changed.status).toBe(200);
  });

  it('answers 404 for another pass type and refuses junk ids, tokens, tags and bodies', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const token = await tokenOf(world, serial);
    const good = JSON.stringify({ pushToken: PUSH_TOKEN });

    const answers = await Promise.all([
      call(world, 'POST', `/v1/devices/${DEVICE}/registrations/pass.other.type/${serial}`, {
        token,
        body: good,
      }),
      call(world, 'POST', `/v1/devices/${'x'.repeat(101)}/registrations/${passType()}/${serial}`, {
        token,
        body: good,
      }),
      call(world, 'POST', `/v1/devices/bad%2Fdevice/registrations/${passType()}/${serial}`, {
        token,
        body: good,
      }),
      call(world, 'POST', registration(serial), { token, body: '{"pushToken":"<script>"}' }),
      call(world, 'POST', registration(serial), { token, body: 'x'.repeat(2_000) }),
      call(
        world,
        'GET',
        `/v1/devices/${DEVICE}/registrations/${passType()}?passesUpdatedSince=abc`,
      ),
      call(world, 'GET', `/v1/passes/${passType()}/${'9'.repeat(65)}`, { token }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 400, 400, 413, 400, 404]);
    expect(world.state.applePasses?.registrations).toEqual({});
  });

  // Was 'an 11th replaces the oldest': the 11th is now refused, so the member's own devices stay
  // (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
  it('keeps at most 10 devices per pass: an 11th is refused (403), the first 10 stay', async () => {
    const { world, member } = await aLinkedMember();
    const serial = member.customer_number;
    const token = await tokenOf(world, serial);

    const statuses = [];
    for (let device = 0; device < 11; device++) {
      world.clock.advanceBy(1_000);
      const answer = await call(
        world,
        'POST',
        `/v1/devices/device${device}/registrations/${passType()}/${serial}`,
        { token, body: JSON.stringify({ pushToken: String(device).padStart(64, 'a') }) },
      );
      statuses.push(answer.status);
    }

    const tokens = await world.registrations.pushTokensOf(serial);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 403]);
    expect(tokens).toHaveLength(10);
    expect(tokens).toContain('0'.padStart(64, 'a'));
    expect(tokens).not.toContain('10'.padStart(64, 'a'));
  });

  it("logs Wallet's reports, at most 20 lines of 500 characters, unauthenticated", async () => {
    const world = new AppleWalletWorld();
    const logs = Array.from({ length: 30 }, (_, at) => `line ${at} ${'z'.repeat(510)}`);

    const answer = await call(world, 'POST', '/v1/log', { body: JSON.stringify({ logs }) });
    const tooBig = await call(world, 'POST', '/v1/log', { body: 'x'.repeat(17 * 1024) });

    expect(answer.status).toBe(200);
    expect(world.logs).toHaveLength(20);
    expect(world.logs[0]).toMatch(/^Apple Wallet: line 0 z+$/);
    expect(world.logs.every((line) => line.length <= 'Apple Wallet: '.length + 500)).toBe(true);
    expect(tooBig.status).toBe(413);
  });
});
