import type { Auth, User } from 'firebase/auth';
import { inject, injectable } from 'inversify';
import { AuthError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import type { AuthPort, AuthUser, StaffClaim } from '../../core/ports/AuthPort';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { FirebaseRuntime, type FirebaseAuthSdk, type StartedFirebase } from './FirebaseRuntime';
import { claimsOf, SavedSignInRefused, type SavedUser } from './savedSignIn';
import { translatingAuthErrors } from './toAuthError';

/**
 * AuthPort on Firebase Auth (email and password); every SDK error leaves as the core's AuthError.
 * The SDK starts on the first call that needs it, so observe() can answer at once without it.
 *
 * A member saved on this device is reported at once from Auth's own saved copy, and their start
 * needs no SDK at all: their token, reload and staff claim come from the saved sign-in over
 * Auth's REST API (SavedSignIn). The first thing that needs the SDK (an account's
 * action, another tab signing in or out, or Auth refusing the saved sign-in) starts it; its
 * answer confirms the member (the same uid is not a change) or signs them out, exactly as it
 * always has (DECISIONS.md "Session and sign-in").
 */
@injectable()
export class FirebaseAuthPort implements AuthPort {
  /** Who hears a sign-out made before the SDK started (the SDK reports its own). */
  readonly #signedOutHere = new Set<() => void>();

  constructor(
    @inject(FirebaseRuntime) private readonly runtime: FirebaseRuntime,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
  ) {}

  observe(listener: (user: AuthUser | null) => void): () => void {
    // A repeat of the user last reported is not a change: Firebase's first answer after a late
    // start repeats "nobody", and its check of a saved member repeats who was reported at once.
    let lastUid: string | null | undefined;
    const report = (user: AuthUser | null): void => {
      const uid = user?.uid ?? null;
      if (uid === lastUid) return;
      lastUid = uid;
      listener(user);
    };
    let stopFollowing: () => void = () => undefined;
    let stopped = false;
    const cancelStart = this.runtime.onStarted(({ auth }) => {
      if (!stopped) stopFollowing = auth.onAuthStateChanged((user) => report(toAuthUser(user)));
    });
    const saved = this.#savedUser();
    if (saved !== null || this.runtime.started === null) {
      void Promise.resolve().then(() => {
        if (!stopped && lastUid === undefined) report(toAuthUser(saved));
      });
    }
    const signedOutHere = () => report(null);
    this.#signedOutHere.add(signedOutHere);
    return () => {
      stopped = true;
      cancelStart();
      stopFollowing();
      this.#signedOutHere.delete(signedOutHere);
    };
  }

  current(): AuthUser | null {
    const started = this.runtime.started;
    return toAuthUser(started === null ? this.#savedUser() : started.auth.currentUser);
  }

  signIn(email: string, password: string): Promise<AuthUser> {
    return this.#withAuth(async (auth, sdk) => {
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      return toSignedInUser(user);
    });
  }

  signInWithCustomToken(token: string): Promise<AuthUser> {
    return this.#withAuth(async (auth, sdk) => {
      const { user } = await sdk.signInWithCustomToken(auth, token);
      return toSignedInUser(user);
    });
  }

  /**
   * The SDK's sign-out once it has started. Before that, signing out is forgetting Auth's saved
   * copy of the member (all the SDK's own sign-out does on this device), so it needs no download
   * and works offline.
   */
  signOut(): Promise<void> {
    const started = this.runtime.started;
    if (started !== null) return translatingAuthErrors(() => started.sdk.signOut(started.auth));
    if (this.#savedUser() !== null) {
      this.device.remove(this.runtime.savedUserKey);
      for (const listener of [...this.#signedOutHere]) listener();
    }
    return Promise.resolve();
  }

  signUp(email: string, password: string): Promise<AuthUser> {
    return this.#withAuth(async (auth, sdk) => {
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      return toSignedInUser(user);
    });
  }

  sendEmailVerification(): Promise<void> {
    return this.#withAuth((auth, sdk) => sdk.sendEmailVerification(signedInUser(auth)));
  }

  applyEmailVerification(oobCode: string): Promise<void> {
    return this.#withAuth((auth, sdk) => sdk.applyActionCode(auth, oobCode));
  }

  verificationEmail(oobCode: string): Promise<string> {
    return this.#withAuth(async (auth, sdk) => {
      const info = await sdk.checkActionCode(auth, oobCode);
      return info.data.email ?? '';
    });
  }

  /**
   * The login as Auth has it now. A member saved on this device is read over REST while the SDK
   * sleeps; when Auth refuses them, the SDK's own reload answers (it signs them out).
   */
  async reload(): Promise<AuthUser | null> {
    if (this.runtime.started === null && this.#savedUser() !== null) {
      try {
        return await this.#reloadSaved();
      } catch (error) {
        await this.runtime.handOverRefusal(error);
      }
    }
    return this.#withSavedUser(async (user, started) => {
      await started.sdk.reload(user);
      const current = started.auth.currentUser;
      // An ID token carries email_verified as it was when minted: once the address is verified,
      // the functions must be sent a fresh one, or they still refuse it as unverified. The
      // token's own claim decides, not the user's flag before this reload: the SDK saves the
      // reloaded user before the token is refreshed, so a page closed in between starts with
      // the flag set and the old token (DECISIONS.md "Session and sign-in").
      if (current?.emailVerified && tokenBehindVerification(await current.getIdToken())) {
        await current.getIdToken(true);
      }
      return toAuthUser(current);
    });
  }

  verifyPasswordResetCode(oobCode: string): Promise<string> {
    return this.#withAuth((auth, sdk) => sdk.verifyPasswordResetCode(auth, oobCode));
  }

  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    return this.#withAuth((auth, sdk) => sdk.confirmPasswordReset(auth, oobCode, newPassword));
  }

  /** The SDK's reauthenticateWithCredential mints a new ID token, with a new auth_time. */
  reauthenticate(password: string): Promise<void> {
    return this.#withAuth(async (auth, sdk) => {
      const user = signedInUser(auth);
      if (password === '') throw new AuthError('missing-password', messages.login.missingPassword);
      const credential = sdk.EmailAuthProvider.credential(user.email ?? '', password);
      await sdk.reauthenticateWithCredential(user, credential);
    });
  }

  deleteAccount(password: string): Promise<void> {
    return this.#withAuth(async (auth, sdk) => {
      const user = signedInUser(auth);
      if (password === '') throw new AuthError('missing-password', messages.login.missingPassword);
      const credential = sdk.EmailAuthProvider.credential(user.email ?? '', password);
      await sdk.reauthenticateWithCredential(user, credential);
      await sdk.deleteUser(user);
    });
  }

  /** The ID token's custom claim `staff` (set by `npm run staff`), read from the token itself. */
  async staffClaim(): Promise<StaffClaim | null> {
    // The contract's code comes with the session's (the member chunk), never with /login's.
    // Destructured in then(): the bundler keeps only what is named, where a whole namespace
    // would carry every export of the contract, the request schemas too.
    const [token, staffClaimOf] = await Promise.all([
      this.idToken(),
      import('@met/scheme/contract').then(({ staffClaimOf }) => staffClaimOf),
    ]);
    return token === null ? null : (staffClaimOf(claimsOf(token)['staff']) ?? null);
  }

  idToken(): Promise<string | null> {
    return translatingAuthErrors(() => this.runtime.idToken());
  }

  /**
   * The saved member's login over Auth's REST API, as the SDK's reload reads it (below). An
   * address verified since the token was minted asks for a fresh token, as there.
   * @throws SavedSignInRefused when Auth refuses them; AuthError('network') without an answer.
   */
  async #reloadSaved(): Promise<AuthUser> {
    const { saved } = this.runtime;
    const token = await saved.idToken();
    if (token === null) throw new SavedSignInRefused('NO_SAVED_USER');
    const login = await saved.lookup(token);
    if (login.emailVerified && tokenBehindVerification(token)) await saved.idToken(true);
    return login;
  }

  /** The member Auth saved on this device (read without the SDK), or null. */
  #savedUser(): SavedUser | null {
    return this.runtime.saved.user();
  }

  /**
   * `work` with the signed-in user once the SDK has restored them (a saved member is reported
   * before that: it is waited for here); null when nobody is signed in or Firebase never started.
   */
  #withSavedUser<T>(
    work: (user: User, started: StartedFirebase) => Promise<T | null>,
  ): Promise<T | null> {
    const started = this.runtime.started;
    if (started === null) return Promise.resolve(null);
    return translatingAuthErrors(async () => {
      await started.auth.authStateReady();
      const user = started.auth.currentUser;
      return user === null ? null : work(user, started);
    });
  }

  /** Runs `work` on the started Auth; SDK code that cannot be downloaded is a network error. */
  #withAuth<T>(work: (auth: Auth, sdk: FirebaseAuthSdk) => Promise<T>): Promise<T> {
    return translatingAuthErrors(async () => {
      let started;
      try {
        started = await this.runtime.start();
      } catch (error) {
        console.error('The Firebase SDK could not be downloaded', error);
        throw new AuthError('network', messages.login.network);
      }
      // A member saved on this device is the SDK's current user only once it has restored them.
      await started.auth.authStateReady();
      return work(started.auth, started.sdk);
    });
  }
}

function signedInUser(auth: Auth): User {
  const user = auth.currentUser;
  if (user === null) throw new AuthError('other', messages.errors.notSignedIn);
  return user;
}

/**
 * Whether an ID token was minted before its address was verified: the functions read
 * email_verified from the token, so a verified login needs a fresh one (DECISIONS.md "Session
 * and sign-in").
 */
function tokenBehindVerification(idToken: string): boolean {
  return claimsOf(idToken).email_verified !== true;
}

function toAuthUser(user: User | SavedUser | null): AuthUser | null {
  return user === null ? null : toSignedInUser(user);
}

function toSignedInUser(user: User | SavedUser): AuthUser {
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
}
