/**
 * DECISIONS.md "Redeemed at the desk", attacked where the desk trusts a login: a login planted
 * with the address the casino is about to give a desk (unverified, then made staff by the claim or
 * by the operator's own command), a staff login that signed in some other way than its password
 * or a passkey, and a staff login reading membership cards by number (in sequence, or at random
 * until its hourly budget is spent), beside a real desk's evening, which is never refused. Logins
 * sign in through the identity provider (on the emulators: the Auth emulator's ID token, read by
 * the hosted toCallContext). Runs on the in-memory backend and on the production adapters over the
 * Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import {
  DESK_ADJACENT_CARD_READS_PER_WINDOW,
  DESK_CARD_READ_WINDOW_MS,
  DESK_CARD_READS_PER_HOUR,
} from '@met/scheme';
import type { StaffClaim } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { IdentityAdmin } from '../../../functions/src/ports/IdentityAdmin';
import type { VenueDirectory } from '../../../functions/src/ports/VenueDirectory';
import { DESK_MESSAGES } from '../../../functions/src/services/desk/deskMessages';
import {
  createVoucherPayload,
  voucherCodeExpiry,
} from '../../../functions/src/services/VoucherPayload';
import { runStaffCommand, StaffCommandError } from '../../../scripts/staff.mjs';
import { aMember, aVenue, aVoucher } from '../../functions/builders';
import { tallied, tallyEach } from '../tally';
import {
  type AttackBackend,
  type AttackSuite,
  type AttackTarget,
  attackSubject,
  attempt,
  refusal,
} from './target';

// 9:04pm London (GMT) on a Tuesday in March.
const NOW = '2026-03-10T21:04:00.000Z';
const MINUTE = 60 * 1000;
const MAYFAIR = 6;
const VOUCHER = 'trust-dinner';
/** The planted login's address: the one the casino is about to give its new desk. */
const DESK_ADDRESS = 'new-desk@example.com';
/** Membership numbers in one run: 700001, 700002, … */
const RUN_START = 700_001;
const RUN_LENGTH = 8;
/** Membership numbers far apart (no two next to each other), for reads at random. */
const SPACED_START = 710_000;
const SPACED_STEP = 37;
const SPACED_COUNT = DESK_CARD_READS_PER_HOUR + 5;
/** Couples who joined together, numbers next to each other: 720000 and 720001, 720010 and 720011… */
const COUPLE_START = 720_000;
const COUPLES = 5;
const couple = (index: number) => [0, 1].map((n) => String(COUPLE_START + index * 10 + n));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const spacedNumber = (index: number) => String(SPACED_START + index * SPACED_STEP);

interface TrustWorld {
  world: AttackBackend;
  /** A self-excluded Mayfair member: what a planted desk would like to read. */
  excluded: string;
  /** A Mayfair King's voucher code, drawn now. */
  code: string;
}

async function trustWorld(target: AttackTarget): Promise<TrustWorld> {
  const seed = emptyMemoryState();
  seed.venues[String(MAYFAIR)] = aVenue(MAYFAIR, { pagetitle: 'The Metropolitan Mayfair' });
  const atMayfair = (customerNumber: string) =>
    aMember()
      .withCustomerNumber(customerNumber)
      .withEmail(`trust-${customerNumber}-${unique()}@example.com`)
      .withHomeCasino(MAYFAIR);
  const excluded = atMayfair('600100').with({ selfExcluded: true }).build();
  const king = atMayfair('600200').withTier('King').build();
  const numbers = [
    ...Array.from({ length: RUN_LENGTH }, (_, index) => String(RUN_START + index)),
    ...Array.from({ length: SPACED_COUNT }, (_, index) => spacedNumber(index)),
    ...Array.from({ length: COUPLES }, (_, index) => couple(index)).flat(),
  ];
  for (const member of [excluded, king, ...numbers.map((n) => atMayfair(n).build())]) {
    seed.members[member.customer_number] = member;
  }
  seed.vouchers[VOUCHER] = aVoucher()
    .withId(VOUCHER)
    .issuedTo(king.customer_number)
    .expiringOn('2026-12-31')
    .build();
  const world = await target.start(seed, NOW);
  const holder = await world.login(king.email, { memberships: [king.customer_number] });
  const issuedAt = new Date(Math.floor(world.clock.now().getTime() / 1000) * 1000);
  const code = await createVoucherPayload(world.adapters.signer, {
    voucherId: VOUCHER,
    uid: holder.uid,
    issuedAt,
    expiresAt: voucherCodeExpiry(issuedAt, '2026-12-31'),
  });
  return { world, excluded: excluded.customer_number, code };
}

