import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { Redemption } from '../../../../functions/src/ports/Redemptions';
import type { StatePortsFixture } from './StatePorts';

/** A voucher redeemed at a desk; `changes` name another press of it. */
const aRedemption = (changes: Partial<Redemption> = {}): Redemption => ({
  customerNumber: '100104',
  voucherId: 'dinner',
  title: 'Dinner for two',
  at: '2026-03-10T21:04:00.000Z',
  venueId: 6,
  venueName: 'The Metropolitan Mayfair',
  staffUid: 'desk-1',
  staffEmail: 'desk@example.com',
  code: 'MR2.dinner.uid.1.2.sig',
  ...changes,
});

export function redemptionsContract(fixture: StatePortsFixture): void {
  it('records a redemption once: a later press is answered the first, unchanged', async () => {
    const { redemptions } = await fixture(emptyMemoryState());
    const first = aRedemption();

    const created = await redemptions.redeemOnce(first);
    const again = await redemptions.redeemOnce(
      aRedemption({ at: '2026-03-10T21:09:00.000Z', staffUid: 'desk-2', venueId: 12 }),
    );

    expect(created).toEqual({ created: true, redemption: first });
    expect(again).toEqual({ created: false, redemption: first });
    expect(await redemptions.find('100104', 'dinner')).toEqual(first);
  });

  it('of 20 simultaneous redeems of one voucher, creates exactly one', async () => {
    const { redemptions } = await fixture(emptyMemoryState());
    const presses = Array.from({ length: 20 }, (_, desk) =>
      aRedemption({
        staffUid: `desk-${desk}`,
        at: `2026-03-10T21:04:${String(desk).padStart(2, '0')}.000Z`,
      }),
    );

    const outcomes = await Promise.all(presses.map((press) => redemptions.redeemOnce(press)));

    const created = outcomes.filter((outcome) => outcome.created);
    expect(created).toHaveLength(1);
    const kept = await redemptions.find('100104', 'dinner');
    expect(kept).toEqual(created[0]!.redemption);
    expect(outcomes.every((outcome) => outcome.redemption.staffUid === kept?.staffUid)).toBe(true);
    expect(await redemptions.listFor('100104')).toHaveLength(1);
  });

  it('keeps each voucher of each membership apart', async () => {
    const { redemptions } = await fixture(emptyMemoryState());

    await redemptions.redeemOnce(aRedemption());
    const otherVoucher = await redemptions.redeemOnce(aRedemption({ voucherId: 'drink' }));
    const otherMember = await redemptions.redeemOnce(aRedemption({ customerNumber: '100105' }));

    expect(otherVoucher.created).toBe(true);
    expect(otherMember.created).toBe(true);
    expect((await redemptions.listFor('100104')).map(({ voucherId }) => voucherId).sort()).toEqual([
      'dinner',
      'drink',
    ]);
    expect(await redemptions.listFor('100105')).toEqual([
      aRedemption({ customerNumber: '100105' }),
    ]);
    expect(await redemptions.listFor('100106')).toEqual([]);
  });

  it('answers undefined for a voucher never redeemed, whatever its id holds', async () => {
    const { redemptions } = await fixture(emptyMemoryState());
    await redemptions.redeemOnce(aRedemption());

    expect(await redemptions.find('100104', 'drink')).toBeUndefined();
    for (const voucherId of ['__proto__', 'constructor', 'a/b', '..', '.']) {
      expect(await redemptions.find('100104', voucherId)).toBeUndefined();
    }
  });

  it('takes voucher ids with any characters, and keeps them apart', async () => {
    const { redemptions } = await fixture(emptyMemoryState());

    const slashed = await redemptions.redeemOnce(aRedemption({ voucherId: 'a/b' }));
    const dotted = await redemptions.redeemOnce(aRedemption({ voucherId: 'a.b' }));
    const underscored = await redemptions.redeemOnce(aRedemption({ voucherId: 'a_b' }));

    expect([slashed.created, dotted.created, underscored.created]).toEqual([true, true, true]);
    expect(await redemptions.find('100104', 'a/b')).toEqual(aRedemption({ voucherId: 'a/b' }));
  });
}
