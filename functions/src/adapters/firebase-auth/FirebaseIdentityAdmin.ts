import type { Auth, UserRecord } from 'firebase-admin/auth';
import { staffClaimOf, type StaffClaim } from '@met/scheme/contract';
import { withActionCode } from '../../domain/actionLinks';
import { IdentityError, type IdentityErrorReason } from '../../domain/IdentityError';
import type { ActionCodeSettings, IdentityAdmin, IdentityUser } from '../../ports/IdentityAdmin';

/** Firebase Auth's admin error codes the backend's rules care about, as IdentityError reasons. */
const REASON_BY_CODE: Readonly<Record<string, IdentityErrorReason>> = {
  'auth/email-already-exists': 'email-already-exists',
  'auth/user-not-found': 'user-not-found',
  'auth/email-not-found': 'user-not-found',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'weak-password',
};

/**
 * IdentityAdmin on the Firebase Auth admin API (firebase-admin/auth), in production and against
 * the Auth emulator alike (the SDK follows FIREBASE_AUTH_EMULATOR_HOST).
 *
 * Email action links open the app's own page (settings.url, chosen by the services from
 * devMode/devDomain) with mode and oobCode, as the port promises: the app handles the code
 * itself. The url is deliberately not sent to Firebase as a continue URL, because Firebase
 * refuses continue URLs outside the project's authorised domains (127.0.0.1 is not one by
 * default) and the link would not use it anyway.
 */
export class FirebaseIdentityAdmin implements IdentityAdmin {
  constructor(private readonly auth: Auth) {}

  async createUser(user: {
    email: string;
    password: string;
    emailVerified: boolean;
  }): Promise<IdentityUser> {
    return toIdentityUser(await this.translate(() => this.auth.createUser(user)));
  }

  async getUser(uid: string): Promise<IdentityUser | undefined> {
    return this.findOrUndefined(() => this.auth.getUser(uid));
  }

  async getUserByEmail(email: string): Promise<IdentityUser | undefined> {
    return this.findOrUndefined(() => this.auth.getUserByEmail(email.trim().toLowerCase()));
  }

  async createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string> {
    return this.translate(() => this.auth.createCustomToken(uid, claims));
  }

  async setEmailVerified(uid: string, emailVerified: boolean): Promise<void> {
    await this.translate(() => this.auth.updateUser(uid, { emailVerified }));
  }

  async generateEmailVerificationLink(
    email: string,
    settings: ActionCodeSettings,
  ): Promise<string> {
    const firebaseLink = await this.translate(() => this.auth.generateEmailVerificationLink(email));
    return withActionCode(settings.url, 'verifyEmail', oobCodeOf(firebaseLink));
  }

  async generatePasswordResetLink(email: string, settings: ActionCodeSettings): Promise<string> {
    const firebaseLink = await this.translate(() => this.auth.generatePasswordResetLink(email));
    return withActionCode(settings.url, 'resetPassword', oobCodeOf(firebaseLink));
  }

  async setStaffClaim(uid: string, staff: StaffClaim | null): Promise<void> {
    const user = await this.translate(() => this.auth.getUser(uid));
    const { staff: _old, ...others } = user.customClaims ?? {};
    const claims = staff === null ? others : { ...others, staff: { venueId: staff.venueId } };
    await this.translate(() => this.auth.setCustomUserClaims(uid, claims));
  }

  async deleteUser(uid: string): Promise<void> {
    await this.translate(() => this.auth.deleteUser(uid));
  }

  private async findOrUndefined(
    find: () => Promise<UserRecord>,
  ): Promise<IdentityUser | undefined> {
    try {
      return toIdentityUser(await this.translate(find));
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'user-not-found') return undefined;
      throw error;
    }
  }

  /** Runs an admin call, turning Firebase's known error codes into IdentityError. */
  private async translate<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const reason = REASON_BY_CODE[codeOf(error)];
      if (reason === undefined) throw error;
      const translated = new IdentityError(reason, messageOf(error));
      Object.defineProperty(translated, 'cause', { value: error });
      throw translated;
    }
  }
}

function toIdentityUser(user: UserRecord): IdentityUser {
  const staff = staffClaimOf(user.customClaims?.staff);
  return {
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    ...(user.tokensValidAfterTime
      ? { passwordChangedAt: new Date(user.tokensValidAfterTime).toISOString() }
      : {}),
    ...(staff ? { staff } : {}),
  };
}

/** The one-time code of a Firebase action link (its oobCode query parameter). */
function oobCodeOf(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) throw new Error('Firebase Auth generated an action link without an oobCode');
  return code;
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
