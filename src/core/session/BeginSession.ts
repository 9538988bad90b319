import { inject, injectable } from 'inversify';
import { DEFAULT_COUNTRY, LAST_USER_KEY, OPTIN_IDS_KEY } from '../kernel/constants';
import { AuthPort, type AuthUser, type StaffClaim } from '../ports/AuthPort';
import { DocumentStorePort, type UserProfile } from '../ports/DocumentStorePort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

export interface SessionIdentity {
  user: AuthUser;
  /** users/{uid}, or an empty unverified one when the document does not exist yet. */
  profile: UserProfile;
  /**
   * A staff login's claim: the session is the desk's, never a member's. Absent where
   * the identity comes from this device's copy, which only members have.
   */
  staff?: StaffClaim | null;
}

/**
 * First step after sign-in (spec section 4): reload the user, load users/{uid} and remember who
 * uses this device. A login made with the identity provider's own
 * sign-up has no profile yet: it reads as an unverified one with no memberships, so a verified
 * user's flags differ and users-setVerifiedEmail (which starts the profile) is called.
 */
@injectable()
export class BeginSession {
  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(DocumentStorePort) private readonly documents: DocumentStorePort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
  ) {}

  /**
   * Null when nobody is signed in any more.
   * @throws AuthError (reload) or FunctionError (profile read).
   */
  async execute(): Promise<SessionIdentity | null> {
    const user = await this.auth.reload();
    if (user === null) return null;
    const staff = await this.auth.staffClaim();
    const stored = await this.documents.readUserProfile(user.uid);
    this.#rememberDeviceUser(user.uid);
    return { user, profile: stored ?? emptyProfile(user), staff };
  }

  /** Opted-in event ids belong to one member: another member on this device starts afresh. */
  #rememberDeviceUser(uid: string): void {
    if (this.device.get(LAST_USER_KEY) !== uid) this.device.remove(OPTIN_IDS_KEY);
    this.device.set(LAST_USER_KEY, uid);
  }
}

function emptyProfile(user: AuthUser): UserProfile {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: false,
    country: DEFAULT_COUNTRY,
    memberships: [],
    gameOptin: [],
  };
}
