/** A Google Wallet loyalty object's points: `balance.int` for a count, `balance.string` for text. */
export interface GoogleLoyaltyPoints {
  label: string;
  balance: { int: number } | { string: string };
}

/**
 * The fields of a member's saved loyalty object that follow their record
 * (DECISIONS.md "Card and wallets: Google Wallet"): name, reward points, tier, and whether the
 * membership may still be used. Only the fields present are changed; Google keeps the rest.
 */
export interface GoogleLoyaltyObjectPatch {
  /** INACTIVE: Google Wallet moves the card to the member's expired passes. */
  state?: 'ACTIVE' | 'INACTIVE';
  accountName?: string;
  loyaltyPoints?: GoogleLoyaltyPoints;
  secondaryLoyaltyPoints?: GoogleLoyaltyPoints;
}

/**
 * The issuer's loyalty objects in Google Wallet (the Wallet API's REST resource in production, a
 * recording fake in tests and the emulator).
 */
export interface GoogleWalletObjects {
  /**
   * Changes the given fields of one loyalty object.
   * @returns 'not-found' when Google has no such object: the member never saved their card.
   * @throws Error for any other failure (refused credentials, Google unavailable), so a caller
   * that can retry does.
   */
  patchLoyaltyObject(
    objectId: string,
    patch: GoogleLoyaltyObjectPatch,
  ): Promise<'updated' | 'not-found'>;
}

/** A Google Cloud service account's JSON key: the two fields the issuer's signing needs. */
export interface GoogleServiceAccount {
  client_email: string;
  /** PKCS#8 PEM ('-----BEGIN PRIVATE KEY-----'), as in the key file Google hands out. */
  private_key: string;
}
