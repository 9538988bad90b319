/**
 * What the Auth deletion trigger knows of a deleted login, and what of it the login owned
 * (DECISIONS.md "Support and deletion"): its uid always; its email only once it had verified it.
 * Anyone can make a login with someone else's address and delete it again, so an unverified
 * address is not the login's to clean up.
 */

export interface DeletedLogin {
  uid: string;
  /** Absent for a login that had no email (the provider's record may lack one). */
  email?: string;
  /** Whether the login had verified `email` (the provider's emailVerified at deletion). */
  emailVerified: boolean;
}

/**
 * The address whose traces (tickets typed with it, mail kept for it) go with the login: its email
 * once verified, else none.
 */
export function ownedAddress(login: DeletedLogin): string | undefined {
  return login.emailVerified ? login.email : undefined;
}
