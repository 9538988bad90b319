/** The desk's test world: two casinos, a staff login at each, and members' codes. */
import {
  createVoucherPayload,
  voucherCodeExpiry,
} from '../../functions/src/services/VoucherPayload';
import type { MemberRecord } from '../../functions/src/ports/MemberDirectory';
import { aMember, aVenue, aVoucher } from './builders';
import { aWorld, type SignedIn, type TestWorld } from './world';

export const MAYFAIR = 6;
export const SOHO = 12;
export const MAYFAIR_NAME = 'The Metropolitan Mayfair';
export const SOHO_NAME = 'The Metropolitan Soho';

/** King at Mayfair with a dinner voucher to redeem (and one that needs no code), at `now`. */
export function deskWorld(now = '2026-03-10T20:00:00.000Z') {
  const king = aMember()
    .withTier('King')
    .with({ first_name: 'Grace', last_name: 'Hopper' })
    .withHomeCasino(MAYFAIR)
    .build();
  const world = aWorld(now)
    .withVenue(aVenue(MAYFAIR, { pagetitle: MAYFAIR_NAME }))
    .withVenue(aVenue(SOHO, { pagetitle: SOHO_NAME }))
    .withVoucher(
      aVoucher().withId('dinner').issuedTo(king.customer_number).expiringOn('2026-04-01').build(),
    )
    .withVoucher(aVoucher().withId('king-drink').forTiers('King').expiringOn('2026-03-20').build())
    .withVoucher(aVoucher().withId('no-qr').forTiers('King').notRedeemable().build());
  return { world, king };
}

/**
 * A staff login (no membership) with the claim of `venueId`, signed in with its password, as its
 * ID token would carry it.
 */
export async function staffAt(
  world: TestWorld,
  venueId: number,
  email = `desk-${venueId}@example.com`,
): Promise<SignedIn> {
  const login = await world.login(email);
  await world.backend.identity.setStaffClaim(login.uid, { venueId });
  const auth = { ...login.ctx.auth!, staff: { venueId }, signInMethod: 'password' as const };
  return { uid: login.uid, ctx: { auth } };
}

/** `member` signed in, and the code vouchers-generateQrCode would have drawn for `voucherId` now. */
export async function memberWithCode(
  world: TestWorld,
  member: MemberRecord,
  voucherId = 'dinner',
): Promise<SignedIn & { code: string }> {
  const signedIn = await world.signedInMember(member);
  return { ...signedIn, code: await codeFor(world, signedIn.uid, voucherId) };
}

export async function codeFor(world: TestWorld, uid: string, voucherId: string): Promise<string> {
  const issuedAt = new Date(Math.floor(world.now.getTime() / 1000) * 1000);
  const lastDay = world.state.vouchers[voucherId]?.expiresOn ?? '2026-12-31';
  return createVoucherPayload(world.signer, {
    voucherId,
    uid,
    issuedAt,
    expiresAt: voucherCodeExpiry(issuedAt, lastDay),
  });
}
