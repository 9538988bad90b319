import type { PasskeyChallenge, Passkeys, StoredPasskey } from '../../ports/Passkeys';
import { copy, type MemoryState } from './MemoryState';

/** Passkeys in the in-memory state; `passkeys` is added on first use to a world saved before. */
export class InMemoryPasskeys implements Passkeys {
  constructor(private readonly state: MemoryState) {}

  private get store() {
    return (this.state.passkeys ??= { credentials: {}, challenges: {} });
  }

  async saveChallenge(challenge: PasskeyChallenge): Promise<void> {
    this.store.challenges[challenge.challenge] = copy(challenge);
  }

  async takeChallenge(challenge: string): Promise<PasskeyChallenge | undefined> {
    const found = this.store.challenges[challenge];
    delete this.store.challenges[challenge];
    return found && copy(found);
  }

  async add(passkey: StoredPasskey): Promise<void> {
    this.store.credentials[passkey.id] = copy(passkey);
  }

  async find(id: string): Promise<StoredPasskey | undefined> {
    const found = this.store.credentials[id];
    return found && copy(found);
  }

  async listFor(uid: string): Promise<StoredPasskey[]> {
    return Object.values(this.store.credentials)
      .filter((passkey) => passkey.uid === uid)
      .map(copy);
  }

  async recordUse(id: string, seenCounter: number, counter: number, at: string): Promise<boolean> {
    const found = this.store.credentials[id];
    if (!found || found.counter !== seenCounter) return false;
    found.counter = counter;
    found.lastUsedAt = at;
    return true;
  }

  async remove(uid: string, id: string): Promise<boolean> {
    if (this.store.credentials[id]?.uid !== uid) return false;
    delete this.store.credentials[id];
    return true;
  }

  async removeAllFor(uid: string): Promise<void> {
    for (const passkey of Object.values(this.store.credentials)) {
      if (passkey.uid === uid) delete this.store.credentials[passkey.id];
    }
  }
}
