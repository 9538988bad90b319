import type {
  DocumentStorePort,
  GameOptin,
  GamePlay,
  UserProfile,
} from '../../src/core/ports/DocumentStorePort';

type Operation = 'readUserProfile' | 'mergeGameOptin' | 'lastGamePlay';

/** users/{uid} and the games collection in memory; each operation can be made to fail. */
export class InMemoryDocumentStore implements DocumentStorePort {
  readonly profiles = new Map<string, UserProfile>();
  readonly plays: GamePlay[] = [];
  readonly reads: string[] = [];
  readonly #failures = new Map<Operation, Error>();

  withProfile(profile: UserProfile): this {
    this.profiles.set(profile.uid, structuredClone(profile));
    return this;
  }

  withPlay(play: GamePlay): this {
    this.plays.push(structuredClone(play));
    return this;
  }

  failOn(operation: Operation, error: Error): this {
    this.#failures.set(operation, error);
    return this;
  }

  async readUserProfile(uid: string): Promise<UserProfile | null> {
    this.#throwIfFailing('readUserProfile');
    this.reads.push(uid);
    const profile = this.profiles.get(uid);
    return profile ? structuredClone(profile) : null;
  }

  async mergeGameOptin(uid: string, entry: GameOptin): Promise<void> {
    this.#throwIfFailing('mergeGameOptin');
    const profile = this.profiles.get(uid);
    if (!profile) throw new Error(`no users/${uid} document`);
    profile.gameOptin = [
      ...profile.gameOptin.filter((optIn) => optIn.gameId !== entry.gameId),
      structuredClone(entry),
    ];
  }

  async lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null> {
    this.#throwIfFailing('lastGamePlay');
    const latest = this.plays
      .filter((play) => play.userId === uid && play.gameId === gameId)
      .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())[0];
    return latest ? structuredClone(latest) : null;
  }

  #throwIfFailing(operation: Operation): void {
    const error = this.#failures.get(operation);
    if (error) throw error;
  }
}
