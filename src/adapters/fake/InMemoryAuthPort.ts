import { inject, injectable } from 'inversify';
import type { MemoryBackend, IdentityUser } from 'met-rewards-functions/in-memory';
import { AuthError } from '../../core/kernel/AuthError';
import { loginErrorMessage } from '../../core/kernel/authErrors';
import { staffClaimOf, type SignInMethod } from '@met/scheme/contract';
import type { AuthPort, AuthUser, StaffClaim } from '../../core/ports/AuthPort';
import { toAuthError } from './identityErrors';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';
import { FaultInjector } from './world/FaultInjector';
import { offlineAuthError } from './world/networkErrors';

const NOBODY_SIGNED_IN = 'No user is signed in (auth/no-current-user).';

/**
 * The fake world's identity provider (InMemoryIdentity's client-side operations) behind the
 * AuthPort, behaving like Firebase Auth: the user persists across reloads, observe() first
 * reports the restored user, applying a verification code changes the user only after reload(),
 * and with the network off every provider call fails as 'network' (sign-out still works).
 */
@injectable()
export class InMemoryAuthPort implements AuthPort {
  constructor(
    @inject(FakeWorld) private readonly world: FakeWorld,
    @inject(FakeAuthSession) private readonly session: FakeAuthSession,
    @inject(FaultInjector) private readonly faults: FaultInjector,
  ) {}

  observe(listener: (user: AuthUser | null) => void): () => void {
    return this.session.observe(listener);
  }

  current(): AuthUser | null {
    return this.session.current();
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    const user = await this.#provider(({ identity }) =>
      identity.signInWithPassword(email, password),
    );
    return this.#signedIn(user);
  }

  /** A token the fake world's identity provider minted (createCustomToken): once, within its hour. */
  async signInWithCustomToken(token: string): Promise<AuthUser> {
    const user = await this.#provider(({ identity }) => identity.signInWithCustomToken(token));
    return this.#signedIn(user);
  }

  async signOut(): Promise<void> {
    await this.session.ready();
    this.session.signOut();
  }

  async signUp(email: string, password: string): Promise<AuthUser> {
    const user = await this.#provider(({ identity }) => identity.signUp(email, password));
    return this.#signedIn(user);
  }

  async sendEmailVerification(): Promise<void> {
    const { uid } = await this.#requireUser();
    await this.#provider(({ identity }) => identity.sendEmailVerification(uid));
  }

  async applyEmailVerification(oobCode: string): Promise<void> {
    await this.#provider(({ identity }) => identity.applyActionCode(oobCode));
  }

  async verificationEmail(oobCode: string): Promise<string> {
    return this.#provider(({ identity }) => identity.checkVerificationCode(oobCode));
  }

  async reload(): Promise<AuthUser | null> {
    await this.session.ready();
    const user = this.session.current();
    if (user === null) return null;
    const login = await this.#provider(({ identity }) => identity.getUser(user.uid));
    if (login === undefined || login.disabled) {
      // Firebase signs out a user whose login was deleted or disabled elsewhere.
      this.session.signOut();
      const reason = login === undefined ? 'user-not-found' : 'user-disabled';
      throw new AuthError(reason, loginErrorMessage(reason, ''));
    }
    const fresh = toAuthUser(login);
    this.session.refresh(fresh);
    return fresh;
  }

  async verifyPasswordResetCode(oobCode: string): Promise<string> {
    return this.#provider(({ identity }) => identity.verifyPasswordResetCode(oobCode));
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    await this.#provider(({ identity }) => identity.confirmPasswordReset(oobCode, newPassword));
  }

  /** Checks the password; the fake session's sign-in time is renewed, as a new ID token's would be. */
  async reauthenticate(password: string): Promise<void> {
    const user = await this.#requireUser();
    await this.#provider(({ identity }) => identity.reauthenticate(user.uid, password));
    this.session.renewSignInTime();
  }

  /** Re-authenticates, then deletes the login; the backend then removes users/{uid}. */
  async deleteAccount(password: string): Promise<void> {
    const { uid } = await this.#requireUser();
    await this.#provider(async ({ identity }) => {
      await identity.reauthenticate(uid, password);
      await identity.deleteUser(uid);
    });
    this.session.signOut();
  }

  /** The login's custom claim as the fake world's identity provider keeps it (customClaims). */
  async staffClaim(): Promise<StaffClaim | null> {
    await this.session.ready();
    const user = this.session.current();
    if (user === null) return null;
    return staffClaimOf(this.world.state?.identityUsers[user.uid]?.customClaims?.staff) ?? null;
  }

  async idToken(): Promise<string | null> {
    await this.session.ready();
    const user = this.session.current();
    if (user === null) return null;
    const claims = { uid: user.uid, email: user.email, email_verified: user.emailVerified };
    return `fake-id-token.${btoa(JSON.stringify(claims))}`;
  }

  async #requireUser(): Promise<AuthUser> {
    await this.session.ready();
    const user = this.session.current();
    if (user === null) throw new AuthError('other', NOBODY_SIGNED_IN);
    return user;
  }

  /** The session keeps how the login signed in, as its ID token's sign_in_provider would say. */
  #signedIn(login: IdentityUser & { signInMethod: SignInMethod }): AuthUser {
    const user = toAuthUser(login);
    this.session.signIn(user, login.signInMethod);
    return user;
  }

  /** One call to the identity provider: needs the network; refusals become AuthError. */
  async #provider<T>(work: (backend: MemoryBackend) => Promise<T>): Promise<T> {
    await this.session.ready();
    if (this.faults.offline) throw offlineAuthError();
    try {
      return await this.world.run(work);
    } catch (error) {
      throw toAuthError(error);
    }
  }
}

function toAuthUser(login: IdentityUser): AuthUser {
  return { uid: login.uid, email: login.email, emailVerified: login.emailVerified };
}
