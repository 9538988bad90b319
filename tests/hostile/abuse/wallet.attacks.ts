/**
 * DECISIONS.md "Card and wallets": the membership card in Apple Wallet and Google Wallet, attacked.
 * wallet-getPassLinks hands a member the links to their own card only; an Apple pass link is
 * signed, lives 10 minutes and re-checks today's state when opened; Apple's pass web service
 * answers only a caller holding the pass's own authentication token, and bounds every id, path,
 * body and device count; a card whose membership is gated goes grey in both wallets. Every attack
 * runs on the in-memory backend and on the production adapters over the Firestore and Auth
 * emulators.
 */
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, type GateReason } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import type { WalletHttpAnswer } from '../../../functions/src/services/wallet/walletHttp';
import { aMember } from '../../functions/builders';
import { readZip } from '../../functions/wallet/pkpassArchive';
import { tallied, tallyEach } from '../tally';
import { GOOGLE_ISSUER_ID } from './attackWallets';
import { type AttackBackend, type AttackSuite, type AttackTarget, attackSubject } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const SECOND = 1000;
const LINK_LIFETIME_MS = 10 * 60 * SECOND;
const MAX_DEVICES_PER_PASS = 10;
/** A registration flood, far past the devices one member owns. */
const FLOOD = 40;
const LOG_PREFIX = 'Apple Wallet: ';
const MAX_LOG_LINES = 20;
const MAX_LOG_LINE_LENGTH = 500;
const MAX_LOG_LINES_PER_DAY = 1_000;
const MAX_LOG_LINES_PER_CALLER_PER_DAY = 100;
/** The one line that says a caller's, or the day's, further log lines are dropped. */
const DROPPED_NOTICE = /^Apple Wallet: \d+ log lines? dropped /;
const DAY = 24 * 60 * 60 * SECOND;
const MEMBER_DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ATTACKER_DEVICE = 'feedfacefeedfacefeedfacefeedface';
const MEMBER_PUSH_TOKEN = 'c'.repeat(64);
const ATTACKER_PUSH_TOKEN = 'a'.repeat(64);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface CardWorld {
  world: AttackBackend;
  /** The attacker's own membership, with a verified login holding it. */
  member: MemberRecord;
  uid: string;
  ctx: CallContext;
  /** Another member with a login, whose card the attacker wants. */
  other: MemberRecord;
  otherUid: string;
  otherCtx: CallContext;
}

async function cardWorld(target: AttackTarget): Promise<CardWorld> {
  const tag = unique();
  const member = aMember()
    .withTier('Queen')
    .withEmail(`wallet-${tag}@example.com`)
    .with({ rewardPoints: 2_000 })
    .build();
  const other = aMember()
    .withTier('King')
    .withEmail(`wallet-other-${tag}@example.com`)
    .with({ rewardPoints: 90_000 })
    .build();
  const seed = emptyMemoryState();
  for (const record of [member, other]) seed.members[record.customer_number] = record;
  const world = await target.start(seed, NOW);
  const { uid, ctx } = await world.login(member.email, { memberships: [member.customer_number] });
  const { uid: otherUid, ctx: otherCtx } = await world.login(other.email, {
    memberships: [other.customer_number],
  });
  return { world, member, uid, ctx, other, otherUid, otherCtx };
}

/**
 * wallet-getPassLinks must refuse: its CallableError (fails the check if it answered). Asked
 * through its handler (api.ts), which parses the raw request as the deployed callable does.
 */
async function linkRefusal(
  world: AttackBackend,
  request: unknown,
  ctx: CallContext,
): Promise<CallableError> {
  let answer: unknown;
  try {
    answer = await world.backend.handlers['wallet-getPassLinks'](request, ctx);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    return error as CallableError;
  }
  throw new Error(`wallet-getPassLinks answered ${JSON.stringify(answer)} instead of refusing`);
}

/** A request to the wallet-apple HTTPS function, as the hosting rewrite hands it over. */
function appleCall(
  world: AttackBackend,
  method: string,
  path: string,
  options: {
    authorization?: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
    /** The caller's address, as the function reads it (callerAddressOf in index.ts). */
    caller?: string;
  } = {},
): Promise<WalletHttpAnswer> {
  return world.wallets.applePassService.handle({
    method,
    path,
    headers: {
      ...(options.authorization === undefined ? {} : { authorization: options.authorization }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.caller === undefined ? {} : { callerAddress: options.caller }),
  });
}

const bearing = (token: string) => ({ authorization: `ApplePass ${token}` });

function openLink(world: AttackBackend, url: string): Promise<WalletHttpAnswer> {
  const { pathname, search } = new URL(url);
  return appleCall(world, 'GET', `${pathname}${search}`);
}

const linkPath = (token: string) => `/wallet/apple/pass?token=${token}`;
const passPath = (world: AttackBackend, serial: string) =>
  `/wallet/apple/v1/passes/${world.wallets.passTypeIdentifier}/${serial}`;
const registrationPath = (world: AttackBackend, device: string, serial: string) =>
  `/wallet/apple/v1/devices/${device}/registrations/${world.wallets.passTypeIdentifier}/${serial}`;

/** A .pkpass is a zip: what a refusal must never be. */
const isPass = (answer: WalletHttpAnswer) =>
  Buffer.isBuffer(answer.body) && answer.body.subarray(0, 2).toString('latin1') === 'PK';

function passJsonOf(answer: WalletHttpAnswer): Record<string, unknown> {
  expect(answer.status, 'the pass is served').toBe(200);
  return JSON.parse(
    readZip(answer.body as Buffer)
      .get('pass.json')!
      .toString('utf8'),
  );
}

async function appleLinkOf(world: AttackBackend, ctx: CallContext): Promise<string> {
  const { apple } = await world.backend.services.wallet.getPassLinks({}, ctx);
  if (!apple) throw new Error('the attack target has Apple Wallet keys: a link was expected');
  return apple.url;
}

/** The pass's authenticationToken, as Wallet holds it once the member added the card. */
async function passTokenOf(world: AttackBackend, ctx: CallContext): Promise<string> {
  const pass = passJsonOf(await openLink(world, await appleLinkOf(world, ctx)));
  return String(pass.authenticationToken);
}

/** A link token's two parts and the ticket its payload carries. */
function linkParts(url: string) {
  const token = new URL(url).searchParams.get('token') ?? '';
  const [payload = '', signature = ''] = token.split('.');
  const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    u: string;
    c: string;
    x: string;
  };
  return { token, payload, signature, ticket };
}

