import { describe, expect, it } from 'vitest';
import {
  DESK_ADJACENT_CARD_READS_PER_WINDOW,
  DESK_CARD_READ_WINDOW_MS,
  DESK_CARD_READS_PER_HOUR,
  DESK_READS_PER_HOUR,
  DESK_REFUSAL_WINDOW_MS,
  DESK_REFUSALS_PER_WINDOW,
  DESK_SEQUENCE_WINDOW_MS,
} from '@met/scheme';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { createVoucherPayload } from '../../../functions/src/services/VoucherPayload';
import { DESK_REFUSAL_OUTCOMES } from '../../../functions/src/services/desk/DeskService';
import { DESK_MESSAGES } from '../../../functions/src/services/desk/deskMessages';
import { aMember } from '../builders';
import {
  codeFor,
  deskWorld,
  MAYFAIR,
  MAYFAIR_NAME,
  memberWithCode,
  SOHO,
  staffAt,
} from '../deskWorld';
import { signedOut } from '../world';

// The world's clock says 8pm on Tuesday 10th March 2026 in London (GMT).
const HOUR = 60 * 60 * 1000;

describe('desk-readCode: a voucher’s code', () => {
  it('shows the member for the photo-ID check, the voucher and that it may be redeemed', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code }, desk.ctx);

    expect(reading).toEqual({
      kind: 'voucher',
      member: {
        name: 'Grace Hopper',
        tier: 'King',
        customerNumber: king.customer_number,
        venueName: MAYFAIR_NAME,
        restriction: null,
      },
      voucher: {
        id: 'dinner',
        title: 'Dinner for two',
        terms: 'One per visit.',
        expiresOn: '2026-04-01',
      },
      codeExpiresAt: '2026-03-11T00:00:00.000Z',
      state: 'ready',
      redemption: null,
      refusal: null,
    });
  });

  it('reads a code a scanner padded with spaces and a newline', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code: ` ${code}\n` }, desk.ctx);

    expect(reading).toMatchObject({ kind: 'voucher', state: 'ready' });
  });

  it('changes nothing: the voucher can still be redeemed after any number of reads', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);

    await world.call('desk-readCode', { code }, desk.ctx);
    await world.call('desk-readCode', { code }, desk.ctx);

    await expect(world.call('desk-redeem', { code }, desk.ctx)).resolves.toMatchObject({
      success: true,
    });
  });
});

describe('desk-redeem: once', () => {
  it('redeems the voucher with when and where, and the member’s app then says so', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);

    const answer = await world.call('desk-redeem', { code: member.code }, desk.ctx);

    const redemption = {
      at: '2026-03-10T20:00:00.000Z',
      venueId: MAYFAIR,
      venueName: MAYFAIR_NAME,
    };
    expect(answer).toEqual({ success: true, redemption });
    const { records } = await world.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: king.id },
      member.ctx,
    );
    expect(records.find(({ id }) => id === 'dinner')?.redeemed).toEqual({
      at: redemption.at,
      venueName: MAYFAIR_NAME,
    });
    expect(records.filter(({ redeemed }) => redeemed !== null)).toHaveLength(1);
  });

  it('keeps who, where, when and which code', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR, 'desk@example.com');

    await world.call('desk-redeem', { code }, desk.ctx);

    expect(Object.values(world.state.redemptions ?? {})).toEqual([
      {
        customerNumber: king.customer_number,
        voucherId: 'dinner',
        title: 'Dinner for two',
        at: '2026-03-10T20:00:00.000Z',
        venueId: MAYFAIR,
        venueName: MAYFAIR_NAME,
        staffUid: desk.uid,
        staffEmail: 'desk@example.com',
        code,
      },
    ]);
  });

  it('answers a second press with when and where it was redeemed, and redeems nothing twice', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code }, desk.ctx);
    world.clock.advanceBy(5 * 60 * 1000);

    const error = await world.callError('desk-redeem', { code }, desk.ctx);

    expect(error).toMatchObject({
      code: 'already-exists',
      message: 'Already redeemed at 8:00pm at The Metropolitan Mayfair.',
      details: {
        redemption: { at: '2026-03-10T20:00:00.000Z', venueId: MAYFAIR, venueName: MAYFAIR_NAME },
      },
    });
    expect(Object.keys(world.state.redemptions ?? {})).toHaveLength(1);
  });

  it('reads a redeemed voucher’s code as redeemed, with when and where', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code }, desk.ctx);

    const reading = await world.call('desk-readCode', { code }, desk.ctx);

    expect(reading).toMatchObject({
      state: 'redeemed',
      redemption: { at: '2026-03-10T20:00:00.000Z', venueId: MAYFAIR, venueName: MAYFAIR_NAME },
      refusal: null,
    });
  });

  it('refuses a replay after redemption: another code of the same voucher opened earlier', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    world.clock.advanceBy(60 * 1000);
    const secondCode = await codeFor(world, member.uid, 'dinner');
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code: member.code }, desk.ctx);

    const error = await world.callError('desk-redeem', { code: secondCode }, desk.ctx);

    expect(error.code).toBe('already-exists');
  });

  it('draws no new code for a redeemed voucher: the member is told when and where', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code: member.code }, desk.ctx);

    const error = await world.callError(
      'vouchers-generateQrCode',
      { voucherId: 'dinner' },
      member.ctx,
    );

    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'This voucher was redeemed at 8:00pm at The Metropolitan Mayfair.',
    });
  });

  it('of 20 desks pressing Redeem at once, exactly one redeems and 19 are told it was', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desks = await Promise.all(
      Array.from({ length: 20 }, (_, index) => staffAt(world, MAYFAIR, `desk${index}@example.com`)),
    );

    const outcomes = await Promise.allSettled(
      desks.map((desk) => world.backend.handlers['desk-redeem']({ code }, desk.ctx)),
    );

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : [],
    );
    expect(refused).toEqual(Array.from({ length: 19 }, () => 'already-exists'));
    expect(Object.keys(world.state.redemptions ?? {})).toHaveLength(1);
  });
});

