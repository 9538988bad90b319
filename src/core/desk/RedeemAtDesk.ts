import { inject, injectable } from 'inversify';
import type { DeskRedemption } from './DeskReading';
import { redemptionFromWire } from './fromWire';
import { FunctionError } from '../kernel/FunctionError';
import { CallablesPort } from '../ports/CallablesPort';

/** What pressing Redeem did: redeemed now, or already redeemed before (by this desk or another). */
export type RedeemOutcome =
  | { kind: 'redeemed'; redemption: DeskRedemption }
  | { kind: 'already'; redemption: DeskRedemption | null; message: string };

/** Redeem once: the server makes every check again and records it once. */
@injectable()
export class RedeemAtDesk {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError (any refusal but 'already-exists') or MalformedResponseError. */
  async execute(code: string): Promise<RedeemOutcome> {
    try {
      const { redemption } = await this.callables.call('desk-redeem', { code });
      return { kind: 'redeemed', redemption: redemptionFromWire(redemption) };
    } catch (error) {
      if (error instanceof FunctionError && error.code === 'already-exists') {
        return { kind: 'already', redemption: redemptionIn(error.details), message: error.message };
      }
      throw error;
    }
  }
}

/** The redemption that desk-redeem's 'already-exists' carries in its details, if it reads as one. */
function redemptionIn(details: unknown): DeskRedemption | null {
  if (typeof details !== 'object' || details === null) return null;
  const { redemption } = details as { redemption?: Partial<DeskRedemption> };
  if (
    typeof redemption?.at !== 'string' ||
    typeof redemption.venueName !== 'string' ||
    typeof redemption.venueId !== 'number'
  ) {
    return null;
  }
  return { at: redemption.at, venueId: redemption.venueId, venueName: redemption.venueName };
}
