import { injectable } from 'inversify';
import { FunctionError } from '../../core/domain/errors';
import type {
  DocumentStorePort,
  GameOptIn,
  GamePlay,
  UserProfile,
} from '../../core/ports/DocumentStorePort';

const NO_FIRESTORE =
  'This emulator run has no Firestore emulator (VITE_FIRESTORE_EMULATOR_HOST=none), so nothing can be saved.';

/**
 * Emulator mode on machines that cannot run the Firestore emulator (it needs Java 21 and a
 * download): an empty database that refuses writes. A login then reads as one whose profile
 * does not exist yet, which the core treats as no memberships, so sign-up, verification and
 * sign-in reach /account/verify exactly as they do for a new member. Chosen only by
 * VITE_USE_EMULATORS=true together with VITE_FIRESTORE_EMULATOR_HOST=none; never in a real build.
 */
@injectable()
export class EmulatorWithoutFirestoreDocumentStore implements DocumentStorePort {
  readUserProfile(_uid: string): Promise<UserProfile | null> {
    return Promise.resolve(null);
  }

  mergeGameOptIn(_uid: string, _entry: GameOptIn): Promise<void> {
    return Promise.reject(new FunctionError('unavailable', NO_FIRESTORE));
  }

  lastGamePlay(_uid: string, _gameId: string): Promise<GamePlay | null> {
    return Promise.resolve(null);
  }
}
