import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createVoucherPayload } from '../../../functions/src/services/VoucherPayload';
import { aMember, aVoucher } from '../builders';
import { aWorld } from '../world';

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

  it('gives a member whose type is no tier only the vouchers issued to them', async () => {
    const world = aWorld()
      .withVoucher(aVoucher().withId('king-offer').forTiers('King').build())
      .withVoucher(aVoucher().withId('personal').issuedTo('300300').build());
    const member = aMember().withCustomerNumber('300300').withMembershipType(41).build();
    const { ctx } = await world.signedInMember(member);

    const { records } = await world.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: member.id },
      ctx,
    );

    expect(records.map(({ id }) => id)).toEqual(['personal']);
  });
});

describe('vouchers-generateQrCode', () => {
  it('answers a PNG of the signed payload for a voucher the member can see', async () => {
    const world = voucherWorld();
    const { ctx } = await world.signedInMember(king);

    const { base64Png } = await world.call(
      'vouchers-generateQrCode',
      { voucherId: 'king-offer' },
      ctx,
    );

    const png = Buffer.from(base64Png, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const payload = await createVoucherPayload(world.signer, 'king-offer', king.customer_number);
    const expected = await QRCode.toDataURL(payload, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    expect(`data:image/png;base64,${base64Png}`).toBe(expected);
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
  it('accepts a payload the backend signed, naming voucher and member', async () => {
    const world = aWorld();
    const payload = await createVoucherPayload(world.signer, 'king-offer', '100200');

    const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

    expect(payload).toMatch(/^MR1\.king-offer\.100200\.[\w-]+$/);
    expect(check).toEqual({ valid: true, voucherId: 'king-offer', customerNumber: '100200' });
  });

  it('keeps ids with dots intact', async () => {
    const world = aWorld();
    const payload = await createVoucherPayload(world.signer, 'offer.v2', '100200');

    const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

    expect(check).toEqual({ valid: true, voucherId: 'offer.v2', customerNumber: '100200' });
  });

  it.each([
    ['another customer number', (p: string) => p.replace('.100200.', '.100201.'), 'bad-signature'],
    ['another voucher id', (p: string) => p.replace('king-offer', 'ace-offer'), 'bad-signature'],
    [
      'a changed signature',
      (p: string) => `${p.slice(0, -2)}${p.endsWith('AA') ? 'BB' : 'AA'}`,
      'bad-signature',
    ],
    ['a missing part', (p: string) => p.split('.').slice(1).join('.'), 'malformed'],
    ['another version', (p: string) => p.replace(/^MR1/, 'MR2'), 'malformed'],
  ])('refuses a payload with %s', async (_case, edit, reason) => {
    const world = aWorld();
    const payload = await createVoucherPayload(world.signer, 'king-offer', '100200');

    const check = await world.backend.services.vouchers.verifyVoucherPayload(edit(payload));

    expect(check).toEqual({ valid: false, reason });
  });
});
