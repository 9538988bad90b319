import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  type CallableName,
  type CallContext,
  CallableError,
} from '@met/scheme/contract';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import {
  createVoucherPayload,
  readVoucherPayload,
} from '../../../functions/src/services/VoucherPayload';
import { aGame, aMember, anEvent, aVenue, aVoucher, PRIZES } from '../../functions/builders';
import { aWorld, type TestWorld } from '../../functions/world';
import { tallyEach } from '../tally';
import { VALID_DESK_REQUESTS, VALID_PASSKEY_REQUESTS } from '../../builders/validCallableMessages';

/**
 * Attacks on the backend (DECISIONS.md "Security and abuse limits"), through the same handler table
 * Cloud Functions and the fake world call (functions/src/api.ts), on the memory adapters: no
 * sign-in, another member's data, replayed and concurrent spins, forged fields and forged QR codes.
 */

const NOW = '2026-03-10T12:00:00.000Z';
const king = aMember().withTier('King').withHomeCasino(6).build();
const queen = aMember().withTier('Queen').withHomeCasino(6).build();

const attacksWorld = () =>
  aWorld(NOW, [0, 1, 2, 3])
    .withMember(queen)
    .withVenue(aVenue(6))
    .withVoucher(aVoucher().withId('kings-own').issuedTo(king.customer_number).build())
    .withVoucher(aVoucher().withId('queens-own').issuedTo(queen.customer_number).build())
    .withEvent(anEvent(6, { id: 'poker', uri: 'events/poker' }))
    .withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES);

