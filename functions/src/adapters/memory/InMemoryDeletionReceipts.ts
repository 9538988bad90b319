import type { DeletionReceipt, DeletionReceipts } from '../../ports/DeletionReceipts';
import type { MemoryState } from './MemoryState';

/** Deletion receipts in the in-memory state (added on first use, so older saved worlds load). */
export class InMemoryDeletionReceipts implements DeletionReceipts {
  constructor(private readonly state: MemoryState) {}

  async open(fresh: DeletionReceipt): Promise<DeletionReceipt> {
    const receipts = this.receipts();
    receipts[fresh.uid] ??= { ...fresh };
    return { ...receipts[fresh.uid]! };
  }

  async find(uid: string): Promise<DeletionReceipt | undefined> {
    const receipt = this.receipts()[uid];
    return receipt && { ...receipt };
  }

  async markMailed(uid: string, at: string): Promise<void> {
    const receipt = this.receipts()[uid];
    if (receipt) receipt.mailedAt = at;
  }

  private receipts(): Record<string, DeletionReceipt> {
    this.state.deletionReceipts ??= {};
    return this.state.deletionReceipts;
  }
}
