/** What every GoogleWalletObjects adapter must do: the recording fake and the REST adapter alike. */
import { expect, it as vitestIt } from 'vitest';
import type {
  GoogleLoyaltyObjectPatch,
  GoogleWalletObjects,
} from '../../../functions/src/ports/GoogleWalletObjects';

export interface GoogleWalletObjectsFixture {
  objects: GoogleWalletObjects;
  /** A member saves their card: Google holds the object from now on. */
  saveObject(objectId: string, fields: GoogleLoyaltyObjectPatch): void;
  /** The object as Google holds it now; undefined when there is none. */
  storedObject(objectId: string): GoogleLoyaltyObjectPatch | undefined;
  /** The next patch meets Google unavailable. */
  failNextPatch(): void;
}

const OBJECT_ID = '3388000000022912345.member-700123';
const SAVED: GoogleLoyaltyObjectPatch = {
  accountName: 'Ada Lovelace',
  loyaltyPoints: { label: 'Reward points', balance: { int: 2_000 } },
  secondaryLoyaltyPoints: { label: 'Tier', balance: { string: 'King' } },
};

export function googleWalletObjectsContract(
  fixture: () => Promise<GoogleWalletObjectsFixture>,
  it = vitestIt,
): void {
  it("updates a saved object's given fields and keeps the others", async () => {
    const { objects, saveObject, storedObject } = await fixture();
    saveObject(OBJECT_ID, SAVED);

    const result = await objects.patchLoyaltyObject(OBJECT_ID, {
      loyaltyPoints: { label: 'Reward points', balance: { int: 2_500 } },
    });

    expect(result).toBe('updated');
    expect(storedObject(OBJECT_ID)).toEqual({
      ...SAVED,
      loyaltyPoints: { label: 'Reward points', balance: { int: 2_500 } },
    });
  });

  it('answers not-found for an object no member saved, and creates nothing', async () => {
    const { objects, storedObject } = await fixture();

    const result = await objects.patchLoyaltyObject(OBJECT_ID, SAVED);

    expect(result).toBe('not-found');
    expect(storedObject(OBJECT_ID)).toBeUndefined();
  });

  it('fails, rather than answer, when Google is unavailable', async () => {
    const { objects, saveObject, failNextPatch, storedObject } = await fixture();
    saveObject(OBJECT_ID, SAVED);
    failNextPatch();

    await expect(
      objects.patchLoyaltyObject(OBJECT_ID, { accountName: 'Ada King' }),
    ).rejects.toThrow();
    expect(storedObject(OBJECT_ID)).toEqual(SAVED);
  });
}
