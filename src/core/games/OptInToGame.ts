import { inject, injectable } from 'inversify';
import { DomainError } from '../kernel/DomainError';
import { findValidOptIn, optInRefusal, type OptInRefusalReason } from './games';
import { AnalyticsPort } from '../ports/AnalyticsPort';
import type { ClockPort } from '../ports/ClockPort';
import { ServerClock } from './ServerClock';
import { DocumentStorePort } from '../ports/DocumentStorePort';
import { gameCard, type GameCard } from './gameCards';
import type { Game } from './Game';

export type GameOptinOutcome =
  | { kind: 'opted-in'; card: GameCard }
  | { kind: 'refused'; reason: OptInRefusalReason; message: string };

/**
 * Opts the member in to a game: merged into users/{uid}.gameOptin (other entries kept), with a
 * customer_engagement 'optin' event. Refused when the domain says so, e.g. already opted in.
 */
@injectable()
export class OptInToGame {
  constructor(
    @inject(DocumentStorePort) private readonly documents: DocumentStorePort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(ServerClock) private readonly clock: ClockPort,
  ) {}

  /**
   * @param card the game as last shown; its lastPlay is carried into the new card.
   * @throws DomainError profileNotFound; FunctionError from the document store.
   */
  async execute(uid: string, card: Pick<GameCard, 'game' | 'lastPlay'>): Promise<GameOptinOutcome> {
    const game: Game = card.game;
    const profile = await this.documents.readUserProfile(uid);
    if (profile === null) throw new DomainError('profileNotFound');
    const now = this.clock.now();
    const refusal = optInRefusal(game, findValidOptIn(game, profile.gameOptin), now);
    if (refusal !== null) return { kind: 'refused', ...refusal };
    const entry = { gameId: game.id, timestamp: now };
    await this.documents.mergeGameOptin(uid, entry);
    this.analytics.customerEngagement({ type: 'optin', category: 'game', gameId: game.id });
    return { kind: 'opted-in', card: gameCard(game, [entry], card.lastPlay, now) };
  }
}
