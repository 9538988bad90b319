/** Who is calling: what Cloud Functions' onCall gives a handler as request.auth. */
export interface CallerIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /**
   * ISO instant the login last proved itself (Firebase: the ID token's auth_time), if known:
   * adding a passkey needs a recent one.
   */
  authTime?: string;
  /**
   * Set for a staff login: the ID token's custom claim `staff`, { venueId }, the venue
   * whose desk it works at. Absent for every other login (a claim of any other shape is no claim).
   */
  staff?: StaffClaim;
  /**
   * How the login signed in to get this ID token (Firebase: `firebase.sign_in_provider`, and a
   * custom token's developer claim `passkey`): its password, a passkey sign-in's custom token, or
   * anything else (another custom token, a provider). The desk honours the staff claim only for
   * 'password' or 'passkey'. Absent when unknown, which counts as 'other'.
   */
  signInMethod?: SignInMethod;
}

/** How a login signed in (see CallerIdentity.signInMethod). */
export type SignInMethod = 'password' | 'passkey' | 'other';

export interface CallContext {
  /** Absent when the caller sent no (valid) ID token. */
  auth?: CallerIdentity;
  /**
   * Where the call came from (the request's IP address, as Cloud Functions sees it), for the
   * limits on anonymous calls that could confirm a guess. Absent when unknown.
   */
  callerAddress?: string;
}

/** A staff login's custom claim: the venue whose desk it works at. */
export interface StaffClaim {
  venueId: number;
}

/**
 * The `staff` custom claim as the backend trusts it: { venueId } with a positive whole venue id.
 * Anything else (a string, a list, a missing or odd venue id) is no claim at all.
 */
export function staffClaimOf(claim: unknown): StaffClaim | undefined {
  if (typeof claim !== 'object' || claim === null || Array.isArray(claim)) return undefined;
  const { venueId } = claim as Record<string, unknown>;
  return typeof venueId === 'number' && Number.isSafeInteger(venueId) && venueId > 0
    ? { venueId }
    : undefined;
}
