import type { Game, Prize } from '@met/scheme/contract';
import type { GameCatalogue } from '../../ports/GameCatalogue';
import { copy, type MemoryState } from './MemoryState';

export class InMemoryGameCatalogue implements GameCatalogue {
  constructor(private readonly state: MemoryState) {}

  async listGames(): Promise<Game[]> {
    return Object.values(this.state.games).map(copy);
  }

  async findGame(gameId: string): Promise<Game | undefined> {
    const game = this.state.games[gameId];
    return game && copy(game);
  }

  async prizesFor(gameId: string): Promise<Prize[]> {
    return copy(this.state.prizes[gameId] ?? []);
  }
}