/** Calls a handler and returns its CallableError, or fails the check if it answered. */
async function refusal(
  world: TestWorld,
  name: CallableName,
  request: unknown,
  ctx: CallContext,
): Promise<CallableError> {
  const outcome = await world.backend.handlers[name](request, ctx).then(
    (answer) => ({ answered: answer }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) {
    throw new Error(`${name} answered ${JSON.stringify(outcome.answered)} instead of refusing`);
  }
  expect(outcome.error).toBeInstanceOf(CallableError);
  return outcome.error as CallableError;
}

/** A request each callable accepts from a signed-in King member: only sign-in is missing. */
const VALID_REQUESTS: Record<CallableName, unknown> = {
  'members-registerAccount': {
    values: {
      title: 'Ms',
      firstName: 'Eve',
      lastName: 'Example',
      gender: 'female',
      dob: '1990-01-01',
      email: 'eve@example.com',
      mobilePhone: '07700 900999',
      over18: true,
      termsAccepted: true,
      homeCasino: 6,
    },
  },
  'users-sendPasswordReset': { email: king.email },
  'users-resendVerificationEmail': { email: king.email },
  'users-createUser': {
    firstName: 'Eve',
    lastName: 'Example',
    dob: queen.dob,
    email: queen.email,
    customerNumber: queen.customer_number,
    password: 'Correct-Horse-Battery-9',
  },
  'users-setVerifiedEmail': {},
  'members-linkMembership': { membershipNumber: queen.customer_number, dob: queen.dob },
  'members-getMember': {},
  'members-updateProfile': { crmId: king.id, values: { interests: ['Poker'] } },
  'members-getVenue': { venueId: 6 },
  'members-getRestaurant': { venueId: 6 },
  'members-submitTicket': {
    values: { name: 'Eve', email: 'eve@example.com', topic: 'Other', message: 'Hello' },
  },
  'benefits-getBenefits': { tier: 'King', venueId: 6 },
  'vouchers-getAllVouchers': { crmId: king.id },
  'vouchers-generateQrCode': { voucherId: 'kings-own' },
  'promotions-getPromotions': { venueId: 6 },
  'promotions-getGames': {},
  'promotions-optInToEvent': { uri: 'events/poker' },
  'promotions-spinTheWheel': { gameId: 'wheel' },
  'promotions-spinToWinPrizes': { gameId: 'wheel' },
  'wallet-getPassLinks': {},
  'wallet-removeCardEverywhere': {},
  'members-takeBreak': { period: '24h' },
  'members-downloadMyData': {},
  'users-prepareDeletion': {},
  'members-getPointsActivity': {},
  'promotions-cancelRsvp': { uri: 'events/poker' },
  ...VALID_PASSKEY_REQUESTS,
  ...VALID_DESK_REQUESTS,
  'analytics-recordEngagement': { type: 'optin', category: 'game', gameId: 'wheel' },
};

/**
 * Callables a visitor uses before having a login (join, create a login, reset a password, resend
 * the verification mail, contact support): spec section 2 puts their screens outside sign-in.
 * Signing in with a passkey is, like a password sign-in, made signed out.
 */
const OPEN_TO_VISITORS: readonly CallableName[] = [
  'members-registerAccount',
  'users-sendPasswordReset',
  'users-resendVerificationEmail',
  'users-createUser',
  'members-submitTicket',
  'passkeys-authenticationOptions',
  'passkeys-verifyAuthentication',
];

describe('no sign-in', () => {
  it("every callable behind sign-in answers 'unauthenticated' to a caller without a token", async () => {
    const world = attacksWorld();
    const signInOnly = CALLABLE_NAMES.filter((name) => !OPEN_TO_VISITORS.includes(name));

    await tallyEach('attacks', 'backend: callable without sign-in', signInOnly, async (name) => {
      const error = await refusal(world, name, VALID_REQUESTS[name], {});

      expect(error.code, name).toBe('unauthenticated');
    });
  });

  it('the callables open to visitors are exactly the five of the signed-out screens and the passkey sign-in', () => {
    // A new callable must be added to one list or the other on purpose, not open by accident.
    expect(CALLABLE_NAMES.filter((name) => !(name in VALID_REQUESTS))).toEqual([]);
    expect([...OPEN_TO_VISITORS].sort()).toEqual(
      [
        'members-registerAccount',
        'members-submitTicket',
        'users-createUser',
        'users-resendVerificationEmail',
        'users-sendPasswordReset',
        'passkeys-authenticationOptions',
        'passkeys-verifyAuthentication',
      ].sort(),
    );
  });

  it("a login whose email is not verified gets no member's data", async () => {
    const world = attacksWorld().withMember(king);
    const { ctx } = await world.login(king.email, {
      verified: false,
      memberships: [king.customer_number],
    });
    const memberCallables: CallableName[] = [
      'members-getMember',
      'members-updateProfile',
      'vouchers-getAllVouchers',
      'vouchers-generateQrCode',
      'promotions-optInToEvent',
      'promotions-spinTheWheel',
    ];

    await tallyEach('attacks', 'backend: unverified login', memberCallables, async (name) => {
      const error = await refusal(world, name, VALID_REQUESTS[name], ctx);

      expect(error.code, name).toBe('permission-denied');
    });
  });
});

describe("another member's data", () => {
  it("refuses another member's crmId, voucher and membership, whatever the client sends", async () => {
    const world = attacksWorld();
    const { ctx } = await world.signedInMember(king);
    const queenBefore = structuredClone(world.state.members[queen.customer_number]);
    const attempts: { name: CallableName; request: unknown; code: string }[] = [
      { name: 'vouchers-getAllVouchers', request: { crmId: queen.id }, code: 'permission-denied' },
      {
        name: 'members-updateProfile',
        request: { crmId: queen.id, values: { phone_mobile: '07700 900666' } },
        code: 'permission-denied',
      },
      {
        name: 'vouchers-generateQrCode',
        request: { voucherId: 'queens-own' },
        code: 'permission-denied',
      },
      {
        name: 'members-linkMembership',
        request: { membershipNumber: queen.customer_number, dob: queen.dob },
        code: 'invalid-argument',
      },
    ];

    await tallyEach(
      'attacks',
      "backend: another member's crmId/voucher",
      attempts,
      async (attempt) => {
        const error = await refusal(world, attempt.name, attempt.request, ctx);

        expect(error.code, attempt.name).toBe(attempt.code);
      },
    );
    expect(world.state.members[queen.customer_number]).toEqual(queenBefore);
  });

  it("serves the caller's own membership when the request names another member", async () => {
    const world = attacksWorld();
    const { uid, ctx } = await world.signedInMember(king);
    await world.backend.appData.saveGameOptin(uid, { gameId: 'wheel', timestamp: NOW });
    // Fields a client might add hoping the backend trusts them over the login.
    const impersonation = {
      crmId: queen.id,
      customerNumber: queen.customer_number,
      membershipNumber: queen.customer_number,
      uid: 'someone-else',
      userId: 'someone-else',
      location: 'ie',
    };
    const attempts = [
      async () => {
        const { result } = await world.call('members-getMember', impersonation, ctx);
        expect(result.customer_number).toBe(king.customer_number);
      },
      async () => {
        await world.call(
          'promotions-optInToEvent',
          { ...impersonation, uri: 'events/poker', homeCasinoName: 'Elsewhere' },
          ctx,
        );
        expect(Object.values(world.state.rsvps).map((rsvp) => rsvp.customerNumber)).toEqual([
          king.customer_number,
        ]);
      },
      async () => {
        await world.call('promotions-spinTheWheel', { ...impersonation, gameId: 'wheel' }, ctx);
        expect(Object.values(world.state.plays).map((play) => play.userId)).toEqual([uid]);
      },
      async () => {
        const { base64Png } = await world.call(
          'vouchers-generateQrCode',
          { ...impersonation, voucherId: 'kings-own' },
          ctx,
        );
        const kingsCode = await world.call(
          'vouchers-generateQrCode',
          { voucherId: 'kings-own' },
          ctx,
        );
        expect(base64Png).toBe(kingsCode.base64Png);
      },
    ];

    await tallyEach('attacks', 'backend: client-sent member ids ignored', attempts, (attempt) =>
      attempt(),
    );
  });
});

describe('Spin To Win', () => {
  const optedIn = async (world: TestWorld, timestamp = NOW) => {
    const signedIn = await world.signedInMember(king);
    await world.backend.appData.saveGameOptin(signedIn.uid, { gameId: 'wheel', timestamp });
    return signedIn;
  };
  const spin = { gameId: 'wheel' };

  it('a second spin the same day is refused and leaves one play', async () => {
    const world = attacksWorld();
    const { ctx } = await optedIn(world);
    await world.call('promotions-spinTheWheel', spin, ctx);
    const replays = ['12:00:01', '18:00:00', '23:59:59'];

    await tallyEach('attacks', 'backend: second spin the same day', replays, async (time) => {
      world.clock.set(`2026-03-10T${time}.000Z`);

      const error = await refusal(world, 'promotions-spinTheWheel', spin, ctx);

      expect(error.code).toBe('resource-exhausted');
      expect(Object.keys(world.state.plays)).toHaveLength(1);
    });
  });

  it('twenty concurrent spins give one play', async () => {
    const world = attacksWorld();
    const { ctx } = await optedIn(world);
    const spins = Array.from({ length: 20 }, () =>
      world.backend.handlers['promotions-spinTheWheel'](spin, ctx),
    );

    const outcomes = await Promise.allSettled(spins);

    // Exactly one spin plays; every other one is refused as a second play that day.
    const fulfilledFirst = [...outcomes].sort(
      (a, b) => Number(b.status === 'fulfilled') - Number(a.status === 'fulfilled'),
    );
    await tallyEach(
      'attacks',
      'backend: concurrent spins',
      fulfilledFirst.map((outcome, index) => ({ outcome, index })),
      ({ outcome, index }) => {
        if (index === 0) expect(outcome.status).toBe('fulfilled');
        else
          expect(outcome).toMatchObject({
            status: 'rejected',
            reason: { code: 'resource-exhausted' },
          });
      },
    );
    expect(Object.keys(world.state.plays)).toHaveLength(1);
  });

  it('a spin without opt-in, with an opt-in from before the opt-in window, or outside the game window is refused', async () => {
    const cases: {
      name: string;
      arrange: (world: TestWorld) => Promise<CallContext>;
      code: string;
    }[] = [
      {
        name: 'never opted in',
        arrange: async (world) => (await world.signedInMember(king)).ctx,
        code: 'permission-denied',
      },
      {
        name: 'opted in before OptinStart (an earlier run of the game)',
        arrange: async (world) => (await optedIn(world, '2026-01-01T00:00:00.000Z')).ctx,
        code: 'permission-denied',
      },
      {
        name: 'before GameStart',
        arrange: async (world) => {
          world.state.games.wheel!.GameStart = '2026-03-11T00:00:00.000Z';
          return (await optedIn(world)).ctx;
        },
        code: 'aborted',
      },
      {
        name: 'after GameEnd',
        arrange: async (world) => {
          world.state.games.wheel!.GameEnd = '2026-03-10T11:59:59.000Z';
          return (await optedIn(world)).ctx;
        },
        code: 'aborted',
      },
    ];

    await tallyEach('attacks', 'backend: spin not allowed', cases, async (attack) => {
      const world = attacksWorld();
      const ctx = await attack.arrange(world);

      const error = await refusal(world, 'promotions-spinTheWheel', spin, ctx);

      expect(error.code, attack.name).toBe(attack.code);
      expect(world.state.plays, attack.name).toEqual({});
    });
  });

  it('opting in twice, in turn or at once, records one opt-in', async () => {
    const world = attacksWorld();
    const { uid, ctx } = await world.signedInMember(king);
    const rsvp = { uri: 'events/poker' };

    await world.call('promotions-optInToEvent', rsvp, ctx);
    const again = await world.call('promotions-optInToEvent', rsvp, ctx);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        world.backend.handlers['promotions-optInToEvent'](rsvp, ctx),
      ),
    );
    await world.backend.appData.saveGameOptin(uid, { gameId: 'wheel', timestamp: NOW });
    await world.backend.appData.saveGameOptin(uid, { gameId: 'wheel', timestamp: NOW });

    const checks = [
      () => expect(Object.keys(world.state.rsvps)).toHaveLength(1),
      () => expect(again).toEqual({ success: true, message: "You're already on the list" }),
      () => expect(world.state.users[uid]?.gameOptin).toHaveLength(1),
    ];
    await tallyEach('attacks', 'backend: opt-in twice', checks, (check) => check());
  });
});

