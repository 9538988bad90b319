import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import { DocumentStorePort } from '../ports/DocumentStorePort';
import { gameCard, type GameCard } from '../domain/gameCards';
import { gameFromWire } from '../models/fromWire';

/**
 * The Spin To Win games (promotions-getGames) with the member's opt-ins (users/{uid}) and latest
 * play of each (games collection), as cards whose status follows the domain's game rules.
 */
@injectable()
export class LoadGames {
  readonly #callables: CallablesPort;
  readonly #documents: DocumentStorePort;
  readonly #clock: ClockPort;

  constructor(
    @inject(CallablesPort) callables: CallablesPort,
    @inject(DocumentStorePort) documents: DocumentStorePort,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#callables = callables;
    this.#documents = documents;
    this.#clock = clock;
  }

  /** @throws FunctionError, MalformedResponseError. */
  async execute(uid: string): Promise<GameCard[]> {
    const [response, profile] = await Promise.all([
      this.#callables.call('promotions-getGames', {}),
      this.#documents.readUserProfile(uid),
    ]);
    const games = response.meta.map(gameFromWire);
    const lastPlays = await Promise.all(
      games.map((game) => this.#documents.lastGamePlay(uid, game.id)),
    );
    const now = this.#clock.now();
    const optIns = profile?.gameOptin ?? [];
    return games.map((game, index) => gameCard(game, optIns, lastPlays[index] ?? null, now));
  }
}
