import { inject, injectable } from 'inversify';
import type { SignInMethod } from '@met/scheme/contract';
import type { AuthUser } from '../../../core/ports/AuthPort';
import { KeyValueStorePort } from '../../../core/ports/KeyValueStorePort';
import { ChangeSignal } from './ChangeSignal';
import { FakeWorld } from './FakeWorld';
import { FAKE_WORLD_STORAGE_KEY } from './storedWorld';

export const FAKE_SESSION_STORAGE_KEY = `${FAKE_WORLD_STORAGE_KEY}:session`;

type Listener = (user: AuthUser | null) => void;

/**
 * Who is signed in to the fake identity provider, kept in localStorage like Firebase Auth's
 * local persistence: the user as last signed in or reloaded (what an ID token would carry), and
 * when they signed in (an ID token's auth_time: adding a passkey needs a recent one)
 * and how (its sign_in_provider, and a passkey sign-in's claim: the desk honours the staff claim
 * only after a password or passkey sign-in).
 * A kept user whose login no longer exists in the world, or who signed in before the login's
 * password was last reset (Firebase then refuses the session's refresh token: the fake world ends
 * it at the next page load rather than at the next token refresh), is forgotten on restore, and
 * resetting the world signs out.
 */
@injectable()
export class FakeAuthSession {
  readonly changes = new ChangeSignal();
  #user: AuthUser | null = null;
  #authTime: string | null = null;
  #signInMethod: SignInMethod | null = null;
  #restoring: Promise<void> | null = null;
  /** Counts sign-ins, sign-outs and refreshes, so a restore never overrides a newer one. */
  #changeCount = 0;
  /** Listeners that have heard the initial state; only they hear changes. */
  readonly #listeners = new Map<Listener, { initialised: boolean }>();

  constructor(
    @inject(FakeWorld) private readonly world: FakeWorld,
    @inject(KeyValueStorePort) private readonly storage: KeyValueStorePort,
  ) {
    world.onReset(() => this.signOut());
  }

  /** Resolves once the kept user is restored (or known to be gone). */
  ready(): Promise<void> {
    return (this.#restoring ??= this.#restore());
  }

  /** Null until restored, then the signed-in user. */
  current(): AuthUser | null {
    return this.#user && { ...this.#user };
  }

  /** When the signed-in user signed in (ISO instant), or null when nobody is. */
  authTime(): string | null {
    return this.#user && this.#authTime;
  }

  /** How the signed-in user signed in, or null when nobody is (or a kept session did not say). */
  signInMethod(): SignInMethod | null {
    return this.#user && this.#signInMethod;
  }

  /** Calls `listener` once with the restored user, then on every sign-in and sign-out. */
  observe(listener: Listener): () => void {
    const entry = { initialised: false };
    this.#listeners.set(listener, entry);
    void this.ready().then(() => {
      if (this.#listeners.get(listener) !== entry) return;
      entry.initialised = true;
      listener(this.current());
    });
    return () => {
      if (this.#listeners.get(listener) === entry) this.#listeners.delete(listener);
    };
  }

  /** `user` signed in now (with a password, a sign-up or a passkey's custom token): `method`. */
  signIn(user: AuthUser, method: SignInMethod): void {
    this.#keep(user, this.world.now().toISOString(), method);
    this.#emit();
  }

  signOut(): void {
    const wasSignedIn = this.#user !== null;
    this.#keep(null, null, null);
    if (wasSignedIn) this.#emit();
  }

  /**
   * The password was checked again (reauthenticate): a new sign-in time, as a password sign-in's,
   * no sign-in event.
   */
  renewSignInTime(): void {
    if (this.#user !== null) this.#keep(this.#user, this.world.now().toISOString(), 'password');
  }

  /** A reload refreshed the user's details: kept, without a sign-in event or a new sign-in time. */
  refresh(user: AuthUser): void {
    this.#keep(user, this.#authTime, this.#signInMethod);
  }

  async #restore(): Promise<void> {
    const kept = parseKeptUser(this.storage.get(FAKE_SESSION_STORAGE_KEY));
    const changeCount = this.#changeCount;
    const state = (await this.world.ready()).state;
    // A sign-in or sign-out made meanwhile is newer than what was kept.
    if (changeCount !== this.#changeCount) return;
    const login = kept ? state.identityUsers[kept.user.uid] : undefined;
    if (
      kept &&
      login &&
      !login.disabled &&
      !signedInBefore(kept.authTime, login.passwordChangedAt)
    ) {
      this.#user = { ...kept.user, email: login.email };
      this.#authTime = kept.authTime;
      this.#signInMethod = kept.signInMethod;
    } else this.storage.remove(FAKE_SESSION_STORAGE_KEY);
    this.changes.notify();
  }

  #keep(user: AuthUser | null, authTime: string | null, method: SignInMethod | null): void {
    this.#changeCount += 1;
    this.#user = user && { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
    this.#authTime = user && authTime;
    this.#signInMethod = user && method;
    if (this.#user === null) this.storage.remove(FAKE_SESSION_STORAGE_KEY);
    else {
      const kept = {
        ...this.#user,
        ...(this.#authTime === null ? {} : { authTime: this.#authTime }),
        ...(this.#signInMethod === null ? {} : { signInMethod: this.#signInMethod }),
      };
      this.storage.set(FAKE_SESSION_STORAGE_KEY, JSON.stringify(kept));
    }
    this.changes.notify();
  }

  #emit(): void {
    for (const [listener, entry] of [...this.#listeners]) {
      if (entry.initialised) listener(this.current());
    }
  }
}

/** Whether a session that signed in at `authTime` predates the password change at `changedAt`. */
function signedInBefore(authTime: string | null, changedAt: string | undefined): boolean {
  return changedAt !== undefined && (authTime === null || authTime < changedAt);
}

const SIGN_IN_METHODS: readonly unknown[] = ['password', 'passkey', 'other'] as const;

/**
 * The kept user, sign-in time and method; a session kept before sign-in times (or methods) were
 * has none.
 */
function parseKeptUser(
  raw: string | null,
): { user: AuthUser; authTime: string | null; signInMethod: SignInMethod | null } | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, email, emailVerified, authTime, signInMethod } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || typeof email !== 'string' || typeof emailVerified !== 'boolean')
      return null;
    const at =
      typeof authTime === 'string' && !Number.isNaN(Date.parse(authTime)) ? authTime : null;
    const method = SIGN_IN_METHODS.includes(signInMethod) ? (signInMethod as SignInMethod) : null;
    return { user: { uid, email, emailVerified }, authTime: at, signInMethod: method };
  } catch {
    return null;
  }
}
