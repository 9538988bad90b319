import type { DeletionReceipt, DeletionReceipts } from '../../ports/DeletionReceipts';
import type { MemoryState } from './MemoryState';

/** Deletion receipts in the in-memory state (added on first use, so older saved worlds load). */
export class InMemoryDeletionReceipts implements DeletionReceipts {
  constructor(private readonly state: MemoryState) {}

  async open(fresh: DeletionReceipt): Promise<DeletionReceipt> {
    const held = this.held(fresh.uid);
    if (held) return { ...held };
    this.receipts()[fresh.uid] = { ...fresh };
    return { ...fresh };
  }

  async find(uid: string): Promise<DeletionReceipt | undefined> {
    const receipt = this.held(uid);
    return receipt && { ...receipt };
  }

  async markMailed(uid: string, at: string): Promise<void> {
    const receipt = this.held(uid);
    if (receipt) receipt.mailedAt = at;
  }

  /** Own keys only: '__proto__' or 'constructor' names no receipt (and no prototype to change). */
  private held(uid: string): DeletionReceipt | undefined {
    const receipts = this.receipts();
    return Object.hasOwn(receipts, uid) ? receipts[uid] : undefined;
  }

  private receipts(): Record<string, DeletionReceipt> {
    this.state.deletionReceipts ??= {};
    return this.state.deletionReceipts;
  }
}
