import { PASSWORD_RESET_LINK_LIFETIME_MS, passwordResetLinkLifetimeText } from '@met/scheme';
import { staffClaimOf, type SignInMethod, type StaffClaim } from '@met/scheme/contract';
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH, withActionCode } from '../../domain/actionLinks';
import { IdentityError } from '../../domain/IdentityError';
import type { Clock } from '../../ports/Clock';
import type { ActionCodeSettings, IdentityAdmin, IdentityUser } from '../../ports/IdentityAdmin';
import type { Mailer } from '../../ports/Mailer';
import { hashPassword, randomSalt, randomToken } from './passwordHash';
import { copy, type MemoryState, type IdentityUserRecord, type OobCodeRecord } from './MemoryState';

/**
 * The scheme's 2 hours, which the reset mail promises
 * (DECISIONS.md "Account and mail: a reset link lives 2 hours").
 */
const PASSWORD_RESET_CODE_LIFETIME_MS = PASSWORD_RESET_LINK_LIFETIME_MS;
const EMAIL_VERIFICATION_CODE_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Firebase's custom tokens last an hour. */
const CUSTOM_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** The identity provider's own floor (Firebase: 6); the backend asks for more (8). */
const IDENTITY_MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface InMemoryIdentityOptions {
  /** Where links of mails the provider sends itself point (client-side sendEmailVerification). */
  productionOrigin: string;
}

/** A login just signed in, and how (what its ID token's sign_in_provider would say). */
export type SignedInUser = IdentityUser & { signInMethod: SignInMethod };

/** What a deletion trigger receives: the deleted login's uid and email (Firebase's UserRecord). */
export type IdentityDeletionListener = (user: {
  uid: string;
  email: string;
  emailVerified: boolean;
}) => Promise<void> | void;

/**
 * The identity provider of the fake world, modelled on Firebase Auth: the admin API the backend
 * uses (IdentityAdmin) and the client-side operations the app's fake AuthPort wraps. Failures are
 * IdentityError with Firebase's reason codes. Passwords are kept as salted SHA-256 hashes.
 */
export class InMemoryIdentity implements IdentityAdmin {
  private readonly deletionListeners = new Set<IdentityDeletionListener>();

  constructor(
    private readonly state: MemoryState,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly options: InMemoryIdentityOptions,
  ) {}

  // ---- admin API (IdentityAdmin) ----

  async createUser(user: {
    email: string;
    password: string;
    emailVerified: boolean;
  }): Promise<IdentityUser> {
    return this.addUser(user.email, user.password, user.emailVerified, 'email-already-exists');
  }

  async getUser(uid: string): Promise<IdentityUser | undefined> {
    const record = this.state.identityUsers[uid];
    return record && toIdentityUser(record);
  }

  async getUserByEmail(email: string): Promise<IdentityUser | undefined> {
    const record = this.recordByEmail(email);
    return record && toIdentityUser(record);
  }

  async createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string> {
    if (!this.state.identityUsers[uid]) throw new IdentityError('user-not-found');
    const token = randomToken(40);
    const expiresAt = new Date(this.clock.now().getTime() + CUSTOM_TOKEN_LIFETIME_MS).toISOString();
    (this.state.customTokens ??= {})[token] = {
      uid,
      expiresAt,
      ...(claims === undefined ? {} : { claims: copy(claims) }),
    };
    return token;
  }

  async setEmailVerified(uid: string, emailVerified: boolean): Promise<void> {
    this.requireRecord(uid).emailVerified = emailVerified;
  }

  async setStaffClaim(uid: string, staff: StaffClaim | null): Promise<void> {
    const record = this.requireRecord(uid);
    const { staff: _old, ...others } = record.customClaims ?? {};
    record.customClaims =
      staff === null ? others : { ...others, staff: { venueId: staff.venueId } };
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    this.requireRecord(uid).disabled = disabled;
  }

  async generateEmailVerificationLink(
    email: string,
    settings: ActionCodeSettings,
  ): Promise<string> {
    const code = this.issueCode('verifyEmail', this.requireRecordByEmail(email));
    return withActionCode(settings.url, 'verifyEmail', code);
  }

  async generatePasswordResetLink(email: string, settings: ActionCodeSettings): Promise<string> {
    const code = this.issueCode('resetPassword', this.requireRecordByEmail(email));
    return withActionCode(settings.url, 'resetPassword', code);
  }

  /** Deletes the login and its action codes, then tells the listeners (onIdentityDeleted). */
  async deleteUser(uid: string): Promise<void> {
    const { email, emailVerified } = this.requireRecord(uid);
    delete this.state.identityUsers[uid];
    for (const [code, record] of Object.entries(this.state.oobCodes)) {
      if (record.uid === uid) delete this.state.oobCodes[code];
    }
    for (const listener of [...this.deletionListeners]) {
      await listener({ uid, email, emailVerified });
    }
  }

