import type {
  GoogleLoyaltyObjectPatch,
  GoogleWalletObjects,
} from '../../ports/GoogleWalletObjects';

export interface RecordedGoogleWalletPatch {
  objectId: string;
  patch: GoogleLoyaltyObjectPatch;
  result: 'updated' | 'not-found';
}

/**
 * Google Wallet's loyalty objects in memory, for tests and the emulator: every patch is
 * recorded; an object exists once `save` was called for it (a member saved their card), or
 * always when built with `{ everyObjectSaved: true }` (the emulator, where no one can save).
 */
export class RecordingGoogleWalletObjects implements GoogleWalletObjects {
  readonly patches: RecordedGoogleWalletPatch[] = [];
  private readonly saved = new Map<string, GoogleLoyaltyObjectPatch>();
  private nextFailure: Error | undefined;

  constructor(private readonly options: { everyObjectSaved?: boolean } = {}) {}

  /** A member saved their card: the object exists from now on, with these fields. */
  save(objectId: string, fields: GoogleLoyaltyObjectPatch = {}): void {
    this.saved.set(objectId, { ...fields });
  }

  /** The saved object's fields as the patches left them; undefined when never saved. */
  object(objectId: string): GoogleLoyaltyObjectPatch | undefined {
    return this.saved.get(objectId);
  }

  /** The next patch fails as Google being unavailable would. */
  failNextPatch(error: Error): void {
    this.nextFailure = error;
  }

  async patchLoyaltyObject(
    objectId: string,
    patch: GoogleLoyaltyObjectPatch,
  ): Promise<'updated' | 'not-found'> {
    const failure = this.nextFailure;
    if (failure) {
      this.nextFailure = undefined;
      throw failure;
    }
    const existing = this.saved.get(objectId) ?? (this.options.everyObjectSaved ? {} : undefined);
    const result = existing === undefined ? 'not-found' : 'updated';
    if (existing !== undefined) this.saved.set(objectId, { ...existing, ...patch });
    this.patches.push({ objectId, patch: structuredClone(patch), result });
    return result;
  }
}
