/** One member's passkey as the backend keeps it. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  uid: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  counter: number;
  transports: string[];
  name: string;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string | null;
  /**
   * The login's passwordChangedAt when the passkey was added (null: never changed). A passkey
   * works only while the password is still the one it was added under: a reset or change ends it.
   * Absent on passkeys added before this was kept: their createdAt is compared instead.
   */
  passwordEpoch?: string | null;
}

/** A challenge handed out and not yet used: single-use, until `expiresAt`. */
export interface PasskeyChallenge {
  challenge: string;
  purpose: 'register' | 'authenticate';
  /** The login adding a passkey (purpose 'register'). */
  uid?: string;
  expiresAt: string;
}

/** Where passkeys and their outstanding challenges are kept (Firestore, or the in-memory state). */
export interface Passkeys {
  saveChallenge(challenge: PasskeyChallenge): Promise<void>;
  /** Removes and returns the challenge, atomically: of two takes of one challenge one gets it. */
  takeChallenge(challenge: string): Promise<PasskeyChallenge | undefined>;
  add(passkey: StoredPasskey): Promise<void>;
  find(id: string): Promise<StoredPasskey | undefined>;
  listFor(uid: string): Promise<StoredPasskey[]>;
  /**
   * Records a sign-in with the passkey: its new counter and when, only if its counter is still
   * `seenCounter` (atomic). @returns false when another sign-in moved it meanwhile.
   */
  recordUse(id: string, seenCounter: number, counter: number, at: string): Promise<boolean>;
  /** @returns false when the login has no passkey with this id. */
  remove(uid: string, id: string): Promise<boolean>;
  removeAllFor(uid: string): Promise<void>;
}
