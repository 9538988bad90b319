import { AuthError } from '../../src/core/kernel/AuthError';
import type { AuthPort, AuthUser, StaffClaim } from '../../src/core/ports/AuthPort';

interface Account {
  user: AuthUser;
  password: string;
}

type Operation =
  | 'signIn'
  | 'signInWithCustomToken'
  | 'signOut'
  | 'signUp'
  | 'reload'
  | 'applyEmailVerification'
  | 'verificationEmail'
  | 'verifyPasswordResetCode'
  | 'confirmPasswordReset'
  | 'deleteAccount'
  | 'reauthenticate'
  | 'sendEmailVerification';

/**
 * An identity provider with accounts in memory. Listeners hear the initial state once the
 * test calls initialise() (or at once if already initialised), then every sign-in and sign-out.
 * Any operation can be made to fail with failNext().
 */
export class ScriptedAuth implements AuthPort {
  readonly accounts = new Map<string, Account>();
  readonly resetCodes = new Map<string, string>();
  readonly verificationCodes = new Map<string, string>();
  /** Custom tokens the backend minted, by token: the email of the account each signs in. */
  readonly customTokens = new Map<string, string>();
  readonly operations: Operation[] = [];
  verificationEmailsSent = 0;
  #user: AuthUser | null = null;
  #initialised = false;
  readonly #listeners = new Set<(user: AuthUser | null) => void>();
  readonly #failures = new Map<Operation, Error>();

  withAccount(user: AuthUser, password = 'Correct-Horse-42'): this {
    this.accounts.set(user.email, { user: { ...user }, password });
    return this;
  }

  /** Starts signed in as `user` (a restored session), without notifying anyone. */
  signedInAs(user: AuthUser): this {
    if (!this.accounts.has(user.email)) this.withAccount(user);
    this.#user = { ...user };
    return this;
  }

  failNext(operation: Operation, error: Error): this {
    this.#failures.set(operation, error);
    return this;
  }

  /** The provider now knows the initial state: listeners hear it. */
  initialise(): void {
    this.#initialised = true;
    this.#emit();
  }

  /** The email was verified elsewhere (another device); reload() will see it. */
  markVerified(email: string): void {
    const account = this.accounts.get(email);
    if (account) account.user.emailVerified = true;
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  observe(listener: (user: AuthUser | null) => void): () => void {
    this.#listeners.add(listener);
    if (this.#initialised) listener(this.current());
    return () => this.#listeners.delete(listener);
  }

  current(): AuthUser | null {
    return this.#user ? { ...this.#user } : null;
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    this.#begin('signIn');
    const account = this.accounts.get(email);
    if (!account) throw new AuthError('user-not-found', 'auth/user-not-found');
    if (account.password !== password) throw new AuthError('wrong-password', 'auth/wrong-password');
    this.#user = { ...account.user };
    this.#emit();
    return { ...account.user };
  }

  /** A token in customTokens signs its account in, once. */
  async signInWithCustomToken(token: string): Promise<AuthUser> {
    this.#begin('signInWithCustomToken');
    const email = this.customTokens.get(token);
    this.customTokens.delete(token);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account) throw new AuthError('other', 'auth/invalid-custom-token');
    this.#user = { ...account.user };
    this.#emit();
    return { ...account.user };
  }

  async signOut(): Promise<void> {
    this.#begin('signOut');
    this.#user = null;
    this.#emit();
  }

  async signUp(email: string, password: string): Promise<AuthUser> {
    this.#begin('signUp');
    if (this.accounts.has(email)) throw new AuthError('other', 'auth/email-already-in-use');
    const user = { uid: `uid-${this.accounts.size + 1}`, email, emailVerified: false };
    this.accounts.set(email, { user, password });
    this.#user = { ...user };
    this.#emit();
    return { ...user };
  }

  async sendEmailVerification(): Promise<void> {
    this.#begin('sendEmailVerification');
    this.verificationEmailsSent += 1;
  }

  async applyEmailVerification(oobCode: string): Promise<void> {
    this.#begin('applyEmailVerification');
    const email = this.verificationCodes.get(oobCode);
    if (email === undefined) throw new AuthError('other', 'auth/invalid-action-code');
    this.markVerified(email);
  }

  async verificationEmail(oobCode: string): Promise<string> {
    this.#begin('verificationEmail');
    const email = this.verificationCodes.get(oobCode);
    if (email === undefined) throw new AuthError('other', 'auth/invalid-action-code');
    return email;
  }

  async reload(): Promise<AuthUser | null> {
    this.#begin('reload');
    if (this.#user === null) return null;
    const account = this.accounts.get(this.#user.email);
    if (account) this.#user = { ...account.user };
    return this.current();
  }

  async verifyPasswordResetCode(oobCode: string): Promise<string> {
    this.#begin('verifyPasswordResetCode');
    const email = this.resetCodes.get(oobCode);
    if (email === undefined) throw new AuthError('other', 'auth/invalid-action-code');
    return email;
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    this.#begin('confirmPasswordReset');
    const email = this.resetCodes.get(oobCode);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account) throw new AuthError('other', 'auth/expired-action-code');
    account.password = newPassword;
    this.resetCodes.delete(oobCode);
  }

  /** How many times the password was checked again successfully. */
  reauthentications = 0;

  async reauthenticate(password: string): Promise<void> {
    this.#begin('reauthenticate');
    const account = this.#user ? this.accounts.get(this.#user.email) : undefined;
    if (!account) throw new AuthError('other', 'no user signed in');
    if (account.password !== password) throw new AuthError('wrong-password', 'auth/wrong-password');
    this.reauthentications += 1;
  }

  async deleteAccount(password: string): Promise<void> {
    this.#begin('deleteAccount');
    const account = this.#user ? this.accounts.get(this.#user.email) : undefined;
    if (!account) throw new AuthError('other', 'no user signed in');
    if (account.password !== password) throw new AuthError('wrong-password', 'auth/wrong-password');
    this.accounts.delete(account.user.email);
    this.#user = null;
    this.#emit();
  }

  /** Logins given a staff claim with withStaffClaim, by email. */
  readonly #staff = new Map<string, StaffClaim>();

  withStaffClaim(email: string, venueId: number): this {
    this.#staff.set(email, { venueId });
    return this;
  }

  async staffClaim(): Promise<StaffClaim | null> {
    return this.#user ? (this.#staff.get(this.#user.email) ?? null) : null;
  }

  async idToken(): Promise<string | null> {
    return this.#user ? `token-${this.#user.uid}` : null;
  }

  #begin(operation: Operation): void {
    this.operations.push(operation);
    const failure = this.#failures.get(operation);
    if (failure) {
      this.#failures.delete(operation);
      throw failure;
    }
  }

  #emit(): void {
    if (!this.#initialised) return;
    for (const listener of [...this.#listeners]) listener(this.current());
  }
}
