import { describe, expect, it, vi } from 'vitest';
import { createVoucherPayload } from '../../../functions/src/services/VoucherPayload';
import { aMember, aVoucher } from '../builders';
import { aWorld } from '../world';

const HOUR = 60 * 60 * 1000;
const king = aMember().withTier('King').build();

describe('vouchers, at the edges', () => {
  it('lists a voucher both issued to the member and open to their tier once, as theirs', async () => {
    const shared = aVoucher().withId('shared').issuedTo(king.customer_number).build();
    const world = aWorld()
      .withVoucher(shared)
      .withVoucher(aVoucher().withId('king-offer').forTiers('King').build());
    const { ctx } = await world.signedInMember(king);
    const openToTier = world.backend.deps.offers.listOpenToTier.bind(world.backend.deps.offers);
    vi.spyOn(world.backend.deps.offers, 'listOpenToTier').mockImplementation(async (tier) => [
      shared,
      ...(await openToTier(tier)),
    ]);

    const { records } = await world.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: king.id },
      ctx,
    );

    expect(Object.fromEntries(records.map(({ id, group }) => [id, group]))).toEqual({
      shared: 'mine',
      'king-offer': 'other',
    });
    expect(records).toHaveLength(2);
  });

  it("accepts a voucher's code at the till on the voucher's last day", async () => {
    const world = aWorld('2026-03-10T12:00:00.000Z').withVoucher(
      aVoucher().withId('last-day').forTiers('King').expiringOn('2026-03-10').build(),
    );
    const { uid } = await world.signedInMember(king);
    const payload = await createVoucherPayload(world.signer, {
      voucherId: 'last-day',
      uid,
      issuedAt: world.now,
      expiresAt: new Date(world.now.getTime() + 4 * HOUR),
    });

    const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

    expect(check).toMatchObject({ valid: true, voucherId: 'last-day' });
  });

  describe('a code shown on a login that no longer holds the membership', () => {
    async function issuedToKing() {
      const world = aWorld().withVoucher(aVoucher().withId('king-offer').forTiers('King').build());
      const { uid } = await world.signedInMember(king);
      const payload = await createVoucherPayload(world.signer, {
        voucherId: 'king-offer',
        uid,
        issuedAt: world.now,
        expiresAt: new Date(world.now.getTime() + 4 * HOUR),
      });
      return { world, uid, payload };
    }

    it('is refused once another login holds the membership, though this login still lists it', async () => {
      const { world, payload } = await issuedToKing();
      const { uid: newHolder } = await world.login('new-login@example.com', {
        memberships: [king.customer_number],
      });
      const newHolderProfile = await world.backend.appData.getProfile(newHolder);
      vi.spyOn(world.backend.deps.appData, 'findProfileByMembership').mockResolvedValue(
        newHolderProfile,
      );

      const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

      expect(check).toEqual({ valid: false, reason: 'no-login' });
    });

    it('is refused when no login can be found holding the membership', async () => {
      const { world, payload } = await issuedToKing();
      vi.spyOn(world.backend.deps.appData, 'findProfileByMembership').mockResolvedValue(undefined);

      const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

      expect(check).toEqual({ valid: false, reason: 'no-login' });
    });

    it('is refused when the login holds no membership, without looking up a membership of none', async () => {
      const { world, uid, payload } = await issuedToKing();
      await world.backend.appData.saveProfile({
        ...(await world.backend.appData.getProfile(uid))!,
        memberships: [],
      });
      // Firestore refuses a query for an undefined value: so does this directory.
      const lookUp = world.backend.deps.appData.findProfileByMembership.bind(
        world.backend.deps.appData,
      );
      vi.spyOn(world.backend.deps.appData, 'findProfileByMembership').mockImplementation(
        async (customerNumber) => {
          if (typeof customerNumber !== 'string') throw new Error('Unsupported field value');
          return lookUp(customerNumber);
        },
      );

      const check = await world.backend.services.vouchers.verifyVoucherPayload(payload);

      expect(check).toEqual({ valid: false, reason: 'no-login' });
    });
  });
});
