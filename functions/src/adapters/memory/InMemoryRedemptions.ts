import type { Redemption, RedemptionOutcome, Redemptions } from '../../ports/Redemptions';
import type { MemoryState } from './MemoryState';

const keyOf = (customerNumber: string, voucherId: string) =>
  JSON.stringify([customerNumber, voucherId]);

/** Redemptions in the in-memory state (added on first use, so older saved worlds load). */
export class InMemoryRedemptions implements Redemptions {
  constructor(private readonly state: MemoryState) {}

  async redeemOnce(redemption: Redemption): Promise<RedemptionOutcome> {
    const key = keyOf(redemption.customerNumber, redemption.voucherId);
    const held = this.held(key);
    if (held) return { created: false, redemption: { ...held } };
    this.redemptions()[key] = { ...redemption };
    return { created: true, redemption: { ...redemption } };
  }

  async find(customerNumber: string, voucherId: string): Promise<Redemption | undefined> {
    const held = this.held(keyOf(customerNumber, voucherId));
    return held && { ...held };
  }

  async listFor(customerNumber: string): Promise<Redemption[]> {
    return Object.values(this.redemptions())
      .filter((redemption) => redemption.customerNumber === customerNumber)
      .map((redemption) => ({ ...redemption }));
  }

  /** Own keys only: no key names a prototype. */
  private held(key: string): Redemption | undefined {
    const redemptions = this.redemptions();
    return Object.hasOwn(redemptions, key) ? redemptions[key] : undefined;
  }

  private redemptions(): Record<string, Redemption> {
    this.state.redemptions ??= {};
    return this.state.redemptions;
  }
}