  /** Like an auth trigger: called after each deletion. @returns a function that unsubscribes. */
  onUserDeleted(listener: IdentityDeletionListener): () => void {
    this.deletionListeners.add(listener);
    return () => this.deletionListeners.delete(listener);
  }

  // ---- client-side operations (what the app's AuthPort does) ----

  async signInWithPassword(email: string, password: string): Promise<SignedInUser> {
    const record = await this.checkPassword(this.requireSignInRecord(email, password), password);
    return { ...toIdentityUser(record), signInMethod: 'password' };
  }

  /** The app's signInWithCustomToken: a token createCustomToken made, once, within its hour. */
  async signInWithCustomToken(token: string): Promise<SignedInUser> {
    const minted = this.state.customTokens?.[token];
    if (minted) delete this.state.customTokens?.[token];
    if (!minted || Date.parse(minted.expiresAt) <= this.clock.now().getTime()) {
      throw new IdentityError('invalid-custom-token');
    }
    const record = this.state.identityUsers[minted.uid];
    if (!record) throw new IdentityError('user-not-found');
    if (record.disabled) throw new IdentityError('user-disabled');
    // Firebase's ID token says 'custom'; a passkey sign-in's token carries `passkey: true`.
    const passkey = minted.claims?.passkey === true;
    return { ...toIdentityUser(record), signInMethod: passkey ? 'passkey' : 'other' };
  }

  /** Firebase signs the new login in with its password. */
  async signUp(email: string, password: string): Promise<SignedInUser> {
    const user = await this.addUser(email, password, false, 'email-already-in-use');
    return { ...user, signInMethod: 'password' };
  }

  /** Re-enters the password before a sensitive change (e.g. deleting the account). */
  async reauthenticate(uid: string, password: string): Promise<void> {
    if (!password) throw new IdentityError('missing-password');
    await this.checkPassword(this.requireRecord(uid), password);
  }

  async sendEmailVerification(uid: string, continueUrl?: string): Promise<void> {
    const record = this.requireRecord(uid);
    const url = continueUrl ?? `${this.options.productionOrigin}${VERIFY_EMAIL_PATH}`;
    const link = await this.generateEmailVerificationLink(record.email, { url });
    await this.mailer.send({
      to: record.email,
      subject: 'Verify your email address',
      text: 'Please confirm this is your email address by opening the link below.',
      link,
    });
  }

  async sendPasswordResetEmail(email: string, continueUrl?: string): Promise<void> {
    const record = this.requireRecordByEmail(email);
    const url = continueUrl ?? `${this.options.productionOrigin}${RESET_PASSWORD_PATH}`;
    const link = await this.generatePasswordResetLink(record.email, { url });
    await this.mailer.send({
      to: record.email,
      subject: 'Reset your password',
      text: `Open the link below to choose a new password. The link works for ${passwordResetLinkLifetimeText()}.`,
      link,
    });
  }

  /** Applies a verifyEmail code: the login's email becomes verified. */
  async applyActionCode(oobCode: string): Promise<void> {
    const code = this.requireUsableCode(oobCode, 'verifyEmail');
    const record = this.requireRecord(code.uid);
    code.usedAt = this.clock.now().toISOString();
    record.emailVerified = true;
  }

  /**
   * Checks a verifyEmail code without applying it (Firebase's checkActionCode): any holder of the
   * link may ask, as with the provider, and learns only the address the link was mailed to.
   * @returns the email of the login the code was issued to.
   */
  async checkVerificationCode(oobCode: string): Promise<string> {
    return this.requireUsableCode(oobCode, 'verifyEmail').email;
  }

  /** @returns the email the reset code was issued for. */
  async verifyPasswordResetCode(oobCode: string): Promise<string> {
    return this.requireUsableCode(oobCode, 'resetPassword').email;
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    this.requireUsableCode(oobCode, 'resetPassword');
    requireStrongEnough(newPassword);
    const salt = randomSalt();
    const hash = await hashPassword(newPassword, salt);
    const code = this.requireUsableCode(oobCode, 'resetPassword');
    const record = this.requireRecord(code.uid);
    code.usedAt = this.clock.now().toISOString();
    record.passwordSalt = salt;
    record.passwordHash = hash;
    record.passwordChangedAt = code.usedAt;
    record.failedSignIns = [];
  }

