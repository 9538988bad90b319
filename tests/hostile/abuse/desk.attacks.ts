/**
 * DECISIONS.md "Redeemed at the desk", attacked: a member calling the desk's
 * callables, staff of another casino, forged and edited codes, a replay after redemption, desks
 * racing on one code, a code past its expiry, and a stolen staff login flooding the desk to use it
 * as an oracle. Codes are signed by the backend's own Signer, as vouchers-generateQrCode signs
 * them; staff logins get their claim through the identity provider (IdentityAdmin.setStaffClaim)
 * and call with it, as the hosted context reads it from the ID token. Runs on the in-memory
 * backend and on the production adapters over the Firestore and Auth emulators.
 */
import { describe, expect, it } from 'vitest';
import { DESK_REFUSAL_WINDOW_MS, DESK_REFUSALS_PER_WINDOW } from '@met/scheme';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { DESK_MESSAGES } from '../../../functions/src/services/desk/deskMessages';
import {
  createVoucherPayload,
  voucherCodeExpiry,
} from '../../../functions/src/services/VoucherPayload';
import { aMember, aVenue, aVoucher } from '../../functions/builders';
import { tallyEach } from '../tally';
import {
  type AttackBackend,
  type AttackLogin,
  type AttackSuite,
  type AttackTarget,
  attackSubject,
  attempt,
  refusal,
} from './target';

// 9:04pm London (GMT) on a Tuesday in March.
const NOW = '2026-03-10T21:04:00.000Z';
const HOUR = 60 * 60 * 1000;
const MAYFAIR = 6;
const EDINBURGH = 12;
const VOUCHER = 'desk-dinner';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface DeskWorld {
  world: AttackBackend;
  member: MemberRecord;
  holder: AttackLogin;
  /** Staff at the member's casino, and at another. */
  desk: AttackLogin;
  otherDesk: AttackLogin;
  /** The code of the member's voucher, drawn now. */
  code: string;
}

async function staff(world: AttackBackend, venueId: number, label: string): Promise<AttackLogin> {
  const login = await world.login(`${label}-${unique()}@example.com`);
  await world.adapters.identity.setStaffClaim(login.uid, { venueId });
  return {
    uid: login.uid,
    ctx: { ...login.ctx, auth: { ...login.ctx.auth!, staff: { venueId } } },
  };
}

async function codeOf(world: AttackBackend, uid: string, voucherId = VOUCHER): Promise<string> {
  const issuedAt = new Date(Math.floor(world.clock.now().getTime() / 1000) * 1000);
  return createVoucherPayload(world.adapters.signer, {
    voucherId,
    uid,
    issuedAt,
    expiresAt: voucherCodeExpiry(issuedAt, '2026-12-31'),
  });
}

/** A Mayfair King with a voucher of their own, a desk at Mayfair and one at Edinburgh. */
async function deskWorld(target: AttackTarget): Promise<DeskWorld> {
  const member = aMember()
    .withTier('King')
    .withEmail(`desk-member-${unique()}@example.com`)
    .withHomeCasino(MAYFAIR)
    .build();
  const seed = emptyMemoryState();
  seed.venues[String(MAYFAIR)] = aVenue(MAYFAIR, { pagetitle: 'The Metropolitan Mayfair' });
  seed.venues[String(EDINBURGH)] = aVenue(EDINBURGH, { pagetitle: 'The Metropolitan Edinburgh' });
  seed.members[member.customer_number] = member;
  seed.vouchers[VOUCHER] = aVoucher()
    .withId(VOUCHER)
    .issuedTo(member.customer_number)
    .expiringOn('2026-12-31')
    .build();
  const world = await target.start(seed, NOW);
  const holder = await world.login(member.email, { memberships: [member.customer_number] });
  const desk = await staff(world, MAYFAIR, 'mayfair-desk');
  const otherDesk = await staff(world, EDINBURGH, 'edinburgh-desk');
  return { world, member, holder, desk, otherDesk, code: await codeOf(world, holder.uid) };
}

const DESK_CALLABLES = ['desk-readCode', 'desk-redeem'] as const;