describe('the desk refuses', () => {
  it.each(['desk-readCode', 'desk-redeem'] as const)(
    '%s to a member, even one whose own code it is',
    async (name) => {
      const { world, king } = deskWorld();
      const member = await memberWithCode(world, king);

      const error = await world.callError(name, { code: member.code }, member.ctx);

      expect(error).toMatchObject({ code: 'permission-denied', message: DESK_MESSAGES.staffOnly });
      expect(world.state.redemptions ?? {}).toEqual({});
    },
  );

  it.each(['desk-readCode', 'desk-redeem'] as const)('%s to a visitor', async (name) => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);

    const error = await world.callError(name, { code }, signedOut);

    expect(error.code).toBe('unauthenticated');
  });

  it.each(['desk-readCode', 'desk-redeem'] as const)(
    '%s to staff of another casino, naming the member’s own',
    async (name) => {
      const { world, king } = deskWorld();
      const { code } = await memberWithCode(world, king);
      const soho = await staffAt(world, SOHO);

      const error = await world.callError(name, { code }, soho.ctx);

      expect(error).toMatchObject({
        code: 'permission-denied',
        message:
          'This member’s home casino is The Metropolitan Mayfair: their codes are redeemed there.',
        details: { refusal: 'other-venue' },
      });
      expect(world.state.redemptions ?? {}).toEqual({});
    },
  );

  it('another casino’s member’s card', async () => {
    const { world, king } = deskWorld();
    world.withMember(king);
    const soho = await staffAt(world, SOHO);

    const error = await world.callError('desk-readCode', { code: king.customer_number }, soho.ctx);

    expect(error.code).toBe('permission-denied');
  });

  it.each(['desk-readCode', 'desk-redeem'] as const)(
    '%s of a forged code (signed with another key)',
    async (name) => {
      const { world, king } = deskWorld();
      const member = await memberWithCode(world, king);
      const forged = await createVoucherPayload(new WebCryptoSigner('not-our-secret'), {
        voucherId: 'dinner',
        uid: member.uid,
        issuedAt: world.now,
        expiresAt: new Date(world.now.getTime() + HOUR),
      });
      const desk = await staffAt(world, MAYFAIR);

      const error = await world.callError(name, { code: forged }, desk.ctx);

      expect(error).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
    },
  );

  it.each([
    ['another voucher', (parts: string[]) => ['MR2', 'king-drink', ...parts.slice(2)]],
    [
      'a later expiry',
      (parts: string[]) => [...parts.slice(0, 4), String(Number(parts[4]) + 3600), parts[5]!],
    ],
    [
      'another login',
      (parts: string[]) => [parts[0]!, parts[1]!, 'someone-else', ...parts.slice(3)],
    ],
    [
      'a changed signature',
      (parts: string[]) => [...parts.slice(0, 5), `${parts[5]!.slice(0, -2)}AA`],
    ],
  ])('an edited code (%s)', async (_, edit) => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    const edited = edit(code.split('.')).join('.');

    const read = await world.callError('desk-readCode', { code: edited }, desk.ctx);
    const redeem = await world.callError('desk-redeem', { code: edited }, desk.ctx);

    expect(read).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
    expect(redeem).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
  });

  it.each(['hello', 'MR2.short', 'MR1.dinner.100101', '12345'])(
    'text that is no code of ours: %s',
    async (code) => {
      const { world } = deskWorld();
      const desk = await staffAt(world, MAYFAIR);

      const error = await world.callError('desk-readCode', { code }, desk.ctx);

      expect(error).toMatchObject({ code: 'invalid-argument', message: DESK_MESSAGES.notOurs });
    },
  );

  it.each(['desk-readCode', 'desk-redeem'] as const)(
    '%s of a code past its expiry, saying when and to open it again',
    async (name) => {
      const { world, king } = deskWorld();
      const { code } = await memberWithCode(world, king);
      const desk = await staffAt(world, MAYFAIR);
      world.clock.advanceBy(5 * HOUR);

      const error = await world.callError(name, { code }, desk.ctx);

      expect(error).toMatchObject({
        code: 'failed-precondition',
        message: 'This code expired at 12:00am. Ask the member to open it again.',
      });
    },
  );

  it('to redeem a membership card', async () => {
    const { world, king } = deskWorld();
    world.withMember(king);
    const desk = await staffAt(world, MAYFAIR);

    const error = await world.callError('desk-redeem', { code: king.customer_number }, desk.ctx);

    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: DESK_MESSAGES.cardNotRedeemed,
    });
  });

  it('a membership number nobody holds', async () => {
    const { world } = deskWorld();
    const desk = await staffAt(world, MAYFAIR);

    const error = await world.callError('desk-readCode', { code: '999999' }, desk.ctx);

    expect(error).toMatchObject({ code: 'not-found', message: DESK_MESSAGES.unknownCard });
  });
});

