import { inject, injectable } from 'inversify';
import type { PlayDocument, UserDocument } from '@met/scheme/documents';
import { DEFAULT_COUNTRY } from '../../core/kernel/constants';
import { ClockPort } from '../../core/ports/ClockPort';
import type {
  DocumentStorePort,
  GameOptin,
  GamePlay,
  UserProfile,
} from '../../core/ports/DocumentStorePort';
import { isAllowedNewOptIn, isPausedForIncentives, permissionDenied } from './documentRules';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';
import { FaultInjector, GAME_OPT_IN_WRITE } from './world/FaultInjector';
import { offlineFunctionError } from './world/networkErrors';

/**
 * users/{uid} and the games collection of the fake world, read and written as the app does with
 * Firestore and held to firestore.rules: members touch only their own documents, and may add
 * only an opt-in to a game whose opt-in window is open. ISO strings become Dates here.
 */
@injectable()
export class InMemoryDocumentStorePort implements DocumentStorePort {
  constructor(
    @inject(FakeWorld) private readonly world: FakeWorld,
    @inject(FakeAuthSession) private readonly session: FakeAuthSession,
    @inject(FaultInjector) private readonly faults: FaultInjector,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async readUserProfile(uid: string): Promise<UserProfile | null> {
    await this.#requireSignedInAs(uid);
    const profile = await this.world.read(({ appData }) => appData.getProfile(uid));
    return profile === undefined ? null : toUserProfile(profile);
  }

  async mergeGameOptin(uid: string, entry: GameOptin): Promise<void> {
    await this.#requireSignedInAs(uid);
    // The write is done (or refused); its answer may still be lost on the way back.
    await this.faults.carryOut(GAME_OPT_IN_WRITE, () =>
      this.world.run(async ({ appData, deps }) => {
        const game = await deps.games.findGame(entry.gameId);
        if (!isAllowedNewOptIn(game, entry.timestamp, this.clock.now())) throw permissionDenied();
        const membership = (await appData.getProfile(uid))?.memberships[0];
        const member =
          membership === undefined
            ? undefined
            : await deps.members.findByCustomerNumber(membership);
        if (isPausedForIncentives(member, this.clock.now())) throw permissionDenied();
        const saved = await appData.saveGameOptin(uid, {
          gameId: entry.gameId,
          timestamp: entry.timestamp.toISOString(),
        });
        // Only an existing users/{uid} may be updated; creating one is the backend's job.
        if (!saved) throw permissionDenied();
      }),
    );
  }

  async lastGamePlay(uid: string, gameId: string): Promise<GamePlay | null> {
    await this.#requireSignedInAs(uid);
    const play = await this.world.read(({ appData }) => appData.latestPlay(uid, gameId));
    return play === undefined ? null : toGamePlay(play);
  }

  /** @throws FunctionError unavailable (offline) or permission-denied (someone else's data). */
  async #requireSignedInAs(uid: string): Promise<void> {
    await this.session.ready();
    if (this.faults.offline) throw offlineFunctionError();
    if (this.session.current()?.uid !== uid) throw permissionDenied();
  }
}

function toUserProfile(stored: UserDocument): UserProfile {
  return {
    uid: stored.uid,
    email: stored.email,
    emailVerified: stored.emailVerified,
    country: stored.country || DEFAULT_COUNTRY,
    memberships: [...(stored.memberships ?? [])],
    gameOptin: (stored.gameOptin ?? []).map(({ gameId, timestamp }) => ({
      gameId,
      timestamp: new Date(timestamp),
    })),
  };
}

function toGamePlay(stored: PlayDocument): GamePlay {
  return { ...stored, timestamp: new Date(stored.timestamp) };
}
