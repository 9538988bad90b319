import QRCode from 'qrcode';
import { GATE_MESSAGES } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import { createVoucherPayload } from '../../../functions/src/services/VoucherPayload';
import { aMember, aVoucher } from '../builders';
import { aWorld, type TestWorld } from '../world';

// The world's clock says 2026-03-10 (London).
const king = aMember().withTier('King').build();
const queen = aMember().withTier('Queen').build();

const voucherWorld = () =>
  aWorld()
    .withMember(queen)
    .withVoucher(
      aVoucher()
        .withId('mine-dinner')
        .issuedTo(king.customer_number)
        .expiringOn('2026-04-01')
        .build(),
    )
    .withVoucher(
      aVoucher()
        .withId('mine-expired')
        .issuedTo(king.customer_number)
        .expiringOn('2026-03-09')
        .build(),
    )
    .withVoucher(
      aVoucher()
        .withId('mine-today')
        .issuedTo(king.customer_number)
        .expiringOn('2026-03-10')
        .build(),
    )
    .withVoucher(aVoucher().withId('queens-only').issuedTo(queen.customer_number).build())
    .withVoucher(aVoucher().withId('king-offer').forTiers('King', 'Ace').build())
    .withVoucher(aVoucher().withId('queen-offer').forTiers('Queen').build())
    .withVoucher(aVoucher().withId('no-qr').forTiers('King').notRedeemable().build());

describe('vouchers-getAllVouchers', () => {
  it("answers the member's own vouchers as 'mine' and their tier's offers as 'other', unexpired", async () => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const { records } = await world.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: king.id },
      ctx,
    );

    expect(records.map(({ id, group }) => [id, group])).toEqual([
      ['mine-today', 'mine'],
      ['mine-dinner', 'mine'],
      ['king-offer', 'other'],
      ['no-qr', 'other'],
    ]);
  });

  it("refuses another member's crmId", async () => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const error = await world.callError(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: queen.id },
      ctx,
    );

    expect(error.code).toBe('permission-denied');
  });

  it('refuses a member whose type is no tier, as update-required (spec-decisions 2 and 24)', async () => {
    const world = aWorld().withVoucher(aVoucher().withId('personal').issuedTo('300300').build());
    const member = aMember().withCustomerNumber('300300').withMembershipType(41).build();
    const { ctx } = await world.signedInMember(member);

    const error = await world.callError(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: member.id },
      ctx,
    );

    expect(error).toMatchObject({
      code: 'permission-denied',
      message: GATE_MESSAGES['update-required'],
    });
  });
});

describe('vouchers-generateQrCode', () => {
  it('answers a PNG of a signed payload naming the login, and when the code expires', async () => {
    const world = voucherWorld();
    const { uid, ctx } = await world.signedInMember(king);

    const { base64Png, expiresAt } = await world.call(
      'vouchers-generateQrCode',
      { voucherId: 'king-offer' },
      ctx,
    );

    const png = Buffer.from(base64Png, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(expiresAt).toBe('2026-03-10T16:00:00.000Z');
    const payload = await createVoucherPayload(world.signer, {
      voucherId: 'king-offer',
      uid,
      issuedAt: new Date('2026-03-10T12:00:00.000Z'),
      expiresAt: new Date(expiresAt),
    });
    const expected = await QRCode.toDataURL(payload, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    expect(`data:image/png;base64,${base64Png}`).toBe(expected);
  });

  it("ends a code at the end of the voucher's last London day when that comes first", async () => {
    const world = aWorld('2026-03-10T22:30:00.000Z').withVoucher(
      aVoucher().withId('last-day').issuedTo(king.customer_number).expiringOn('2026-03-10').build(),
    );
    const { ctx } = await world.signedInMember(king);

    const { expiresAt } = await world.call(
      'vouchers-generateQrCode',
      { voucherId: 'last-day' },
      ctx,
    );

    expect(expiresAt).toBe('2026-03-11T00:00:00.000Z');
  });

  it('ends it at London midnight in summer time too', async () => {
    const world = aWorld('2026-07-10T21:30:00.000Z').withVoucher(
      aVoucher().withId('summer').issuedTo(king.customer_number).expiringOn('2026-07-10').build(),
    );
    const { ctx } = await world.signedInMember(king);

    const { expiresAt } = await world.call('vouchers-generateQrCode', { voucherId: 'summer' }, ctx);

    expect(expiresAt).toBe('2026-07-10T23:00:00.000Z');
  });

  it('gives a new code each time it is asked later', async () => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const first = await world.call('vouchers-generateQrCode', { voucherId: 'king-offer' }, ctx);
    world.clock.advanceBy(60_000);
    const second = await world.call('vouchers-generateQrCode', { voucherId: 'king-offer' }, ctx);

    expect(second.base64Png).not.toBe(first.base64Png);
    expect(Date.parse(second.expiresAt) - Date.parse(first.expiresAt)).toBe(60_000);
  });

  it.each([
    ["another member's voucher", 'queens-only'],
    ["another tier's offer", 'queen-offer'],
    ['a voucher that does not exist', 'nope'],
  ])('refuses %s', async (_case, voucherId) => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const error = await world.callError('vouchers-generateQrCode', { voucherId }, ctx);

    expect(error.code).toBe('permission-denied');
  });

  it.each([
    ['an expired voucher', 'mine-expired', 'This voucher has expired'],
    ['an offer redeemed without QR code', 'no-qr', "This offer can't be redeemed with a QR code"],
  ])('refuses %s', async (_case, voucherId, message) => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const error = await world.callError('vouchers-generateQrCode', { voucherId }, ctx);

    expect(error).toMatchObject({ code: 'aborted', message });
  });
});