describe('a member on a break or self-excluded', () => {
  it('is shown with the break and its end, and their code is refused with why', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    world.state.members[king.customer_number]!.breakEndsAt = '2026-03-17T20:00:00.000Z';
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code }, desk.ctx);
    const error = await world.callError('desk-redeem', { code }, desk.ctx);

    const why =
      'Grace Hopper is taking a break until Tuesday 17th March 2026 at 8:00pm: their vouchers cannot be used until then.';
    expect(reading).toMatchObject({
      member: { restriction: { kind: 'break', until: '2026-03-17T20:00:00.000Z' } },
      state: 'refused',
      refusal: why,
    });
    expect(error).toMatchObject({ code: 'failed-precondition', message: why });
    expect(world.state.redemptions ?? {}).toEqual({});
  });

  it('is shown self-excluded, and their code is refused', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    world.state.members[king.customer_number]!.selfExcluded = true;
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code }, desk.ctx);
    const error = await world.callError('desk-redeem', { code }, desk.ctx);

    expect(reading).toMatchObject({
      member: { restriction: { kind: 'excluded' } },
      state: 'refused',
      refusal:
        'Grace Hopper is self-excluded (SENSE): their vouchers cannot be used. Speak to a manager.',
    });
    expect(error.code).toBe('failed-precondition');
  });

  it('has a card showing the break and nothing to use today', async () => {
    const { world, king } = deskWorld();
    world.withMember({ ...king, breakEndsAt: '2026-03-17T20:00:00.000Z' });
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

    expect(reading).toMatchObject({
      kind: 'card',
      member: { restriction: { kind: 'break', until: '2026-03-17T20:00:00.000Z' } },
      vouchers: [],
    });
  });
});