async function redemptionsOf(world: AttackBackend, member: MemberRecord) {
  return world.adapters.redemptions.listFor(member.customer_number);
}

const desk: AttackSuite = (target) => {
  const subject = (attack: string) => attackSubject(`30. ${attack}`, target);

  describe.skipIf(target.skipReason() !== null)(`30. the desk (${target.label})`, () => {
    it('a member calling the desk’s callables is refused, with their own code, a card or a guess', async () => {
      const { world, member, holder, code } = await deskWorld(target);
      const tries = DESK_CALLABLES.flatMap((name) =>
        [code, member.customer_number, '100101'].map((attempted) => [name, attempted] as const),
      );

      await tallyEach('attacks', subject('a member calling the desk'), tries, async ([name, c]) => {
        const error = await refusal(world, name, { code: c }, holder.ctx);
        expect(error).toMatchObject({
          code: 'permission-denied',
          message: DESK_MESSAGES.staffOnly,
        });
      });
      expect(await redemptionsOf(world, member)).toEqual([]);
    });

    it('staff of another casino can neither read nor redeem the member’s code or card', async () => {
      const { world, member, otherDesk, code } = await deskWorld(target);
      const tries = DESK_CALLABLES.flatMap((name) =>
        [code, member.customer_number].map((attempted) => [name, attempted] as const),
      ).filter(
        ([name, attempted]) => !(name === 'desk-redeem' && attempted === member.customer_number),
      );

      await tallyEach('attacks', subject('staff of another casino'), tries, async ([name, c]) => {
        const error = await refusal(world, name, { code: c }, otherDesk.ctx);
        expect(error.code).toBe('permission-denied');
        expect(error.message).toContain('The Metropolitan Mayfair');
      });
      expect(await redemptionsOf(world, member)).toEqual([]);
    });

    it('a forged code (another key, no signature, a guessed secret) is not ours', async () => {
      const { world, member, holder, desk: mayfair } = await deskWorld(target);
      const body = (await codeOf(world, holder.uid)).split('.').slice(0, 5).join('.');
      const forgeries = [
        `${body}.${await new WebCryptoSigner('a-guessed-secret').sign(body)}`,
        `${body}.`,
        `${body}.${'A'.repeat(43)}`,
        body,
      ];

      await tallyEach('attacks', subject('a forged voucher code'), forgeries, async (forged) => {
        for (const name of DESK_CALLABLES) {
          const error = await refusal(world, name, { code: forged }, mayfair.ctx);
          expect(error).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
        }
      });
      expect(await redemptionsOf(world, member)).toEqual([]);
    });

    it('an edited code (voucher, login, times or signature changed) is not ours', async () => {
      const { world, member, desk: mayfair, code } = await deskWorld(target);
      const parts = code.split('.');
      const edits: [string, string[]][] = [
        ['another voucher', ['MR2', 'other-voucher', ...parts.slice(2)]],
        ['another login', [parts[0]!, parts[1]!, 'another-login', ...parts.slice(3)]],
        [
          'a later issue time',
          [...parts.slice(0, 3), String(Number(parts[3]) + 60), ...parts.slice(4)],
        ],
        [
          'a later expiry',
          [...parts.slice(0, 4), String(Number(parts[4]) + HOUR / 1000), parts[5]!],
        ],
        [
          'a changed signature',
          [...parts.slice(0, 5), `${parts[5]!.slice(0, -1)}${parts[5]!.endsWith('A') ? 'B' : 'A'}`],
        ],
      ];

      await tallyEach('attacks', subject('an edited voucher code'), edits, async ([, edited]) => {
        for (const name of DESK_CALLABLES) {
          const error = await refusal(world, name, { code: edited.join('.') }, mayfair.ctx);
          expect(error).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
        }
      });
      expect(await redemptionsOf(world, member)).toEqual([]);
    });

    it('a replay after redemption is refused with when and where, the same code or another of it', async () => {
      const { world, member, holder, desk: mayfair, otherDesk, code } = await deskWorld(target);
      world.clock.advanceBy(60 * 1000);
      const later = await codeOf(world, holder.uid);
      await world.backend.handlers['desk-redeem']({ code }, mayfair.ctx);
      const replays: [string, CallContext][] = [
        [code, mayfair.ctx],
        [later, mayfair.ctx],
        [code, (await staff(world, MAYFAIR, 'second-desk')).ctx],
      ];

      await tallyEach(
        'attacks',
        subject('a replay after redemption'),
        replays,
        async ([c, ctx]) => {
          const error = await refusal(world, 'desk-redeem', { code: c }, ctx);
          expect(error).toMatchObject({
            code: 'already-exists',
            message: 'Already redeemed at 9:05pm at The Metropolitan Mayfair.',
          });
        },
      );
      const elsewhere = await refusal(world, 'desk-redeem', { code }, otherDesk.ctx);
      expect(elsewhere.code).toBe('permission-denied');
      const drawn = await refusal(
        world,
        'vouchers-generateQrCode',
        { voucherId: VOUCHER },
        holder.ctx,
      );
      expect(drawn).toMatchObject({
        code: 'failed-precondition',
        message: 'This voucher was redeemed at 9:05pm at The Metropolitan Mayfair.',
      });
      expect(await redemptionsOf(world, member)).toHaveLength(1);
    });

    it('20 desks pressing Redeem on one code at once redeem it once', async () => {
      const { world, member, code } = await deskWorld(target);
      const desks = await Promise.all(
        Array.from({ length: 20 }, (_, index) => staff(world, MAYFAIR, `racing-desk-${index}`)),
      );

      await tallyEach('attacks', subject('two desks racing'), [desks], async (racing) => {
        const outcomes = await Promise.all(
          racing.map((racer) => attempt(world, 'desk-redeem', { code }, racer.ctx)),
        );
        expect(outcomes.filter((outcome) => 'answered' in outcome)).toHaveLength(1);
        const refused = outcomes.flatMap((outcome) =>
          'refused' in outcome ? [outcome.refused.code] : [],
        );
        expect(refused).toEqual(Array.from({ length: 19 }, () => 'already-exists'));
        expect(await redemptionsOf(world, member)).toHaveLength(1);
      });
    });

    it('a code past its expiry is refused with when it expired, however long after', async () => {
      const { world, member, desk: mayfair, code } = await deskWorld(target);
      const ages = [4 * HOUR, 4 * HOUR + 1000, 24 * HOUR];
      let aged = 0;

      await tallyEach('attacks', subject('a code past its expiry'), ages, async (age) => {
        world.clock.advanceBy(age - aged);
        aged = age;
        for (const name of DESK_CALLABLES) {
          const error = await refusal(world, name, { code }, mayfair.ctx);
          expect(error.code).toBe('failed-precondition');
          expect(error.message).toMatch(
            /^This code expired at 1:04am.* Ask the member to open it again\.$/,
          );
        }
      });
      expect(await redemptionsOf(world, member)).toEqual([]);
    });

    it('a stolen staff login flooding the desk with guessed numbers and codes is stopped, good codes too', async () => {
      const { world, member, desk: mayfair, code } = await deskWorld(target);
      const guesses = Array.from({ length: DESK_REFUSALS_PER_WINDOW }, (_, index) =>
        index % 2 === 0 ? String(700000 + index) : `MR2.guess-${index}.uid.1.2.sig`,
      );
      for (const guess of guesses) {
        await refusal(world, 'desk-readCode', { code: guess }, mayfair.ctx);
      }
      const next = [code, member.customer_number, '700100'];

      await tallyEach('attacks', subject('flooding the desk’s limits'), next, async (c) => {
        const error = await refusal(world, 'desk-readCode', { code: c }, mayfair.ctx);
        expect(error).toMatchObject({
          code: 'resource-exhausted',
          message: DESK_MESSAGES.tooManyRefused,
        });
      });
      world.clock.advanceBy(DESK_REFUSAL_WINDOW_MS);
      const reading = await world.backend.handlers['desk-readCode']({ code }, mayfair.ctx);
      expect(reading).toMatchObject({ kind: 'voucher', state: 'ready' });
    });
  });
};

export default desk;