describe('verifyVoucherPayload', () => {
  const HOUR = 60 * 60 * 1000;

  /** King signed in, and the payload of a code issued to them now for `voucherId`. */
  async function issued(world: TestWorld, voucherId = 'king-offer') {
    const { uid } = await world.signedInMember(king);
    const issuedAt = world.now;
    const payload = await createVoucherPayload(world.signer, {
      voucherId,
      uid,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 4 * HOUR),
    });
    return { uid, payload };
  }

  const verify = (world: TestWorld, payload: string) =>
    world.backend.services.vouchers.verifyVoucherPayload(payload);

  it('accepts a code the backend issued, naming voucher, member and its times', async () => {
    const world = voucherWorld();
    const { uid, payload } = await issued(world);

    const check = await verify(world, payload);

    expect(payload).toBe(
      `MR2.king-offer.${uid}.${Date.parse('2026-03-10T12:00:00Z') / 1000}.${Date.parse('2026-03-10T16:00:00Z') / 1000}.${payload.split('.')[5]}`,
    );
    expect(payload).not.toContain(king.customer_number);
    expect(check).toEqual({
      valid: true,
      voucherId: 'king-offer',
      customerNumber: king.customer_number,
      issuedAt: '2026-03-10T12:00:00.000Z',
      expiresAt: '2026-03-10T16:00:00.000Z',
    });
  });

  it('keeps ids with dots intact', async () => {
    const world = voucherWorld().withVoucher(
      aVoucher().withId('offer.v2').forTiers('King').build(),
    );
    const { payload } = await issued(world, 'offer.v2');

    const check = await verify(world, payload);

    expect(check).toMatchObject({ valid: true, voucherId: 'offer.v2' });
  });

  it('accepts it until just before it expires, and not from then on', async () => {
    const world = voucherWorld();
    const { payload } = await issued(world);

    world.clock.advanceBy(4 * HOUR - 1);
    const justBefore = await verify(world, payload);
    world.clock.advanceBy(1);
    const atExpiry = await verify(world, payload);

    expect(justBefore).toMatchObject({ valid: true });
    expect(atExpiry).toEqual({ valid: false, reason: 'expired' });
  });

  it.each([
    ['the login was deleted', 'no-login'],
    ['the member was suspended', 'member-suspended'],
    ['the member became temporary', 'member-gated'],
    ['the member took a break', 'member-paused'],
    ['the casino marked the member self-excluded', 'member-paused'],
    ['the member record is gone', 'member-gone'],
    ['the voucher was withdrawn', 'voucher-gone'],
    ['the voucher now needs no code', 'voucher-not-redeemable'],
  ])('refuses a genuine code once %s', async (change, reason) => {
    const world = voucherWorld();
    const { uid, payload } = await issued(world);

    if (change === 'the login was deleted') await world.backend.identity.deleteUser(uid);
    const member = world.state.members[king.customer_number];
    if (member && change === 'the member was suspended') member.suspended = true;
    if (member && change === 'the member became temporary') member.membership_type_id = 34;
    if (member && change === 'the member took a break') {
      member.breakEndsAt = new Date(world.now.getTime() + HOUR).toISOString();
    }
    if (member && change === 'the casino marked the member self-excluded') {
      member.selfExcluded = true;
    }
    if (change === 'the member record is gone') delete world.state.members[king.customer_number];
    if (change === 'the voucher was withdrawn') delete world.state.vouchers['king-offer'];
    const voucher = world.state.vouchers['king-offer'];
    if (voucher && change === 'the voucher now needs no code') voucher.redeemable = false;
    const check = await verify(world, payload);

    expect(check).toEqual({ valid: false, reason });
  });

  it("refuses a code after the voucher's last day", async () => {
    const world = aWorld('2026-03-10T22:30:00.000Z').withVoucher(
      aVoucher().withId('last-day').forTiers('King').expiringOn('2026-03-10').build(),
    );
    const { payload } = await issued(world, 'last-day');

    world.clock.advanceBy(2 * HOUR);
    const check = await verify(world, payload);

    expect(check).toEqual({ valid: false, reason: 'voucher-expired' });
  });

  it('refuses a code whose membership moved to another login', async () => {
    const world = voucherWorld();
    const { uid, payload } = await issued(world);

    await world.backend.appData.saveProfile({
      ...(await world.backend.appData.getProfile(uid))!,
      memberships: [],
    });
    await world.login('new-login@example.com', { memberships: [king.customer_number] });
    const check = await verify(world, payload);

    expect(check).toEqual({ valid: false, reason: 'no-login' });
  });

  it.each([
    [
      'another login',
      (p: string) => p.replace(/^(MR2\.[^.]+\.)[^.]+/, '$1someone-else'),
      'bad-signature',
    ],
    ['another voucher id', (p: string) => p.replace('king-offer', 'ace-offer'), 'bad-signature'],
    [
      'a later expiry',
      (p: string) => {
        const parts = p.split('.');
        parts[4] = String(Number(parts[4]) + 3600);
        return parts.join('.');
      },
      'bad-signature',
    ],
    [
      'a changed signature',
      (p: string) => `${p.slice(0, -2)}${p.endsWith('AA') ? 'BB' : 'AA'}`,
      'bad-signature',
    ],
    ['a missing part', (p: string) => p.split('.').slice(1).join('.'), 'malformed'],
    ['its signature cut off', (p: string) => p.slice(0, p.lastIndexOf('.')), 'malformed'],
    ['a part too many after its signature', (p: string) => `${p}.extra`, 'malformed'],
    ['another version', (p: string) => p.replace(/^MR2/, 'MR3'), 'malformed'],
    ['a time that is not a number', (p: string) => p.replace(/\.(\d+)\./, '.1e9.'), 'malformed'],
  ])('refuses a payload with %s', async (_case, edit, reason) => {
    const world = voucherWorld();
    const { payload } = await issued(world);

    const check = await verify(world, edit(payload));

    expect(check).toEqual({ valid: false, reason });
  });

  it('refuses a genuine code of the old MR1 format', async () => {
    const world = voucherWorld();
    await world.signedInMember(king);
    const body = `MR1.king-offer.${king.customer_number}`;

    const check = await verify(world, `${body}.${await world.signer.sign(body)}`);

    expect(check).toEqual({ valid: false, reason: 'malformed' });
  });

  it('refuses a signed code whose voucher id is no valid percent-encoding, rather than fail', async () => {
    const world = voucherWorld();
    const { uid } = await world.signedInMember(king);
    const body = `MR2.%E0%A4%A.${uid}.1773144000.1773158400`;

    const check = await verify(world, `${body}.${await world.signer.sign(body)}`);

    expect(check).toEqual({ valid: false, reason: 'malformed' });
  });

  it('refuses a code signed for longer than a code lives', async () => {
    const world = voucherWorld();
    const { uid } = await world.signedInMember(king);
    const payload = await createVoucherPayload(world.signer, {
      voucherId: 'king-offer',
      uid,
      issuedAt: world.now,
      expiresAt: new Date(world.now.getTime() + 4 * HOUR + 1000),
    });

    const check = await verify(world, payload);

    expect(check).toEqual({ valid: false, reason: 'malformed' });
  });
});