describe('desk-readCode: a membership card', () => {
  it('shows the member and what they may use today, soonest ending first', async () => {
    const { world, king } = deskWorld();
    world.withMember(king);
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

    expect(reading).toEqual({
      kind: 'card',
      member: {
        name: 'Grace Hopper',
        tier: 'King',
        customerNumber: king.customer_number,
        venueName: MAYFAIR_NAME,
        restriction: null,
      },
      vouchers: [
        { id: 'king-drink', title: 'Dinner for two', expiresOn: '2026-03-20' },
        { id: 'dinner', title: 'Dinner for two', expiresOn: '2026-04-01' },
        { id: 'no-qr', title: 'Dinner for two', expiresOn: '2026-12-31' },
      ],
    });
  });

  it('leaves out a voucher once it is redeemed', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code }, desk.ctx);

    const reading = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

    expect(reading.kind === 'card' && reading.vouchers.map(({ id }) => id)).toEqual([
      'king-drink',
      'no-qr',
    ]);
  });

  it('shows a member of home casino 17 at venue 6’s desk (spec-decisions 5)', async () => {
    const { world } = deskWorld();
    const member = aMember().withTier('Queen').withHomeCasino(17).build();
    world.withMember(member);
    const desk = await staffAt(world, MAYFAIR);

    const reading = await world.call('desk-readCode', { code: member.customer_number }, desk.ctx);

    expect(reading.member).toMatchObject({ tier: 'Queen', venueName: MAYFAIR_NAME });
  });
});

describe('the desk’s limits', () => {
  it(`pauses a login after ${DESK_REFUSALS_PER_WINDOW} refused codes in 10 minutes, good codes too, then lets it go on`, async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    for (let guess = 0; guess < DESK_REFUSALS_PER_WINDOW; guess += 1) {
      const error = await world.callError(
        'desk-readCode',
        // Numbers far apart: a run of numbers is refused sooner (below).
        { code: String(900000 + guess * 7) },
        desk.ctx,
      );
      expect(error.code).toBe('not-found');
    }

    const paused = await world.callError('desk-readCode', { code }, desk.ctx);
    world.clock.advanceBy(DESK_REFUSAL_WINDOW_MS);
    const later = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

    expect(paused).toMatchObject({
      code: 'resource-exhausted',
      message: DESK_MESSAGES.tooManyRefused,
    });
    expect(later.kind).toBe('card');
  });

  it('does not count good codes, refused members or second presses as refusals', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code }, desk.ctx);

    for (let press = 0; press < DESK_REFUSALS_PER_WINDOW + 5; press += 1) {
      expect((await world.callError('desk-redeem', { code }, desk.ctx)).code).toBe(
        'already-exists',
      );
    }
    await expect(world.call('desk-readCode', { code }, desk.ctx)).resolves.toMatchObject({
      state: 'redeemed',
    });
  });

  it(`answers at most ${DESK_READS_PER_HOUR} desk calls an hour per login`, async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    for (let read = 0; read < DESK_READS_PER_HOUR; read += 1) {
      await world.backend.handlers['desk-readCode']({ code }, desk.ctx);
    }

    const error = await world.callError('desk-readCode', { code }, desk.ctx);
    const otherDesk = await staffAt(world, MAYFAIR, 'other-desk@example.com');

    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: DESK_MESSAGES.tooManyReads,
    });
    await expect(world.call('desk-readCode', { code }, otherDesk.ctx)).resolves.toMatchObject({
      kind: 'voucher',
    });
  });

  it(`reads at most ${DESK_CARD_READS_PER_HOUR} membership cards an hour per login, found or not`, async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    for (let read = 0; read < DESK_CARD_READS_PER_HOUR; read += 1) {
      // Every other read is a number nobody holds: a miss counts as a hit does (spread out so
      // the misses stay inside the refusal limit).
      world.clock.advanceBy(20 * 1000);
      const card = read % 2 === 0 ? king.customer_number : String(800000 + read * 7);
      await world.backend.handlers['desk-readCode']({ code: card }, desk.ctx).catch(() => null);
    }

    const error = await world.callError('desk-readCode', { code: king.customer_number }, desk.ctx);
    const voucher = await world.call('desk-readCode', { code }, desk.ctx);
    world.clock.advanceBy(DESK_CARD_READ_WINDOW_MS);
    const later = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

    expect(error).toMatchObject({
      code: 'resource-exhausted',
      message: DESK_MESSAGES.tooManyCardReads,
    });
    expect(DESK_MESSAGES.tooManyCardReads).toContain(
      `${DESK_CARD_READS_PER_HOUR} membership cards`,
    );
    expect(voucher.kind).toBe('voucher');
    expect(later.kind).toBe('card');
  });
});

