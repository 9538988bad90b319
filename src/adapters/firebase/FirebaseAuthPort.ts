import type { Auth, User } from 'firebase/auth';
import { inject, injectable } from 'inversify';
import { AuthError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import type { AuthPort, AuthUser, StaffClaim } from '../../core/ports/AuthPort';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { FirebaseRuntime, type FirebaseAuthSdk, type StartedFirebase } from './FirebaseRuntime';
import { translatingAuthErrors } from './toAuthError';

/**
 * AuthPort on Firebase Auth (email and password); every SDK error leaves as the core's AuthError.
 * Firebase starts on the first call that needs it: until then nobody is signed in on this device
 * (a saved member starts it with the app), so observe() can answer at once without the SDK.
 *
 * A member saved on this device is reported at once from Auth's own saved copy, before the SDK
 * has checked it with the server (its first report waits for that round trip): the session starts
 * from the device and the SDK's answer confirms the member (the same uid is not a change) or
 * signs them out (DECISIONS.md "Session and sign-in").
 */
@injectable()
export class FirebaseAuthPort implements AuthPort {
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
    const saved = savedAuthUser(this.device.get(this.runtime.savedUserKey));
    if (saved !== null || this.runtime.started === null) {
      void Promise.resolve().then(() => {
        if (!stopped && lastUid === undefined) report(saved);
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

  signInWithCustomToken(token: string): Promise<AuthUser> {
    return this.#withAuth(async (auth, sdk) => {
      const { user } = await sdk.signInWithCustomToken(auth, token);
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
    return this.#withSavedUser(async (user, started) => {
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
  staffClaim(): Promise<StaffClaim | null> {
    return this.#withSavedUser(async (user) => {
      // The contract's code comes with the session's (the member chunk), never with /login's.
      // Destructured in then(): the bundler keeps only what is named, where a whole namespace
      // would carry every export of the contract, the request schemas too (issue 25).
      const [{ claims }, staffClaimOf] = await Promise.all([
        user.getIdTokenResult(),
        import('@met/scheme/contract').then(({ staffClaimOf }) => staffClaimOf),
      ]);
      return staffClaimOf(claims['staff']) ?? null;
    });
  }

  idToken(): Promise<string | null> {
    return this.#withSavedUser((user) => user.getIdToken());
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

/**
 * The user Firebase Auth saved on this device (its local persistence's JSON), or null when none
 * is saved or it does not read as a user.
 */
function savedAuthUser(json: string | null): AuthUser | null {
  if (json === null) return null;
  try {
    const saved: unknown = JSON.parse(json);
    if (typeof saved !== 'object' || saved === null) return null;
    const { uid, email, emailVerified } = saved as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return null;
    return {
      uid,
      email: typeof email === 'string' ? email : '',
      emailVerified: emailVerified === true,
    };
  } catch {
    return null;
  }
}

function toAuthUser(user: User | null): AuthUser | null {
  return user === null ? null : toSignedInUser(user);
}

function toSignedInUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
}
