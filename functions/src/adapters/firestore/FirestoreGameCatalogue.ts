import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { SpinGameDocument } from '@met/scheme/documents';
import type { Game, Prize } from '@met/scheme/contract';
import type { GameCatalogue } from '../../ports/GameCatalogue';
import { COLLECTIONS, isDocumentId } from './collections';
import { toIso, toTimestamp } from './timestamps';

/** spinGames/{gameId}: a Game (instants as Timestamps) with its prizes in wheel order. */
export class FirestoreGameCatalogue implements GameCatalogue {
  constructor(private readonly db: Firestore) {}

  async listGames(): Promise<Game[]> {
    const snapshot = await this.games().get();
    return snapshot.docs.map((doc) => toGame(doc.id, doc.data()));
  }

  async findGame(gameId: string): Promise<Game | undefined> {
    if (!isDocumentId(gameId)) return undefined;
    const snapshot = await this.games().doc(gameId).get();
    return snapshot.exists ? toGame(snapshot.id, snapshot.data()!) : undefined;
  }

  async prizesFor(gameId: string): Promise<Prize[]> {
    if (!isDocumentId(gameId)) return [];
    const snapshot = await this.games().doc(gameId).get();
    const prizes: unknown = snapshot.data()?.prizes;
    return Array.isArray(prizes)
      ? prizes.map((prize: Prize) => ({ name: String(prize.name), win: prize.win === true }))
      : [];
  }

  private games() {
    return this.db.collection(COLLECTIONS.spinGames);
  }
}

/** spinGames/{gameId} as stored: the game (the id is the document's) and its prizes. */
export function toStoredGame(game: Game, prizes: Prize[]): SpinGameDocument<Timestamp> {
  return {
    name: game.name,
    description: game.description,
    GameStart: toTimestamp(game.GameStart),
    GameEnd: toTimestamp(game.GameEnd),
    OptinStart: toTimestamp(game.OptinStart),
    OptinEnd: toTimestamp(game.OptinEnd),
    prizes,
  };
}

function toGame(id: string, data: DocumentData): Game {
  return {
    id,
    name: String(data.name ?? ''),
    description: String(data.description ?? ''),
    GameStart: toIso(data.GameStart),
    GameEnd: toIso(data.GameEnd),
    OptinStart: toIso(data.OptinStart),
    OptinEnd: toIso(data.OptinEnd),
  };
}
