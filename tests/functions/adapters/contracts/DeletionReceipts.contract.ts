import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { DeletionReceipt } from '../../../../functions/src/ports/DeletionReceipts';
import type { StatePortsFixture } from './StatePorts';

const aReceipt = (uid: string, reference: string, requestedAt = '2026-03-10T12:00:00.000Z') => ({
  reference,
  uid,
  requestedAt,
});

const MAILED_AT = '2026-03-10T12:00:05.000Z';

export function deletionReceiptsContract(fixture: StatePortsFixture): void {
  it("creates a login's receipt once: a later open answers the first one", async () => {
    const { deletionReceipts } = await fixture(emptyMemoryState());
    const first = aReceipt('ada', 'DEL-AAAA0001');

    expect(await deletionReceipts.open(first)).toEqual(first);
    expect(
      await deletionReceipts.open(aReceipt('ada', 'DEL-BBBB0002', '2026-03-10T12:01:00.000Z')),
    ).toEqual(first);
    expect(await deletionReceipts.find('ada')).toEqual(first);
  });

  it('answers one reference to five opens at once', async () => {
    const { deletionReceipts } = await fixture(emptyMemoryState());
    const tries: DeletionReceipt[] = [1, 2, 3, 4, 5].map((n) => aReceipt('ada', `DEL-AAAA000${n}`));

    const opened = await Promise.all(tries.map((fresh) => deletionReceipts.open(fresh)));

    const kept = await deletionReceipts.find('ada');
    expect(tries.map((fresh) => fresh.reference)).toContain(kept?.reference);
    expect(opened).toEqual(tries.map(() => kept));
  });

  it("finds a login's receipt, and none for another login or an id that names no document", async () => {
    const { deletionReceipts } = await fixture(emptyMemoryState());
    const receipt = aReceipt('ada', 'DEL-AAAA0001');
    await deletionReceipts.open(receipt);

    expect(await deletionReceipts.find('ada')).toEqual(receipt);
    for (const uid of ['bob', '../x', '', 'ada/..', '__proto__', 'constructor']) {
      expect(await deletionReceipts.find(uid)).toBeUndefined();
    }
  });

  it('marks a receipt mailed, and a later open keeps it so', async () => {
    const { deletionReceipts } = await fixture(emptyMemoryState());
    const receipt = aReceipt('ada', 'DEL-AAAA0001');
    await deletionReceipts.open(receipt);

    await deletionReceipts.markMailed('ada', MAILED_AT);

    const mailed = { ...receipt, mailedAt: MAILED_AT };
    expect(await deletionReceipts.find('ada')).toEqual(mailed);
    expect(await deletionReceipts.open(aReceipt('ada', 'DEL-BBBB0002'))).toEqual(mailed);
    expect(await deletionReceipts.find('ada')).toEqual(mailed);
  });

  it('marking an unknown login mailed creates nothing and changes no other receipt', async () => {
    const { deletionReceipts } = await fixture(emptyMemoryState());
    const receipt = aReceipt('ada', 'DEL-AAAA0001');
    await deletionReceipts.open(receipt);

    for (const uid of ['bob', '../x', '', '__proto__', 'constructor']) {
      await deletionReceipts.markMailed(uid, MAILED_AT);
    }

    expect(await deletionReceipts.find('bob')).toBeUndefined();
    expect(await deletionReceipts.find('ada')).toEqual(receipt);
    expect(({} as { mailedAt?: unknown }).mailedAt).toBeUndefined();
    const fresh = aReceipt('bob', 'DEL-BBBB0002');
    expect(await deletionReceipts.open(fresh)).toEqual(fresh);
  });
}