/** Members of Mayfair numbered 300001, 300002, …: neighbours by number. */
function withNeighbours(world: ReturnType<typeof deskWorld>['world'], count = 6): string[] {
  return Array.from({ length: count }, (_, index) => {
    const member = aMember()
      .withCustomerNumber(String(300001 + index))
      .withHomeCasino(MAYFAIR)
      .build();
    world.withMember(member);
    return member.customer_number;
  });
}

describe('membership numbers read in sequence', () => {
  it.each([
    ['upwards', [0, 1, 2, 3]],
    ['downwards', [5, 4, 3, 2]],
    ['filling a gap', [0, 2, 1, 3]],
  ])(
    `refuses the read that makes the ${DESK_ADJACENT_CARD_READS_PER_WINDOW + 1}th next to another (%s), then any card for the hour`,
    async (_, order) => {
      const { world, king } = deskWorld();
      const { code } = await memberWithCode(world, king);
      const numbers = withNeighbours(world);
      const desk = await staffAt(world, MAYFAIR);
      for (const index of order.slice(0, -1)) {
        await world.call('desk-readCode', { code: numbers[index]! }, desk.ctx);
      }

      const refused = await world.callError(
        'desk-readCode',
        { code: numbers[order.at(-1)!]! },
        desk.ctx,
      );
      const anyCard = await world.callError(
        'desk-readCode',
        { code: king.customer_number },
        desk.ctx,
      );
      const voucher = await world.call('desk-readCode', { code }, desk.ctx);
      world.clock.advanceBy(DESK_SEQUENCE_WINDOW_MS);
      const later = await world.call('desk-readCode', { code: king.customer_number }, desk.ctx);

      for (const error of [refused, anyCard]) {
        expect(error).toMatchObject({
          code: 'resource-exhausted',
          message: DESK_MESSAGES.sequentialCardReads,
        });
      }
      expect(voucher.kind).toBe('voucher');
      expect(later.kind).toBe('card');
      expect(
        (world.state.deskAudit ?? [])
          .filter(({ outcome }) => outcome === DESK_REFUSAL_OUTCOMES.sequence)
          .map(({ code: read, staffUid }) => ({ read, staffUid })),
      ).toEqual([
        { read: numbers[order.at(-1)!], staffUid: desk.uid },
        { read: king.customer_number, staffUid: desk.uid },
      ]);
    },
  );

  it('lets a desk read two couples (neighbouring numbers) an hour, and the same cards again', async () => {
    const { world } = deskWorld();
    const numbers = withNeighbours(world);
    const desk = await staffAt(world, MAYFAIR);
    const reads = [0, 1, 3, 4, 0, 1, 3, 4, 1, 0].map((index) => numbers[index]!);

    for (const number of reads) {
      await expect(world.call('desk-readCode', { code: number }, desk.ctx)).resolves.toMatchObject({
        kind: 'card',
      });
    }
  });

  it('counts each login on its own: another desk reading the next number is not a sequence', async () => {
    const { world } = deskWorld();
    const numbers = withNeighbours(world);
    const desks = await Promise.all(
      numbers.map((_, index) => staffAt(world, MAYFAIR, `desk-${index}@example.com`)),
    );

    for (const [index, number] of numbers.entries()) {
      await expect(
        world.call('desk-readCode', { code: number }, desks[index]!.ctx),
      ).resolves.toMatchObject({ kind: 'card' });
    }
  });
});