describe('forged requests', () => {
  it("wrong-typed fields are refused with 'invalid-argument'", async () => {
    const world = attacksWorld();
    const { ctx } = await world.signedInMember(king);
    // Query-operator objects, lists, and numbers or booleans where text is expected.
    const notText: unknown[] = [{ $ne: null }, ['kings-own'], 100104, true];
    const notANumber: unknown[] = ['six', { $gt: 0 }, [6], true];
    const notAnObject: unknown[] = ['values', 42, ['values'], true];
    const textFields: [CallableName, (wrong: unknown) => unknown][] = [
      ['vouchers-generateQrCode', (wrong) => ({ voucherId: wrong })],
      ['vouchers-getAllVouchers', (wrong) => ({ crmId: wrong })],
      ['promotions-spinTheWheel', (wrong) => ({ gameId: wrong })],
      ['promotions-optInToEvent', (wrong) => ({ uri: wrong })],
      ['promotions-optInToEvent', (wrong) => ({ uri: 'events/poker', customerNumber: wrong })],
      ['members-linkMembership', (wrong) => ({ membershipNumber: wrong, dob: king.dob })],
      ['users-sendPasswordReset', (wrong) => ({ email: wrong })],
    ];
    const attempts = [
      ...textFields.flatMap(([name, request]) =>
        notText.map((wrong) => ({ name, request: request(wrong) })),
      ),
      ...notANumber.map((wrong) => ({
        name: 'members-getVenue' as CallableName,
        request: { venueId: wrong },
      })),
      ...notAnObject.map((wrong) => ({
        name: 'members-updateProfile' as CallableName,
        request: { crmId: king.id, values: wrong },
      })),
      // The body itself must be an object.
      ...['a string', 42, ['an', 'array'], true].map((request) => ({
        name: 'members-getMember' as CallableName,
        request,
      })),
    ];

    await tallyEach(
      'attacks',
      'backend: wrong-typed field',
      attempts,
      async ({ name, request }) => {
        const error = await refusal(world, name, request, ctx);

        expect(error.code, `${name} ${JSON.stringify(request)}`).toBe('invalid-argument');
      },
    );
  });

  it("oversized fields are refused with 'invalid-argument'", async () => {
    const world = attacksWorld();
    const { ctx } = await world.signedInMember(king);
    const huge = 'x'.repeat(100_000);
    const attempts: { name: CallableName; request: unknown }[] = [
      { name: 'vouchers-generateQrCode', request: { voucherId: huge } },
      { name: 'vouchers-getAllVouchers', request: { crmId: huge } },
      { name: 'promotions-spinTheWheel', request: { gameId: huge } },
      { name: 'promotions-spinToWinPrizes', request: { gameId: huge } },
      { name: 'promotions-optInToEvent', request: { uri: huge } },
      { name: 'promotions-optInToEvent', request: { uri: 'events/poker', customerNumber: huge } },
      { name: 'promotions-optInToEvent', request: { uri: 'events/poker', homeCasinoName: huge } },
      { name: 'members-getMember', request: { location: huge } },
      { name: 'benefits-getBenefits', request: { tier: huge, venueId: 6 } },
      { name: 'members-getVenue', request: { venueId: 10 ** 400 } },
      { name: 'users-sendPasswordReset', request: { email: `${huge}@example.com` } },
      {
        name: 'members-submitTicket',
        request: {
          values: {
            ...(VALID_REQUESTS['members-submitTicket'] as { values: object }).values,
            message: huge,
          },
        },
      },
      {
        name: 'users-createUser',
        request: { ...(VALID_REQUESTS['users-createUser'] as object), password: huge },
      },
    ];

    await tallyEach('attacks', 'backend: oversized field', attempts, async ({ name, request }) => {
      const error = await refusal(world, name, request, ctx);

      expect(error.code, `${name} ${Object.keys(request as object).join()}`).toBe(
        'invalid-argument',
      );
    });
  });

  it('extra fields never reach the rules: a member cannot set their own tier, points or prize', async () => {
    const world = attacksWorld();
    const { uid, ctx } = await world.signedInMember(king);
    await world.backend.appData.saveGameOptin(uid, { gameId: 'wheel', timestamp: NOW });
    const before = structuredClone(world.state.members[king.customer_number]);
    const grants = {
      membership_type_id: 46,
      membership_type_Name: 'Ace',
      rewardPoints: 1_000_000,
      tierPoints: 1_000_000,
      suspended: false,
      email: 'attacker@example.com',
      customer_number: queen.customer_number,
    };
    const attempts = [
      async () => {
        const { result } = await world.call(
          'members-updateProfile',
          { crmId: king.id, values: { ...grants, phone_mobile: '07700 900555' } },
          ctx,
        );
        expect(result).toEqual({ ...result, ...pick(before, Object.keys(grants)) });
        expect(world.state.members[king.customer_number]).toEqual({
          ...before,
          phone_mobile: '07700 900555',
        });
      },
      async () => {
        // Prototype pollution through JSON: own "__proto__" and "constructor" keys.
        const polluting: unknown = JSON.parse(
          '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
        );
        await world.call('members-updateProfile', { crmId: king.id, values: polluting }, ctx);
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      },
      async () => {
        const answer = await world.call(
          'promotions-spinTheWheel',
          { gameId: 'wheel', prize: 0, win: true, prizeName: '£10 free play' },
          ctx,
        );
        // The random source's first draw is index 0 here: what counts is that the recorded play
        // is the drawn one, not a client's claim.
        const [play] = Object.values(world.state.plays);
        expect(play?.prizeName).toBe(PRIZES[answer.prize]?.name);
        expect(Object.keys(world.state.plays)).toHaveLength(1);
      },
      async () => {
        const { data } = await world.call(
          'members-registerAccount',
          {
            values: {
              ...(VALID_REQUESTS['members-registerAccount'] as { values: object }).values,
              ...grants,
              email: 'newcomer@example.com',
            },
          },
          {},
        );
        expect(world.state.members[data.customerNumber]).toMatchObject({
          membership_type_id: 34,
          rewardPoints: 0,
        });
      },
    ];

    await tallyEach('attacks', 'backend: extra fields (mass assignment)', attempts, (attempt) =>
      attempt(),
    );
  });
});

