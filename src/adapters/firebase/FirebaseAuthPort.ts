import type { Auth, User } from 'firebase/auth';
import { inject, injectable } from 'inversify';
import { AuthError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import type { AuthPort, AuthUser } from '../../core/ports/AuthPort';
import { FirebaseRuntime, type FirebaseAuthSdk } from './FirebaseRuntime';
import { translatingAuthErrors } from './toAuthError';

/**
 * AuthPort on Firebase Auth (email and password); every SDK error leaves as the core's AuthError.
 * Firebase starts on the first call that needs it: until then nobody is signed in on this device
 * (a saved member starts it with the app), so observe() can answer at once without the SDK.
 */
@injectable()
export class FirebaseAuthPort implements AuthPort {
  constructor(@inject(FirebaseRuntime) private readonly runtime: FirebaseRuntime) {}

  observe(listener: (user: AuthUser | null) => void): () => void {
    // Firebase's first answer after a late start repeats "nobody", which is not a change.
    let lastUid: string | null | undefined;
    const report = (user: User | null): void => {
      const uid = user?.uid ?? null;
      if (uid === null && lastUid === null) return;
      lastUid = uid;
      listener(toAuthUser(user));
    };
    let stopFollowing: () => void = () => undefined;
    let stopped = false;
    const cancelStart = this.runtime.onStarted(({ auth }) => {
      if (!stopped) stopFollowing = auth.onAuthStateChanged(report);
    });
    if (this.runtime.started === null) {
      void Promise.resolve().then(() => {
        if (!stopped && lastUid === undefined) report(null);
      });
    }
    return () => {
      stopped = true;
      cancelStart();
      stopFollowing();
    };
  }

  current(): AuthUser | null {
    return toAuthUser(this.runtime.started?.auth.currentUser ?? null);
  }

  signIn(email: string, password: string): Promise<AuthUser> {
    return this.#withAuth(async (auth, sdk) => {
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      return toSignedInUser(user);
    });
  }

  signOut(): Promise<void> {
    const started = this.runtime.started;
    if (started === null) return Promise.resolve();
    return translatingAuthErrors(() => started.sdk.signOut(started.auth));
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

  reload(): Promise<AuthUser | null> {
    const started = this.runtime.started;
    if (started === null) return Promise.resolve(null);
    return translatingAuthErrors(async () => {
      const user = started.auth.currentUser;
      if (user === null) return null;
      await started.sdk.reload(user);
      const current = started.auth.currentUser;
      // An ID token carries email_verified as it was when minted: once the address is verified,
      // the functions must be sent a fresh one, or they still refuse it as unverified. The
      // token's own claim decides, not the user's flag before this reload: the SDK saves the
      // reloaded user before the token is refreshed, so a page closed in between starts with
      // the flag set and the old token (DECISIONS.md "Session and sign-in").
      if (current !== null && current.emailVerified && !(await tokenSaysVerified(current))) {
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

  deleteAccount(password: string): Promise<void> {
    return this.#withAuth(async (auth, sdk) => {
      const user = signedInUser(auth);
      if (password === '') throw new AuthError('missing-password', messages.login.missingPassword);
      const credential = sdk.EmailAuthProvider.credential(user.email ?? '', password);
      await sdk.reauthenticateWithCredential(user, credential);
      await sdk.deleteUser(user);
    });
  }

  idToken(): Promise<string | null> {
    const user = this.runtime.started?.auth.currentUser ?? null;
    if (user === null) return Promise.resolve(null);
    return translatingAuthErrors(() => user.getIdToken());
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
      return work(started.auth, started.sdk);
    });
  }
}

function signedInUser(auth: Auth): User {
  const user = auth.currentUser;
  if (user === null) throw new AuthError('other', messages.errors.notSignedIn);
  return user;
}

/** Whether the user's current ID token (refreshed only if expired) says the email is verified. */
async function tokenSaysVerified(user: User): Promise<boolean> {
  const { claims } = await user.getIdTokenResult();
  return claims.email_verified === true;
}

function toAuthUser(user: User | null): AuthUser | null {
  return user === null ? null : toSignedInUser(user);
}

function toSignedInUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
}
