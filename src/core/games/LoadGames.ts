import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { DocumentStorePort } from '../ports/DocumentStorePort';
import { ServerClock } from './ServerClock';
import { gameCard, type GameCard } from './gameCards';
import { gameFromWire } from './fromWire';

/**
 * The Spin To Win games (promotions-getGames) with the member's opt-ins (users/{uid}) and latest
 * play of each (games collection), as cards whose status follows the domain's game rules. The
 * answer's serverTime sets the server clock the cards and opt-ins are judged by.
 */
@injectable()
export class LoadGames {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(DocumentStorePort) private readonly documents: DocumentStorePort,
    @inject(ServerClock) private readonly clock: ServerClock,
  ) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(uid: string): Promise<GameCard[]> {
    const sentAt = this.clock.deviceNow();
    const [response, profile] = await Promise.all([
      this.callables.call('promotions-getGames', {}),
      this.documents.readUserProfile(uid),
    ]);
    this.clock.observe(response.serverTime, sentAt);
    const games = response.meta.map(gameFromWire);
    const lastPlays = await Promise.all(
      games.map((game) => this.documents.lastGamePlay(uid, game.id)),
    );
    const now = this.clock.now();
    const optIns = profile?.gameOptin ?? [];
    return games.map((game, index) => gameCard(game, optIns, lastPlays[index] ?? null, now));
  }
}