describe('whom the desk trusts', () => {
  it('refuses a staff login that has not confirmed its address, and keeps why in the audit trail', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    const unverified = { auth: { ...desk.ctx.auth!, emailVerified: false } };

    for (const name of ['desk-readCode', 'desk-redeem'] as const) {
      await expect(world.callError(name, { code }, unverified)).resolves.toMatchObject({
        code: 'permission-denied',
        message: DESK_MESSAGES.staffUnverified,
      });
    }
    expect(world.state.deskAudit?.map(({ outcome }) => outcome)).toEqual([
      DESK_REFUSAL_OUTCOMES.unverified,
      DESK_REFUSAL_OUTCOMES.unverified,
    ]);
  });

  it.each([
    ['another custom token', 'other'],
    ['a sign-in the token does not name', undefined],
  ] as const)('refuses a verified staff login signed in with %s', async (_, signInMethod) => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    const { signInMethod: _password, ...auth } = desk.ctx.auth!;
    const ctx = { auth: { ...auth, ...(signInMethod ? { signInMethod } : {}) } };

    const error = await world.callError('desk-readCode', { code }, ctx);

    expect(error).toMatchObject({ code: 'permission-denied', message: DESK_MESSAGES.staffSignIn });
    expect(world.state.deskAudit?.at(-1)?.outcome).toBe(DESK_REFUSAL_OUTCOMES.signIn);
  });

  it('answers a verified staff login signed in with its passkey', async () => {
    const { world, king } = deskWorld();
    const { code } = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    const ctx = { auth: { ...desk.ctx.auth!, signInMethod: 'passkey' as const } };

    await expect(world.call('desk-redeem', { code }, ctx)).resolves.toMatchObject({
      success: true,
    });
  });
});

describe('the audit trail', () => {
  it('keeps every scan and redemption, accepted or refused, with who and what', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR, 'desk@example.com');

    await world.call('desk-readCode', { code: member.code }, desk.ctx);
    await world.call('desk-redeem', { code: member.code }, desk.ctx);
    await world.callError('desk-redeem', { code: member.code }, desk.ctx);
    await world.callError('desk-readCode', { code: 'MR2.forged' }, desk.ctx);
    await world.callError('desk-readCode', { code: member.code }, member.ctx);

    expect(
      (world.state.deskAudit ?? []).map(({ action, staffEmail, outcome, codeKind, voucherId }) => ({
        action,
        staffEmail,
        outcome,
        codeKind,
        voucherId,
      })),
    ).toEqual([
      {
        action: 'read',
        staffEmail: 'desk@example.com',
        outcome: 'ready',
        codeKind: 'voucher',
        voucherId: 'dinner',
      },
      {
        action: 'redeem',
        staffEmail: 'desk@example.com',
        outcome: 'redeemed',
        codeKind: 'voucher',
        voucherId: 'dinner',
      },
      {
        action: 'redeem',
        staffEmail: 'desk@example.com',
        outcome: 'already-exists',
        codeKind: 'voucher',
        voucherId: 'dinner',
      },
      {
        action: 'read',
        staffEmail: 'desk@example.com',
        outcome: 'invalid-argument',
        codeKind: 'voucher',
        voucherId: undefined,
      },
      {
        action: 'read',
        staffEmail: king.email,
        outcome: 'permission-denied',
        codeKind: 'voucher',
        voucherId: undefined,
      },
    ]);
    expect(world.state.deskAudit?.[1]).toMatchObject({
      customerNumber: king.customer_number,
      venueId: MAYFAIR,
      code: member.code,
      at: '2026-03-10T20:00:00.000Z',
    });
  });
});

describe('the member’s records', () => {
  it('download my data lists their redemptions', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code: member.code }, desk.ctx);

    const copy = await world.call('members-downloadMyData', {}, member.ctx);

    expect(copy.data.redemptions).toEqual([
      {
        voucherId: 'dinner',
        title: 'Dinner for two',
        at: '2026-03-10T20:00:00.000Z',
        venueName: MAYFAIR_NAME,
      },
    ]);
  });

  it('keeps the redemption when the member deletes their login (the casino’s record)', async () => {
    const { world, king } = deskWorld();
    const member = await memberWithCode(world, king);
    const desk = await staffAt(world, MAYFAIR);
    await world.call('desk-redeem', { code: member.code }, desk.ctx);

    await world.backend.identity.deleteUser(member.uid);

    expect(await world.backend.deps.redemptions.find(king.customer_number, 'dinner')).toMatchObject(
      {
        venueName: MAYFAIR_NAME,
      },
    );
  });
});
