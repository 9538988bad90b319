import { inject, injectable } from 'inversify';
import { DomainError } from '../kernel/DomainError';
import { MalformedResponseError } from '../kernel/MalformedResponseError';
import type { Prize } from './Prize';
import { AnalyticsPort } from '../ports/AnalyticsPort';
import { CallablesPort } from '../ports/CallablesPort';
import type { ClockPort } from '../ports/ClockPort';
import { ServerClock } from './ServerClock';
import { gameCard, type GameCard } from './gameCards';
import { isReadyToPlay } from './games';

export type SpinOutcome =
  | { kind: 'spun'; prizeIndex: number; prize: Prize; card: GameCard }
  | { kind: 'refused'; message: string };

/**
 * One spin (promotions-spinTheWheel). The wheel lands on the segment whose index the server
 * returns; anything but an integer index into the prize list is 'unable to parse the result'
 * and nothing is shown as won (spec-decisions 9).
 */
@injectable()
export class SpinTheWheel {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(ServerClock) private readonly clock: ClockPort,
  ) {}

  /**
   * Refused (nothing sent) unless the card, re-checked now, is ready to play.
   * @throws DomainError parseResult; FunctionError.
   */
  async execute(location: string, card: GameCard, prizes: readonly Prize[]): Promise<SpinOutcome> {
    const current = this.#recheck(card);
    if (!isReadyToPlay(current.status)) return { kind: 'refused', message: current.message };
    const prizeIndex = await this.#spin(location, card.game.id);
    const prize = Number.isInteger(prizeIndex) ? prizes[prizeIndex] : undefined;
    if (prize === undefined) throw new DomainError('parseResult');
    const now = this.clock.now();
    const play = { timestamp: now, prizeName: prize.name, win: prize.win };
    this.analytics.customerEngagement({ type: 'spin wheel', gameId: card.game.id, win: prize.win });
    const optIns = card.optIn ? [card.optIn] : [];
    return { kind: 'spun', prizeIndex, prize, card: gameCard(card.game, optIns, play, now) };
  }

  #recheck(card: GameCard): GameCard {
    return gameCard(card.game, card.optIn ? [card.optIn] : [], card.lastPlay, this.clock.now());
  }

  async #spin(location: string, gameId: string): Promise<number> {
    try {
      const response = await this.callables.call('promotions-spinTheWheel', { location, gameId });
      return response.prize;
    } catch (error) {
      if (error instanceof MalformedResponseError) throw new DomainError('parseResult');
      throw error;
    }
  }
}
