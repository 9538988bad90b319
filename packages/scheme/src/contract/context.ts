/** Who is calling: what Cloud Functions' onCall gives a handler as request.auth. */
export interface CallerIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export interface CallContext {
  /** Absent when the caller sent no (valid) ID token. */
  auth?: CallerIdentity;
}
