/** One of the member's passkeys as Settings > Passkeys lists it. */
export interface Passkey {
  id: string;
  name: string;
  addedAt: Date;
  /** Null until it has signed the member in. */
  lastUsedAt: Date | null;
}
