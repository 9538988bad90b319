/** HMAC-SHA256 with a server secret, so staff tooling can trust what the backend issued. */
export interface Signer {
  /** @returns the signature as base64url without padding. */
  sign(message: string): Promise<string>;
  /** Constant-time check of a signature made by sign(). */
  verify(message: string, signature: string): Promise<boolean>;
}
