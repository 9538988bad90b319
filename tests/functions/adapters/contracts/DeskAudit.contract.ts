import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { DeskAuditEntry } from '../../../../functions/src/ports/DeskAudit';
import type { StatePortsFixture } from './StatePorts';

const scan = (at: string, changes: Partial<DeskAuditEntry> = {}): DeskAuditEntry => ({
  at,
  action: 'read',
  staffUid: 'desk-uid',
  staffEmail: 'desk@example.com',
  venueId: 6,
  codeKind: 'card',
  code: '100104',
  outcome: 'card',
  customerNumber: '100104',
  ...changes,
});

export function deskAuditContract(fixture: StatePortsFixture): void {
  it("reads back a membership's entries as appended, and none naming another or no one", async () => {
    const { deskAudit } = await fixture(emptyMemoryState());
    const read = scan('2026-03-10T20:00:00.000Z');
    const redeemed = scan('2026-03-10T20:05:00.000Z', {
      action: 'redeem',
      codeKind: 'voucher',
      code: 'signed-voucher-code',
      outcome: 'redeemed',
      voucherId: 'v-1',
    });
    await deskAudit.append(read);
    await deskAudit.append(redeemed);
    await deskAudit.append(scan('2026-03-10T20:10:00.000Z', { customerNumber: '100105' }));
    const { customerNumber: _none, ...unknownCode } = scan('2026-03-10T20:15:00.000Z', {
      codeKind: 'unknown',
      outcome: 'not-found',
    });
    await deskAudit.append(unknownCode);

    const entries = await deskAudit.ofMember('100104');

    const byTime = [...entries].sort((a, b) => a.at.localeCompare(b.at));
    expect(byTime).toEqual([read, redeemed]);
    expect(await deskAudit.ofMember('999999')).toEqual([]);
  });
}