const encodeTicket = (ticket: object) => Buffer.from(JSON.stringify(ticket)).toString('base64url');

/** One character in the middle changed: a base64url string's last character may carry no bits. */
function flipMiddle(text: string): string {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

async function expectNothingStored(world: AttackBackend): Promise<void> {
  expect(await world.wallets.stored(), 'no registration or update tag stored').toEqual({
    registrations: [],
    updateTags: 0,
  });
}

/** A refusal: the status asked for, a short plain text that echoes nothing, never a pass. */
function expectRefused(answer: WalletHttpAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(isPass(answer), 'no pass served').toBe(false);
  expect(String(answer.body).length, 'a short answer').toBeLessThan(120);
}

/** The member's own device registers with the pass's token (201). */
async function registerMemberDevice(
  world: AttackBackend,
  serial: string,
  token: string,
): Promise<void> {
  const answer = await appleCall(world, 'POST', registrationPath(world, MEMBER_DEVICE, serial), {
    ...bearing(token),
    body: JSON.stringify({ pushToken: MEMBER_PUSH_TOKEN }),
  });
  expect(answer.status, "the member's own device registers").toBe(201);
}

/** Every way a pass's token reads or holds on to the card: each must be refused. */
function passReads(
  world: AttackBackend,
  serial: string,
  token: string,
): (readonly [string, () => Promise<WalletHttpAnswer>])[] {
  return [
    ['get the pass', () => appleCall(world, 'GET', passPath(world, serial), bearing(token))],
    [
      'get the pass as changed since 1970',
      () =>
        appleCall(world, 'GET', passPath(world, serial), {
          ...bearing(token),
          headers: { 'if-modified-since': new Date(0).toUTCString() },
        }),
    ],
    [
      'register a new device',
      () =>
        appleCall(world, 'POST', registrationPath(world, ATTACKER_DEVICE, serial), {
          ...bearing(token),
          body: JSON.stringify({ pushToken: ATTACKER_PUSH_TOKEN }),
        }),
    ],
  ];
}

const wallet: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`membership card wallets (${target.label})`, () => {
    it('wallet-getPassLinks refuses a caller who is signed out, unverified or has no membership', async () => {
      const { world, member } = await cardWorld(target);
      const callers: readonly {
        name: string;
        ctx: () => Promise<CallContext>;
        code: string;
      }[] = [
        { name: 'signed out', ctx: async () => ({}), code: 'unauthenticated' },
        {
          name: 'signed out, naming an address',
          ctx: async () => ({ callerAddress: '203.0.113.8' }),
          code: 'unauthenticated',
        },
        {
          name: 'an unverified login holding the membership',
          ctx: async () =>
            (
              await world.login(`wallet-unverified-${unique()}@example.com`, {
                verified: false,
                memberships: [member.customer_number],
              })
            ).ctx,
          code: 'permission-denied',
        },
        {
          name: 'a verified login with no membership',
          ctx: async () => (await world.login(`wallet-none-${unique()}@example.com`)).ctx,
          code: 'not-found',
        },
        {
          name: 'a verified login whose membership is in no record',
          ctx: async () =>
            (
              await world.login(`wallet-unknown-${unique()}@example.com`, {
                memberships: ['99999999'],
              })
            ).ctx,
          code: 'not-found',
        },
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. wallet links for a caller who is no signed-in member', target),
        callers,
        async ({ ctx, code }) => {
          const refused = await linkRefusal(world, {}, await ctx());
          expect(refused.code).toBe(code);
        },
      );
    });

    it('wallet-getPassLinks refuses a gated membership with the gate’s message', async () => {
      const gated: readonly {
        reason: GateReason;
        member: (builder: ReturnType<typeof aMember>) => ReturnType<typeof aMember>;
      }[] = [
        { reason: 'suspended', member: (m) => m.withTier('King').suspended() },
        { reason: 'temporary', member: (m) => m.temporary() },
        { reason: 'update-required', member: (m) => m.withMembershipType(2) },
        { reason: 'executive-required', member: (m) => m.withMembershipType(45) },
        { reason: 'account-required', member: (m) => m.withMembershipType(19) },
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. wallet links for a gated membership', target),
        gated,
        async ({ reason, member: build }) => {
          const member = build(aMember().withEmail(`wallet-gated-${unique()}@example.com`)).build();
          const seed = emptyMemoryState();
          seed.members[member.customer_number] = member;
          const world = await target.start(seed, NOW);
          const { ctx } = await world.login(member.email, {
            memberships: [member.customer_number],
          });

          const refused = await linkRefusal(world, {}, ctx);

          expect(refused.code).toBe('permission-denied');
          expect(refused.message).toBe(GATE_MESSAGES[reason]);
        },
      );
    });

    it("wallet-getPassLinks refuses a request naming another member's card, and answers only the caller's own", async () => {
      const { world, member, ctx, other, otherUid } = await cardWorld(target);
      const number = other.customer_number;
      const requests: readonly (readonly [string, unknown])[] = [
        ['customerNumber', { customerNumber: number }],
        ['customer_number', { customer_number: number }],
        ['membershipNumber', { membershipNumber: number }],
        ['serialNumber', { serialNumber: number }],
        ['uid', { uid: otherUid }],
        ['memberships', { memberships: [number] }],
        ['the number alone', number],
        ['the number in a list', [number]],
      ];
      await tallyEach(
        'attacks',
        attackSubject("15. another member's card from wallet-getPassLinks", target),
        [...requests, ['the empty request', {}] as const],
        async ([name, request]) => {
          if (name !== 'the empty request') {
            expect((await linkRefusal(world, request, ctx)).code).toBe('invalid-argument');
            return;
          }
          const links = await world.backend.handlers['wallet-getPassLinks'](request, ctx);
          const { ticket } = linkParts(links.apple!.url);
          const jwt = links.google!.url.split('/').at(-1)!;
          const { payload } = await jwtVerify(jwt, world.wallets.googlePublicKey, {
            audience: 'google',
            currentDate: world.clock.now(),
          });
          const objects = (payload.payload as { loyaltyObjects: { accountId: string }[] })
            .loyaltyObjects;

          expect(ticket.c).toBe(member.customer_number);
          expect(objects.map((object) => object.accountId)).toEqual([member.customer_number]);
          expect(JSON.stringify(payload)).not.toContain(number);
        },
      );
    });

    it('an edited or forged Apple pass link is refused (400)', async () => {
      const { world, ctx, uid, other, otherUid, otherCtx } = await cardWorld(target);
      const mine = linkParts(await appleLinkOf(world, ctx));
      const theirs = linkParts(await appleLinkOf(world, otherCtx));
      expect((await appleCall(world, 'GET', linkPath(mine.token))).status).toBe(200);
      const reSigned = (ticket: object) => `${encodeTicket(ticket)}.${mine.signature}`;
      const guessedKey = new WebCryptoSigner('guessed-wallet-secret');
      const forged = {
        u: otherUid,
        c: other.customer_number,
        x: mine.ticket.x,
      };
      const tokens: readonly (readonly [string, () => Promise<string> | string])[] = [
        ['the payload names another membership', () => reSigned({ ...mine.ticket, c: forged.c })],
        ['the payload names another login', () => reSigned({ ...mine.ticket, u: otherUid })],
        ['the payload names the other login and membership', () => reSigned(forged)],
        [
          'the expiry a year later',
          () => reSigned({ ...mine.ticket, x: String(Number(mine.ticket.x) + 365 * 86_400) }),
        ],
        ['the expiry as a number', () => reSigned({ ...mine.ticket, x: Number(mine.ticket.x) })],
        ['their payload with my signature', () => `${theirs.payload}.${mine.signature}`],
        ['my payload with their signature', () => `${mine.payload}.${theirs.signature}`],
        [
          'one character of the signature changed',
          () => `${mine.payload}.${flipMiddle(mine.signature)}`,
        ],
        ['the signature cut short', () => `${mine.payload}.${mine.signature.slice(0, 20)}`],
        ['the signature removed', () => `${mine.payload}.`],
        ['the payload alone', () => mine.payload],
        ['a third part added', () => `${mine.token}.${mine.signature}`],
        [
          'a payload that is not JSON',
          () => `${Buffer.from('{"u":').toString('base64url')}.${mine.signature}`,
        ],
        ['an empty token', () => ''],
        [
          'signed with a guessed secret',
          async () =>
            `${encodeTicket(forged)}.${await guessedKey.sign(
              JSON.stringify(['apple-pass-link', forged.u, forged.c, forged.x]),
            )}`,
        ],
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. forged or edited Apple pass links', target),
        tokens,
        async ([, token]) => {
          expectRefused(await appleCall(world, 'GET', linkPath(await token())), 400);
        },
      );
      expectRefused(await appleCall(world, 'GET', '/wallet/apple/pass'), 400);
      expect(uid).not.toBe(otherUid);
    });

    it('an Apple pass link is refused once its 10 minutes are over (410)', async () => {
      const { world, ctx } = await cardWorld(target);
      const replays = [
        { name: 'at 10 minutes', after: LINK_LIFETIME_MS },
        { name: 'a second later', after: LINK_LIFETIME_MS + SECOND },
        { name: 'a day later', after: 24 * 60 * 60 * SECOND },
        { name: 'a year later', after: 366 * 24 * 60 * 60 * SECOND },
      ];
      const url = await appleLinkOf(world, ctx);
      world.clock.advanceBy(LINK_LIFETIME_MS - SECOND);
      expect((await openLink(world, url)).status, 'the link works within its 10 minutes').toBe(200);
      let elapsed = LINK_LIFETIME_MS - SECOND;
      await tallyEach(
        'attacks',
        attackSubject('15. an Apple pass link replayed after 10 minutes', target),
        replays,
        async ({ after }) => {
          world.clock.advanceBy(after - elapsed);
          elapsed = after;
          expectRefused(await openLink(world, url), 410);
        },
      );
    });

    it('an Apple pass link is refused once its login no longer holds the membership (403)', async () => {
      const changes: readonly {
        name: string;
        change: (card: CardWorld) => Promise<void>;
      }[] = [
        { name: 'the login was deleted', change: ({ world, uid }) => world.deleteLogin(uid) },
        {
          name: 'the login unlinked the membership',
          change: async ({ world, uid }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            await world.adapters.appData.saveProfile({ ...profile!, memberships: [] });
          },
        },
        {
          name: "the login's first membership is now another",
          change: async ({ world, uid, member, other }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            await world.adapters.appData.saveProfile({
              ...profile!,
              memberships: [other.customer_number, member.customer_number],
            });
          },
        },
        {
          name: 'the membership moved to a new login',
          change: async ({ world, uid, member }) => {
            await world.deleteLogin(uid);
            await world.login(`wallet-new-login-${unique()}@example.com`, {
              memberships: [member.customer_number],
            });
          },
        },
        {
          name: 'the membership was suspended',
          change: ({ world, member }) =>
            world.wallets.changeMember(member.customer_number, { suspended: true }),
        },
        {
          name: 'the membership became a temporary one',
          change: ({ world, member }) =>
            world.wallets.changeMember(member.customer_number, {
              membership_type_id: 34,
              membership_type_Name: 'Temporary',
            }),
        },
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. an Apple pass link opened after the login lost the membership', target),
        changes,
        async ({ change }) => {
          const card = await cardWorld(target);
          const url = await appleLinkOf(card.world, card.ctx);

          await change(card);

          expectRefused(await openLink(card.world, url), 403);
        },
      );
    });

    it("Apple's pass web service refuses register, unregister and the pass without the pass's own token (401)", async () => {
      const { world, member, ctx, otherCtx } = await cardWorld(target);
      const serial = member.customer_number;
      const token = await passTokenOf(world, ctx);
      const otherToken = await passTokenOf(world, otherCtx);
      const linkSignature = linkParts(await appleLinkOf(world, ctx)).signature;
      const guessed = await new WebCryptoSigner('guessed-wallet-secret').sign(
        JSON.stringify(['apple-pass-authentication', serial]),
      );
      expect(
        (
          await appleCall(world, 'POST', registrationPath(world, MEMBER_DEVICE, serial), {
            ...bearing(token),
            body: JSON.stringify({ pushToken: MEMBER_PUSH_TOKEN }),
          })
        ).status,
        "the member's own device registers",
      ).toBe(201);
      const legitimate = await world.wallets.stored();

      const authorizations: readonly (readonly [string, Record<string, string>])[] = [
        ['no Authorization header', {}],
        ['an empty ApplePass token', { authorization: 'ApplePass ' }],
        ['a made-up token', bearing('wrong-token-0123456789abcdef0123456789abcd')],
        ["another pass's token", bearing(otherToken)],
        ['the token with one character changed', bearing(flipMiddle(token))],
        ["the pass link's signature", bearing(linkSignature)],
        ['a token signed with a guessed secret', bearing(guessed)],
      ];
      const endpoints: readonly (readonly [string, string, string, string | undefined])[] = [
        [
          'register',
          'POST',
          registrationPath(world, ATTACKER_DEVICE, serial),
          JSON.stringify({ pushToken: ATTACKER_PUSH_TOKEN }),
        ],
        ['unregister', 'DELETE', registrationPath(world, MEMBER_DEVICE, serial), undefined],
        ['get the pass', 'GET', passPath(world, serial), undefined],
      ];
      const attempts = endpoints.flatMap((endpoint) =>
        authorizations.map((authorization) => ({ endpoint, authorization })),
      );
      await tallyEach(
        'attacks',
        attackSubject("15. Apple's pass web service without the pass's token", target),
        attempts,
        async ({ endpoint: [, method, path, body], authorization: [, headers] }) => {
          const answer = await appleCall(world, method, path, {
            headers,
            ...(body === undefined ? {} : { body }),
          });

          expectRefused(answer, 401);
          expect(await world.wallets.stored()).toEqual(legitimate);
        },
      );
      await world.wallets.changeMember(serial, { rewardPoints: 2_500 });
      expect(world.wallets.applePushes.sent, "only the member's device is woken").toEqual([
        [MEMBER_PUSH_TOKEN],
      ]);
    });

    it('a flood of device registrations for one pass keeps at most 10 devices', async () => {
      const floods = [
        { name: 'one after another', together: false },
        { name: 'all at once', together: true },
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. a flood of device registrations for one pass', target),
        floods,
        async ({ together }) => {
          const { world, member, ctx } = await cardWorld(target);
          const serial = member.customer_number;
          const token = await passTokenOf(world, ctx);
          const register = (n: number) =>
            appleCall(world, 'POST', registrationPath(world, `flood-device-${n}`, serial), {
              ...bearing(token),
              body: JSON.stringify({ pushToken: n.toString(16).padStart(64, '0') }),
            });
          const devices = Array.from({ length: FLOOD }, (_, n) => n);

          const statuses: number[] = [];
          if (together) {
            const outcomes = await Promise.allSettled(devices.map(register));
            for (const outcome of outcomes) {
              // A registration the database could not fit in is refused; Wallet retries later.
              if (outcome.status === 'fulfilled') statuses.push(outcome.value.status);
            }
          } else {
            for (const n of devices) {
              world.clock.advanceBy(SECOND);
              statuses.push((await register(n)).status);
            }
          }
          const { registrations } = await world.wallets.stored();

          // Was 'every registration 201, the newest 10 kept': an 11th device is now refused
          // (403), so the first 10 stay (DECISIONS.md "Card and wallets: Apple Wallet:
          // revocable passes").
          expect([...new Set(statuses)].every((status) => status === 201 || status === 403)).toBe(
            true,
          );
          expect(registrations.length, 'registrations stored').toBeLessThanOrEqual(
            MAX_DEVICES_PER_PASS,
          );
          expect(registrations.length).toBeGreaterThan(0);
          expect(registrations.every((held) => held.serialNumber === serial)).toBe(true);
          if (!together) {
            expect(statuses).toEqual([
              ...Array<number>(MAX_DEVICES_PER_PASS).fill(201),
              ...Array<number>(FLOOD - MAX_DEVICES_PER_PASS).fill(403),
            ]);
            expect(registrations.map((held) => held.deviceLibraryIdentifier).sort()).toEqual(
              devices
                .slice(0, MAX_DEVICES_PER_PASS)
                .map((n) => `flood-device-${n}`)
                .sort(),
            );
          }
        },
      );
    });

    it('oversized ids, paths, tokens and bodies are refused, stored nowhere and not echoed', async () => {
      const { world, member, ctx } = await cardWorld(target);
      const serial = member.customer_number;
      const token = await passTokenOf(world, ctx);
      const type = world.wallets.passTypeIdentifier;
      const pushBody = JSON.stringify({ pushToken: ATTACKER_PUSH_TOKEN });
      const register = (device: string, body: string | Buffer = pushBody) =>
        appleCall(world, 'POST', registrationPath(world, device, serial), {
          ...bearing(token),
          body,
        });
      const cases: readonly (readonly [string, number, () => Promise<WalletHttpAnswer>])[] = [
        ['a device id of 101 characters', 400, () => register('d'.repeat(101))],
        ['a device id of 100,000 characters', 414, () => register('d'.repeat(100_000))],
        [
          'a serial of 65 digits',
          404,
          () => appleCall(world, 'GET', passPath(world, '9'.repeat(65)), bearing(token)),
        ],
        [
          'a pass type id of 1,000 characters',
          404,
          () =>
            appleCall(
              world,
              'POST',
              `/wallet/apple/v1/devices/${ATTACKER_DEVICE}/registrations/${'p'.repeat(1_000)}/${serial}`,
              { ...bearing(token), body: pushBody },
            ),
        ],
        [
          'a path of 3,000 characters',
          414,
          () => appleCall(world, 'GET', `${passPath(world, serial)}/${'x'.repeat(3_000)}`),
        ],
        ['a registration body of 2 KB', 413, () => register(ATTACKER_DEVICE, ' '.repeat(2_048))],
        [
          'a registration body of 5 MB',
          413,
          () => register(ATTACKER_DEVICE, Buffer.alloc(5 * 1024 * 1024, 0x61)),
        ],
        [
          'a push token of 201 hex digits',
          400,
          () => register(ATTACKER_DEVICE, JSON.stringify({ pushToken: 'f'.repeat(201) })),
        ],
        [
          'a push token of 2,000 hex digits',
          413,
          () => register(ATTACKER_DEVICE, JSON.stringify({ pushToken: 'f'.repeat(2_000) })),
        ],
        [
          'a push token that is a list',
          400,
          () => register(ATTACKER_DEVICE, JSON.stringify({ pushToken: [ATTACKER_PUSH_TOKEN] })),
        ],
        [
          'an update tag of 17 digits',
          400,
          () =>
            appleCall(
              world,
              'GET',
              `/wallet/apple/v1/devices/${MEMBER_DEVICE}/registrations/${type}?passesUpdatedSince=${'9'.repeat(17)}`,
            ),
        ],
        [
          'a listing for a device id of 101 characters',
          400,
          () =>
            appleCall(
              world,
              'GET',
              `/wallet/apple/v1/devices/${'d'.repeat(101)}/registrations/${type}`,
            ),
        ],
        [
          'an authentication token of 201 characters',
          401,
          () => appleCall(world, 'GET', passPath(world, serial), bearing('t'.repeat(201))),
        ],
        [
          'an Authorization header of 1 MB',
          401,
          () => appleCall(world, 'GET', passPath(world, serial), bearing('t'.repeat(1024 * 1024))),
        ],
        [
          'a pass link token of 1,001 characters',
          400,
          () => appleCall(world, 'GET', linkPath('t'.repeat(1_001))),
        ],
        [
          'a pass link token of 2,100 characters',
          414,
          () => appleCall(world, 'GET', linkPath('t'.repeat(2_100))),
        ],
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. oversized wallet ids, paths, tokens and bodies', target),
        cases,
        async ([, status, send]) => {
          const answer = await send();

          expectRefused(answer, status);
          await expectNothingStored(world);
        },
      );
    });

    it("flooding Wallet's log endpoint logs a bounded amount and stores nothing", async () => {
      const { world } = await cardWorld(target);
      const logged = world.wallets.logged;
      let floodLogged = -1;
      const report = (logs: unknown) => JSON.stringify({ logs });
      const fullReport = report(
        Array.from({ length: 1_000 }, (_, n) => `flood ${n}`).filter(
          (_, n, all) => report(all.slice(0, n + 1)).length <= 16 * 1024,
        ),
      );
      const floods: readonly (readonly [string, number, number, () => (string | Buffer)[]])[] = [
        // [name, status each report gets, most lines logged per report, the reports]
        [
          '300 reports of 16 KB each, from 300 addresses',
          200,
          MAX_LOG_LINES,
          () => Array(300).fill(fullReport),
        ],
        ['a report of 10 MB', 413, 0, () => [Buffer.alloc(10 * 1024 * 1024, 0x20)]],
        ['a report of 17 KB', 413, 0, () => [report(['x'.repeat(17 * 1024)])]],
        ['a line of 16,000 characters', 200, 1, () => [report(['y'.repeat(16_000)])]],
        [
          'lines forging log entries',
          200,
          3,
          () => [report(['ok\nERROR forged entry', 'ok\r\n\u001b[31mred', 'tab\there\u0000'])],
        ],
        [
          'logs that are not lines of text',
          200,
          0,
          () => [report([{ line: 'x' }, 42, ['nested'], null]), report('one line'), '{"logs":'],
        ],
        ['a body that is not JSON', 200, 0, () => ['<xml>flood</xml>']],
      ];
      await tallyEach(
        'attacks',
        attackSubject("15. flooding Wallet's log endpoint", target),
        floods,
        async ([name, status, mostLines, reports]) => {
          // Each flood on a day of its own: the day's allowance is tested below.
          world.clock.advanceBy(DAY);
          const bodies = reports();
          const before = logged.length;
          for (const [n, body] of bodies.entries()) {
            // Rotating addresses: each report from another caller, so the day's allowance holds.
            const caller = `198.51.${Math.floor(n / 250)}.${n % 250}`;
            expect(
              (await appleCall(world, 'POST', '/wallet/apple/v1/log', { body, caller })).status,
            ).toBe(status);
          }
          const added = logged.slice(before).filter((line) => !DROPPED_NOTICE.test(line));
          if (name.startsWith('300 reports')) floodLogged = added.length;

          expect(added.length, 'lines logged').toBeLessThanOrEqual(mostLines * bodies.length);
          for (const line of added) {
            expect(line.length).toBeLessThanOrEqual(LOG_PREFIX.length + MAX_LOG_LINE_LENGTH);
            expect(line, 'no control character reaches the log').not.toMatch(
              // eslint-disable-next-line no-control-regex
              /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/,
            );
          }
          await expectNothingStored(world);
        },
      );
      // Was 'at least 300 × 20 lines': the day's allowance now caps what one day logs
      // (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
      expect(floodLogged, "the 16 KB reports were logged up to the day's allowance").toBe(
        MAX_LOG_LINES_PER_DAY,
      );
    });

    it("path tricks under /wallet/apple/ reach no other member's pass and store nothing", async () => {
      const { world, member, ctx, other, otherCtx } = await cardWorld(target);
      const mine = member.customer_number;
      const theirs = other.customer_number;
      const type = world.wallets.passTypeIdentifier;
      const token = await passTokenOf(world, ctx);
      const linkToken = linkParts(await appleLinkOf(world, ctx)).token;
      await passTokenOf(world, otherCtx);
      const fullWidth = [...theirs].map((digit) => String.fromCharCode(0xff10 + Number(digit)));
      const pushBody = JSON.stringify({ pushToken: ATTACKER_PUSH_TOKEN });
      const tricks: readonly (readonly [string, number, string, string, boolean])[] = [
        // [name, status, method, path, with my pass token]
        [
          'dot segments from my serial to theirs',
          401,
          'GET',
          `${passPath(world, mine)}/../${theirs}`,
          true,
        ],
        [
          'encoded slashes in the serial',
          404,
          'GET',
          passPath(world, `${mine}%2F..%2F${theirs}`),
          true,
        ],
        ['an encoded dot segment', 404, 'GET', passPath(world, `..%2F${theirs}`), true],
        [
          'percent-encoded dots',
          404,
          'GET',
          `/wallet/apple/v1/passes/${type}/%2e%2e/${theirs}`,
          true,
        ],
        ['backslashes', 401, 'GET', `${passPath(world, mine)}\\..\\${theirs}`, true],
        [
          'pass type and serial in one part',
          404,
          'GET',
          `/wallet/apple/v1/passes/${type}%2F${theirs}`,
          true,
        ],
        ['a NUL after the serial', 404, 'GET', passPath(world, `${theirs}%00`), true],
        [
          'a double-encoded slash',
          404,
          'GET',
          passPath(world, `${mine}%252F..%252F${theirs}`),
          true,
        ],
        [
          'full-width digits',
          404,
          'GET',
          passPath(world, encodeURIComponent(fullWidth.join(''))),
          true,
        ],
        [
          'their pass with my pass link token',
          401,
          'GET',
          `${passPath(world, theirs)}?token=${linkToken}`,
          false,
        ],
        [
          'climbing out of the pass link',
          401,
          'GET',
          `/wallet/apple/pass/../v1/passes/${type}/${theirs}`,
          false,
        ],
        [
          'climbing with encoded dots from the root',
          401,
          'GET',
          `/wallet/apple/%2e%2e/%2e%2e/v1/passes/${type}/${theirs}`,
          false,
        ],
        [
          'a device id with encoded slashes',
          400,
          'POST',
          registrationPath(world, `d%2F..%2F..%2Fpasses`, mine),
          true,
        ],
        [
          'a device id of dot segments',
          400,
          'POST',
          registrationPath(world, '..%2F..%2Fx', mine),
          true,
        ],
        [
          'their serial behind an encoded slash',
          404,
          'POST',
          registrationPath(world, ATTACKER_DEVICE, `${mine}%2F..%2F${theirs}`),
          true,
        ],
        [
          'their serial behind dot segments',
          401,
          'POST',
          `${registrationPath(world, ATTACKER_DEVICE, mine)}/../${theirs}`,
          true,
        ],
      ];
      await tallyEach(
        'attacks',
        attackSubject('15. path tricks under /wallet/apple/', target),
        tricks,
        async ([, status, method, path, withToken]) => {
          const answer = await appleCall(world, method, path, {
            ...(withToken ? bearing(token) : {}),
            ...(method === 'POST' ? { body: pushBody } : {}),
          });

          expectRefused(answer, status);
          await expectNothingStored(world);
        },
      );
    });

    it('a pass reads nothing after the login is deleted', async () => {
      const { world, member, uid, ctx } = await cardWorld(target);
      const serial = member.customer_number;
      const token = await passTokenOf(world, ctx);
      await registerMemberDevice(world, serial, token);

      await world.deleteLogin(uid);
      // The membership linked again by a new login: the old pass stays dead all the same.
      await world.login(`wallet-relinked-${unique()}@example.com`, {
        memberships: [serial],
      });
      world.clock.advanceBy(366 * DAY);

      await tallyEach(
        'attacks',
        attackSubject('28. a deleted login’s Apple pass read again', target),
        passReads(world, serial, token),
        async ([, read]) => expectRefused(await read(), 401),
      );
      expect((await world.wallets.stored()).registrations, 'its devices forgotten').toEqual([]);
    });

    it('a pass reads nothing after suspension, even once the suspension is lifted', async () => {
      const { world, member, ctx } = await cardWorld(target);
      const serial = member.customer_number;
      const token = await passTokenOf(world, ctx);
      await registerMemberDevice(world, serial, token);

      await world.wallets.changeMember(serial, { suspended: true });
      const whileSuspended = await Promise.all(passReads(world, serial, token).map(([, r]) => r()));
      await world.wallets.changeMember(serial, { suspended: false });

      await tallyEach(
        'attacks',
        attackSubject('28. a suspended member’s Apple pass read again', target),
        passReads(world, serial, token),
        async ([, read]) => expectRefused(await read(), 401),
      );
      for (const answer of whileSuspended) expectRefused(answer, 401);
      expect(world.wallets.applePushes.sent, 'no update pushed').toEqual([]);
      expect((await world.wallets.stored()).registrations).toEqual([]);
    });

    it('a pass reads nothing after remove-my-card, and other members’ passes still work', async () => {
      const { world, member, ctx, other, otherCtx } = await cardWorld(target);
      const serial = member.customer_number;
      const copied = await passTokenOf(world, ctx);
      const mine = await passTokenOf(world, ctx);
      const theirs = await passTokenOf(world, otherCtx);
      await registerMemberDevice(world, serial, mine);

      const answer = await world.backend.handlers['wallet-removeCardEverywhere']({}, ctx);

      expect(answer).toEqual({ success: true, removed: 2 });
      await tallyEach(
        'attacks',
        attackSubject('28. an Apple pass read after remove-my-card', target),
        [...passReads(world, serial, copied), ...passReads(world, serial, mine)],
        async ([, read]) => expectRefused(await read(), 401),
      );
      expect((await world.wallets.stored()).registrations).toEqual([]);
      const theirPass = await appleCall(
        world,
        'GET',
        passPath(world, other.customer_number),
        bearing(theirs),
      );
      expect(passJsonOf(theirPass).serialNumber).toBe(other.customer_number);
      expect(passJsonOf(await openLink(world, await appleLinkOf(world, ctx))).serialNumber).toBe(
        serial,
      );
    });

    it('a pass link works once', async () => {
      const { world, ctx } = await cardWorld(target);
      const url = await appleLinkOf(world, ctx);

      const first = await openLink(world, url);
      const replays = await Promise.all(Array.from({ length: 5 }, () => openLink(world, url)));

      expect(isPass(first)).toBe(true);
      await tallyEach(
        'attacks',
        attackSubject('28. an Apple pass link downloaded twice', target),
        replays.map((answer, n) => [`replay ${n + 1}`, answer] as const),
        async ([, answer]) => expectRefused(answer, 410),
      );
    });

    it('a pass link opened twice at once serves one pass', async () => {
      const { world, ctx } = await cardWorld(target);
      const url = await appleLinkOf(world, ctx);

      const answers = await Promise.allSettled(
        Array.from({ length: 6 }, () => openLink(world, url)),
      );
      const served = answers.filter(
        (answer) => answer.status === 'fulfilled' && isPass(answer.value),
      );

      expect(served).toHaveLength(1);
    });

    it('an 11th device does not evict the member’s own', async () => {
      const { world, member, ctx } = await cardWorld(target);
      const serial = member.customer_number;
      const token = await passTokenOf(world, ctx);
      await registerMemberDevice(world, serial, token);
      const stolen = await passTokenOf(world, ctx);
      const attackers = Array.from({ length: MAX_DEVICES_PER_PASS + 5 }, (_, n) => n);

      const statuses: number[] = [];
      for (const n of attackers) {
        world.clock.advanceBy(SECOND);
        const answer = await appleCall(
          world,
          'POST',
          registrationPath(world, `attacker-device-${n}`, serial),
          { ...bearing(stolen), body: JSON.stringify({ pushToken: ATTACKER_PUSH_TOKEN }) },
        );
        statuses.push(answer.status);
      }
      const devices = (await world.wallets.stored()).registrations.map(
        (held) => held.deviceLibraryIdentifier,
      );

      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_DEVICES_PER_PASS - 1);
      expect(statuses.slice(MAX_DEVICES_PER_PASS - 1).every((status) => status === 403)).toBe(true);
      expect(devices).toContain(MEMBER_DEVICE);
      expect(devices).toHaveLength(MAX_DEVICES_PER_PASS);
      await world.wallets.changeMember(serial, { rewardPoints: 2_600 });
      expect(world.wallets.applePushes.sent[0]).toContain(MEMBER_PUSH_TOKEN);
    });

    it('the log endpoint escapes controls and is capped', async () => {
      const { world } = await cardWorld(target);
      const logged = world.wallets.logged;
      const invisible =
        '\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff';
      const escaped = [...invisible]
        .map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .join('');
      const report = (logs: unknown[], caller: string) =>
        appleCall(world, 'POST', '/wallet/apple/v1/log', {
          body: JSON.stringify({ logs }),
          caller,
        });

      await report(
        [`Pass ${invisible}ok`, `user\u202eexe.txt`, invisible.repeat(40) + 'z'.repeat(900)],
        '203.0.113.9',
      );

      // Was: the invisible controls removed. They are now written as visible escapes, so the
      // operator sees that a line was disguised (DECISIONS.md "Card and wallets: Apple Wallet:
      // revocable passes").
      expect(logged).toEqual([
        `Apple Wallet: Pass ${escaped}ok`,
        'Apple Wallet: user\\u202eexe.txt',
        `Apple Wallet: ${escaped.repeat(40).slice(0, MAX_LOG_LINE_LENGTH - (MAX_LOG_LINE_LENGTH % 6))}`,
      ]);
      const full = Array.from({ length: 30 }, (_, n) => `line ${n}`);
      const statuses = new Set<number>();
      for (let n = 0; n < MAX_LOG_LINES_PER_DAY / MAX_LOG_LINES + 3; n++) {
        statuses.add((await report(full, `198.51.100.${n}`)).status);
      }
      const lines = logged.filter((line) => !DROPPED_NOTICE.test(line));
      expect([...statuses]).toEqual([200]);
      expect(lines.length, "the day's allowance").toBe(MAX_LOG_LINES_PER_DAY);
      for (const line of logged) {
        expect(line).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
      }
      world.clock.advanceBy(DAY);
      await report(full, '198.51.100.1');
      expect(
        logged.length - lines.length,
        "the next day's allowance, and the day's one notice",
      ).toBe(MAX_LOG_LINES + 1);
      await expectNothingStored(world);
    });

    it('W3r. lines forged with C1 controls and line separators come out escaped', async () => {
      await tallied(
        'attacks',
        attackSubject('W3r. log lines forged with C1 controls and line separators', target),
        async () => {
          const { world } = await cardWorld(target);
          const logged = world.wallets.logged;
          const forged = [
            'ok\u0085ERROR forged by NEL',
            'ok\u2028ERROR forged by LINE SEPARATOR',
            'ok\u2029ERROR forged by PARAGRAPH SEPARATOR',
            'c1 \u0080\u008d\u009b31m\u009f end',
            'c0 \n\r\t\u001b[31m\u0000\u007f end',
            'bidi user\u202eexe.txt\u200b\ufeff\u061c end',
            'a written \\u2028 stays apart from a real one',
          ];

          const answer = await appleCall(world, 'POST', '/wallet/apple/v1/log', {
            body: JSON.stringify({ logs: forged }),
            caller: '203.0.113.5',
          });

          expect(answer.status).toBe(200);
          expect(logged).toEqual([
            'Apple Wallet: ok\\u0085ERROR forged by NEL',
            'Apple Wallet: ok\\u2028ERROR forged by LINE SEPARATOR',
            'Apple Wallet: ok\\u2029ERROR forged by PARAGRAPH SEPARATOR',
            'Apple Wallet: c1 \\u0080\\u008d\\u009b31m\\u009f end',
            'Apple Wallet: c0 \\u000a\\u000d\\u0009\\u001b[31m\\u0000\\u007f end',
            'Apple Wallet: bidi user\\u202eexe.txt\\u200b\\ufeff\\u061c end',
            'Apple Wallet: a written \\\\u2028 stays apart from a real one',
          ]);
          for (const line of logged) {
            expect(line, 'nothing that breaks or disguises a line').not.toMatch(
              // eslint-disable-next-line no-control-regex
              /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/u,
            );
          }
        },
      );
    });

    it("W3r. one caller's log flood leaves another caller's report logged", async () => {
      await tallied(
        'attacks',
        attackSubject("W3r. one caller's log flood silences another caller's report", target),
        async () => {
          const { world } = await cardWorld(target);
          const logged = world.wallets.logged;
          const flood = JSON.stringify({
            logs: Array.from({ length: MAX_LOG_LINES }, (_, n) => `flood ${n}`),
          });

          for (let n = 0; n < 60; n++) {
            await appleCall(world, 'POST', '/wallet/apple/v1/log', {
              body: flood,
              caller: '203.0.113.66',
            });
          }
          const answer = await appleCall(world, 'POST', '/wallet/apple/v1/log', {
            body: JSON.stringify({ logs: ['Passbook: could not update the pass'] }),
            caller: '198.51.100.7',
          });

          expect(answer.status).toBe(200);
          expect(logged, "the other caller's report").toContain(
            'Apple Wallet: Passbook: could not update the pass',
          );
          expect(
            logged.filter((line) => line.startsWith(`${LOG_PREFIX}flood `)),
            "the flooding caller's lines stop at its own allowance",
          ).toHaveLength(MAX_LOG_LINES_PER_CALLER_PER_DAY);
        },
      );
    });

    it('W3r. dropped log lines are told once per caller and once per day', async () => {
      await tallied(
        'attacks',
        attackSubject('W3r. dropped log lines told once, not per drop', target),
        async () => {
          const { world } = await cardWorld(target);
          const logged = world.wallets.logged;
          const report = (caller: string) =>
            appleCall(world, 'POST', '/wallet/apple/v1/log', {
              body: JSON.stringify({
                logs: Array.from({ length: MAX_LOG_LINES }, (_, n) => `${caller} ${n}`),
              }),
              caller,
            });
          const flooder = '203.0.113.66';

          for (let n = 0; n < 60; n++) await report(flooder);
          const flooderNotices = logged.filter((line) => DROPPED_NOTICE.test(line));

          expect(flooderNotices, "one line for the caller's dropped lines").toEqual([
            expect.stringContaining(`from ${flooder} `),
          ]);
          expect(flooderNotices[0]).toMatch(/^Apple Wallet: 20 log lines dropped from /);
          // Rotating addresses: each caller within its own allowance, the day's is used up.
          const callers = Array.from({ length: 60 }, (_, n) => `198.51.100.${n + 1}`);
          for (const caller of callers) {
            await report(caller);
            await report(caller);
          }
          const notices = logged.filter((line) => DROPPED_NOTICE.test(line));

          expect(
            logged.length - notices.length,
            "lines logged: the day's allowance, all callers together",
          ).toBe(MAX_LOG_LINES_PER_DAY);
          expect(notices, 'one more line for the day, whoever is dropped after it').toEqual([
            flooderNotices[0],
            expect.stringMatching(/^Apple Wallet: \d+ log lines dropped on 2026-03-10 /),
          ]);
          world.clock.advanceBy(DAY);
          await report(flooder);
          expect(logged.at(-1), "the next day's allowance").toBe(
            `${LOG_PREFIX}${flooder} ${MAX_LOG_LINES - 1}`,
          );
          await expectNothingStored(world);
        },
      );
    });

    it('a gated membership’s card is revoked in Apple Wallet and goes grey in Google', async () => {
      const gatings: readonly (readonly [string, Partial<MemberRecord>])[] = [
        ['suspended', { suspended: true }],
        ['made temporary', { membership_type_id: 34, membership_type_Name: 'Temporary' }],
      ];
      await tallyEach(
        'attacks',
        attackSubject("15. a gated membership's card left active in Wallet", target),
        gatings,
        async ([, changes]) => {
          const { world, member, ctx } = await cardWorld(target);
          const serial = member.customer_number;
          const token = await passTokenOf(world, ctx);
          await appleCall(world, 'POST', registrationPath(world, MEMBER_DEVICE, serial), {
            ...bearing(token),
            body: JSON.stringify({ pushToken: MEMBER_PUSH_TOKEN }),
          });

          await world.wallets.changeMember(serial, changes);
          const pass = await appleCall(world, 'GET', passPath(world, serial), bearing(token));

          // Was: a push and the pass served voided. A gated membership's Apple passes are now
          // revoked and read nothing (DECISIONS.md "Card and wallets: Apple Wallet: revocable
          // passes"); Google's object still goes INACTIVE.
          expect(world.wallets.applePushes.sent).toEqual([]);
          expectRefused(pass, 401);
          expect(world.wallets.googleObjects.patches).toEqual([
            expect.objectContaining({
              objectId: `${GOOGLE_ISSUER_ID}.member-${serial}`,
              patch: expect.objectContaining({ state: 'INACTIVE' }),
            }),
          ]);
        },
      );
    });
  });
};

export default wallet;