/**
 * The Admin SDK's Auth and Firestore as scripts/staff.mjs uses them, over the backend's own
 * identity provider and venues (on the emulators: Firebase Auth and Firestore). Every attack login
 * was made with a password.
 */
function operatorTools(identity: IdentityAdmin, venues: VenueDirectory) {
  return {
    auth: {
      async getUserByEmail(email: string) {
        const user = await identity.getUserByEmail(email);
        if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
        return {
          uid: user.uid,
          email: user.email,
          emailVerified: user.emailVerified,
          providerData: [{ providerId: 'password' }],
          customClaims: user.staff ? { staff: user.staff } : {},
        };
      },
      async setCustomUserClaims(uid: string, claims: { staff?: StaffClaim }) {
        await identity.setStaffClaim(uid, claims.staff ?? null);
      },
    },
    firestore: {
      doc: (path: string) => ({
        async get() {
          const venue = await venues.findVenue(Number(path.split('/')[1]));
          return { exists: venue !== undefined, get: () => venue?.pagetitle };
        },
      }),
    },
  };
}

const DESK_CALLS = (t: TrustWorld) =>
  [
    ['desk-readCode', t.excluded],
    ['desk-readCode', t.code],
    ['desk-redeem', t.code],
  ] as const;

const deskTrust: AttackSuite = (target) => {
  const s1 = (attack: string) => attackSubject(`S1. ${attack}`, target);
  const d1 = (attack: string) => attackSubject(`D1. ${attack}`, target);

  describe.skipIf(target.skipReason() !== null)(
    `S1, D1. whom the desk trusts (${target.label})`,
    () => {
      it('S1. a planted, unverified login made staff is refused by the desk', async () => {
        const trust = await trustWorld(target);
        const { world } = trust;
        const planted = await world.login(DESK_ADDRESS, {
          verified: false,
          staff: { venueId: MAYFAIR },
          signIn: 'password',
        });
        expect(planted.ctx.auth?.staff).toEqual({ venueId: MAYFAIR });

        await tallyEach(
          'attacks',
          s1('a planted login made staff'),
          DESK_CALLS(trust),
          async ([name, code]) => {
            const error = await refusal(world, name, { code }, planted.ctx);
            expect(error).toMatchObject({
              code: 'permission-denied',
              message: DESK_MESSAGES.staffUnverified,
            });
          },
        );
        expect(await world.adapters.redemptions.listFor('600200')).toEqual([]);
      });

      it('S1. the operator’s `npm run staff -- add` refuses a planted, unverified login', async () => {
        const { world } = await trustWorld(target);
        const planted = await world.login(DESK_ADDRESS, { verified: false });
        const tools = operatorTools(world.adapters.identity, world.adapters.venues);

        await tallied('attacks', s1('the staff command and a planted login'), async () => {
          const outcome = await runStaffCommand(['add', DESK_ADDRESS, String(MAYFAIR)], tools).then(
            (said: string) => ({ said }),
            (error: unknown) => ({ error }),
          );
          expect(outcome).toHaveProperty('error');
          const { error } = outcome as { error: Error };
          expect(error).toBeInstanceOf(StaffCommandError);
          expect(error.message).toMatch(/has not confirmed/);
          expect((await world.adapters.identity.getUser(planted.uid))?.staff).toBeUndefined();
        });
      });

      it('S1. a verified staff login signed in by a custom token without the passkey claim is refused', async () => {
        const trust = await trustWorld(target);
        const { world } = trust;
        const desk = await world.login(`custom-desk-${unique()}@example.com`, {
          staff: { venueId: MAYFAIR },
          signIn: 'custom-token',
        });
        expect(desk.ctx.auth).toMatchObject({ emailVerified: true, staff: { venueId: MAYFAIR } });

        await tallyEach(
          'attacks',
          s1('a staff login signed in by a custom token'),
          DESK_CALLS(trust),
          async ([name, code]) => {
            const error = await refusal(world, name, { code }, desk.ctx);
            expect(error).toMatchObject({
              code: 'permission-denied',
              message: DESK_MESSAGES.staffSignIn,
            });
          },
        );
      });

      it('S1. a verified staff login signed in with its password (or a passkey) is answered', async () => {
        const { world, excluded, code } = await trustWorld(target);
        const logins = await Promise.all(
          (['password', 'passkey'] as const).map(async (signIn) => ({
            signIn,
            login: await world.login(`${signIn}-desk-${unique()}@example.com`, {
              staff: { venueId: MAYFAIR },
              signIn,
            }),
          })),
        );

        await tallyEach(
          'attacks',
          s1('a verified staff login signed in with its password or a passkey'),
          logins,
          async ({ signIn, login }) => {
            expect(login.ctx.auth?.signInMethod).toBe(signIn);
            const card = await world.backend.handlers['desk-readCode'](
              { code: excluded },
              login.ctx,
            );
            expect(card).toMatchObject({
              kind: 'card',
              member: { restriction: { kind: 'excluded' } },
            });
            const voucher = await world.backend.handlers['desk-readCode']({ code }, login.ctx);
            expect(voucher).toMatchObject({ kind: 'voucher', state: 'ready' });
          },
        );
      });

      it('D1. a staff login reading membership numbers in sequence is refused early, and it is in the audit trail', async () => {
        const { world } = await trustWorld(target);
        const desk = await world.login(`sequence-desk-${unique()}@example.com`, {
          staff: { venueId: MAYFAIR },
          signIn: 'password',
        });
        // A run of n numbers makes n - 1 adjacent reads; the one past the allowance is refused.
        const allowed = DESK_ADJACENT_CARD_READS_PER_WINDOW + 1;

        await tallied('attacks', d1('reading membership numbers in sequence'), async () => {
          const outcomes = [];
          for (let index = 0; index < RUN_LENGTH; index += 1) {
            world.clock.advanceBy(MINUTE);
            const code = String(RUN_START + index);
            outcomes.push(await attempt(world, 'desk-readCode', { code }, desk.ctx));
          }
          const answered = outcomes.filter((outcome) => 'answered' in outcome);
          expect(answered).toHaveLength(allowed);
          for (const outcome of outcomes.slice(allowed)) {
            expect(outcome).toMatchObject({
              refused: { code: 'resource-exhausted', message: DESK_MESSAGES.sequentialCardReads },
            });
          }
          // Paused for cards at any number, not only the next in the run.
          const later = await refusal(world, 'desk-readCode', { code: spacedNumber(3) }, desk.ctx);
          expect(later.message).toBe(DESK_MESSAGES.sequentialCardReads);
          const trail = (await world.deskAudit()).filter((entry) => entry.staffUid === desk.uid);
          expect(trail.filter((entry) => entry.outcome === 'sequential-card-reads')).toHaveLength(
            RUN_LENGTH - allowed + 1,
          );
        });
      });

      it('D1. a staff login reading valid cards at random spends its hourly budget', async () => {
        const { world } = await trustWorld(target);
        const desk = await world.login(`random-desk-${unique()}@example.com`, {
          staff: { venueId: MAYFAIR },
          signIn: 'password',
        });
        const order = Array.from(
          { length: SPACED_COUNT },
          (_, index) => (index * 29) % SPACED_COUNT,
        );

        await tallied('attacks', d1('reading valid cards at random'), async () => {
          const outcomes = [];
          for (const index of order) {
            world.clock.advanceBy(10 * 1000);
            outcomes.push(
              await attempt(world, 'desk-readCode', { code: spacedNumber(index) }, desk.ctx),
            );
          }
          expect(outcomes.filter((outcome) => 'answered' in outcome)).toHaveLength(
            DESK_CARD_READS_PER_HOUR,
          );
          expect(outcomes.at(-1)).toMatchObject({
            refused: { code: 'resource-exhausted', message: DESK_MESSAGES.tooManyCardReads },
          });
          world.clock.advanceBy(DESK_CARD_READ_WINDOW_MS);
          const next = await world.backend.handlers['desk-readCode'](
            { code: spacedNumber(order[0]!) },
            desk.ctx,
          );
          expect(next).toMatchObject({ kind: 'card' });
        });
      });

      it('D1. a real desk’s evening (30 members an hour, at random) is never refused', async () => {
        const { world, code } = await trustWorld(target);
        const desk = await world.login(`evening-desk-${unique()}@example.com`, {
          staff: { venueId: MAYFAIR },
          signIn: 'password',
        });
        const hours = 3;
        const perHour = 30;

        await tallied('attacks', d1('a real desk’s evening'), async () => {
          for (let visit = 0; visit < hours * perHour; visit += 1) {
            world.clock.advanceBy(2 * MINUTE);
            const member = spacedNumber((visit * 17 + Math.floor(visit / perHour)) % SPACED_COUNT);
            const card = await world.backend.handlers['desk-readCode']({ code: member }, desk.ctx);
            expect(card).toMatchObject({ kind: 'card' });
            // Now and then a couple who joined together: two numbers next to each other.
            if (visit % 20 === 0) {
              for (const number of couple(visit / 20)) {
                const reading = await world.backend.handlers['desk-readCode'](
                  { code: number },
                  desk.ctx,
                );
                expect(reading).toMatchObject({ kind: 'card' });
              }
            }
          }
          await world.backend.handlers['desk-redeem']({ code }, desk.ctx);
        });
      });
    },
  );
};

export default deskTrust;
