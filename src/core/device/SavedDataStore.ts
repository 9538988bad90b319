import { inject, injectable } from 'inversify';
import { LastSeen } from '../kernel/LastSeen';
import type { CallableName } from '../ports/CallablesPort';

/**
 * What a screen shows that came from the device rather than the network, and when
 * (DECISIONS.md "Offline and the device copy").
 */
@injectable()
export class SavedDataStore {
  constructor(@inject(LastSeen) private readonly lastSeen: LastSeen) {}

  /**
   * When the oldest of the answers of `sources` on screen from the device was fetched; null when
   * all of them came from the network.
   */
  savedAt(sources: readonly CallableName[]): Date | null {
    return this.lastSeen.savedAt(sources);
  }
}