  /**
   * The signed-in member changes their password (Firebase's updatePassword). Like a reset, it
   * moves passwordChangedAt (Firebase: tokensValidAfterTime), which ends the login's other ways in.
   */
  async updatePassword(uid: string, newPassword: string): Promise<void> {
    requireStrongEnough(newPassword);
    const salt = randomSalt();
    const hash = await hashPassword(newPassword, salt);
    const record = this.requireRecord(uid);
    record.passwordSalt = salt;
    record.passwordHash = hash;
    record.passwordChangedAt = this.clock.now().toISOString();
    record.failedSignIns = [];
  }

  // ---- the provider's own rules ----

  private async addUser(
    email: string,
    password: string,
    emailVerified: boolean,
    duplicateReason: 'email-already-exists' | 'email-already-in-use',
  ): Promise<IdentityUser> {
    const normalised = requireValidEmail(email);
    requireStrongEnough(password);
    const salt = randomSalt();
    const hash = await hashPassword(password, salt);
    // Checked after the await, right before the write, so two sign-ups cannot share an email.
    if (this.recordByEmail(normalised)) throw new IdentityError(duplicateReason);
    const record: IdentityUserRecord = {
      uid: randomToken(28),
      email: normalised,
      emailVerified,
      disabled: false,
      createdAt: this.clock.now().toISOString(),
      passwordHash: hash,
      passwordSalt: salt,
      failedSignIns: [],
    };
    this.state.identityUsers[record.uid] = record;
    return toIdentityUser(record);
  }

  private requireSignInRecord(email: string, password: string): IdentityUserRecord {
    const normalised = requireValidEmail(email);
    if (!password) throw new IdentityError('missing-password');
    const record = this.recordByEmail(normalised);
    if (!record) throw new IdentityError('user-not-found');
    if (record.disabled) throw new IdentityError('user-disabled');
    return record;
  }

  private async checkPassword(
    record: IdentityUserRecord,
    password: string,
  ): Promise<IdentityUserRecord> {
    const now = this.clock.now();
    const since = now.getTime() - WRONG_PASSWORD_WINDOW_MS;
    record.failedSignIns = record.failedSignIns.filter((at) => Date.parse(at) > since);
    if (record.failedSignIns.length >= MAX_WRONG_PASSWORDS) {
      throw new IdentityError('too-many-requests');
    }
    if ((await hashPassword(password, record.passwordSalt)) !== record.passwordHash) {
      record.failedSignIns.push(now.toISOString());
      throw new IdentityError('wrong-password');
    }
    record.failedSignIns = [];
    return record;
  }

  private issueCode(mode: OobCodeRecord['mode'], record: IdentityUserRecord): string {
    const now = this.clock.now();
    const lifetime =
      mode === 'resetPassword'
        ? PASSWORD_RESET_CODE_LIFETIME_MS
        : EMAIL_VERIFICATION_CODE_LIFETIME_MS;
    const code = randomToken(40);
    this.state.oobCodes[code] = {
      code,
      mode,
      uid: record.uid,
      email: record.email,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetime).toISOString(),
    };
    return code;
  }

  /** A code is usable up to and including its expiry instant, once. */
  private requireUsableCode(oobCode: string, mode: OobCodeRecord['mode']): OobCodeRecord {
    const code = this.state.oobCodes[oobCode];
    if (!code || code.mode !== mode || code.usedAt || !this.state.identityUsers[code.uid]) {
      throw new IdentityError('invalid-action-code');
    }
    if (this.clock.now().getTime() > Date.parse(code.expiresAt)) {
      throw new IdentityError('expired-action-code');
    }
    return code;
  }

  private recordByEmail(email: string): IdentityUserRecord | undefined {
    const normalised = email.trim().toLowerCase();
    return Object.values(this.state.identityUsers).find((record) => record.email === normalised);
  }

  private requireRecordByEmail(email: string): IdentityUserRecord {
    const record = this.recordByEmail(email);
    if (!record) throw new IdentityError('user-not-found');
    return record;
  }

  private requireRecord(uid: string): IdentityUserRecord {
    const record = this.state.identityUsers[uid];
    if (!record) throw new IdentityError('user-not-found');
    return record;
  }
}

function toIdentityUser(record: IdentityUserRecord): IdentityUser {
  const { uid, email, emailVerified, disabled, createdAt, passwordChangedAt } = copy(record);
  const changed = passwordChangedAt === undefined ? {} : { passwordChangedAt };
  const staff = staffClaimOf(record.customClaims?.staff);
  return {
    uid,
    email,
    emailVerified,
    disabled,
    createdAt,
    ...changed,
    ...(staff ? { staff } : {}),
  };
}

function requireValidEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised)) throw new IdentityError('invalid-email');
  return normalised;
}

function requireStrongEnough(password: string): void {
  if (password.length < IDENTITY_MIN_PASSWORD_LENGTH) throw new IdentityError('weak-password');
}