function pick(record: object | undefined, keys: string[]): Record<string, unknown> {
  const source = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

describe('forged QR codes', () => {
  it('a forged or altered voucher payload does not verify; the genuine one does', async () => {
    const signer = new WebCryptoSigner('the-real-secret');
    const now = new Date(NOW);
    const code = (voucherId: string, uid: string, hours = 4) => ({
      voucherId,
      uid,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + hours * 60 * 60 * 1000),
    });
    const genuine = await createVoucherPayload(signer, code('kings-own', 'kings-login'));
    const [
      version = '',
      voucherPart = '',
      uidPart = '',
      issued = '',
      expires = '',
      signature = '',
    ] = genuine.split('.');
    const join = (...parts: string[]) => parts.join('.');
    const otherSecret = await createVoucherPayload(
      new WebCryptoSigner('a-guessed-secret'),
      code('kings-own', 'kings-login'),
    );
    const queensSignature =
      (await createVoucherPayload(signer, code('queens-own', 'queens-login'))).split('.')[5] ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const mr1Body = `MR1.kings-own.${king.customer_number}`;
    const forgeries = {
      'another login': join(version, voucherPart, 'queens-login', issued, expires, signature),
      'another voucher': join(version, 'queens-own', uidPart, issued, expires, signature),
      'a later expiry': join(version, voucherPart, uidPart, issued, `${expires}9`, signature),
      'an earlier issue time': join(version, voucherPart, uidPart, '0', expires, signature),
      'signed with a guessed secret': otherSecret,
      'one signature character changed': join(
        version,
        voucherPart,
        uidPart,
        issued,
        expires,
        flipped,
      ),
      "another payload's signature": join(
        version,
        voucherPart,
        uidPart,
        issued,
        expires,
        queensSignature,
      ),
      'no signature': join(version, voucherPart, uidPart, issued, expires, ''),
      'signature not base64url': join(version, voucherPart, uidPart, issued, expires, '%%%'),
      'other version': join('MR3', voucherPart, uidPart, issued, expires, signature),
      'a genuine MR1 code (old format)': `${mr1Body}.${await signer.sign(mr1Body)}`,
      'extra part': `${genuine}.extra`,
      'truncated signature': join(
        version,
        voucherPart,
        uidPart,
        issued,
        expires,
        signature.slice(0, 10),
      ),
      'a dot smuggled into the voucher id': join(
        version,
        'kings.own',
        uidPart,
        issued,
        expires,
        signature,
      ),
      'signed for longer than a code lives': await createVoucherPayload(
        signer,
        code('kings-own', 'kings-login', 48),
      ),
      empty: '',
    };

    expect(await readVoucherPayload(signer, genuine, now)).toEqual({
      readable: true,
      code: code('kings-own', 'kings-login'),
    });
    await tallyEach(
      'attacks',
      'backend: forged QR payload',
      Object.entries(forgeries),
      async ([name, forged]) => {
        expect(await readVoucherPayload(signer, forged, now), name).toMatchObject({
          readable: false,
        });
      },
    );
  });
});
