import { inject, injectable } from 'inversify';
import { prizeFromWire } from './fromWire';
import type { Prize } from './Prize';
import { CallablesPort } from '../ports/CallablesPort';

/** The wheel's segments for one game (promotions-spinToWinPrizes), in wheel order. */
@injectable()
export class LoadPrizes {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(gameId: string): Promise<Prize[]> {
    const response = await this.callables.call('promotions-spinToWinPrizes', { gameId });
    return response.prizes.map(prizeFromWire);
  }
}
