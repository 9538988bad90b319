import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdToken,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import { inject, injectable } from 'inversify';
import { AuthError } from '../../core/domain/errors';
import { messages } from '../../core/domain/messages';
import type { AuthPort, AuthUser } from '../../core/ports/AuthPort';
import { FirebaseAuthClient } from './firebaseAuthClient';
import { translatingAuthErrors } from './toAuthError';

/** AuthPort on Firebase Auth (email and password); every SDK error leaves as the core's AuthError. */
@injectable()
export class FirebaseAuthPort implements AuthPort {
  readonly #auth: Auth;

  constructor(@inject(FirebaseAuthClient) auth: Auth) {
    this.#auth = auth;
  }

  observe(listener: (user: AuthUser | null) => void): () => void {
    return onAuthStateChanged(this.#auth, (user) => listener(toAuthUser(user)));
  }

  current(): AuthUser | null {
    return toAuthUser(this.#auth.currentUser);
  }

  signIn(email: string, password: string): Promise<AuthUser> {
    return translatingAuthErrors(async () => {
      const { user } = await signInWithEmailAndPassword(this.#auth, email, password);
      return toSignedInUser(user);
    });
  }

  signOut(): Promise<void> {
    return translatingAuthErrors(() => signOut(this.#auth));
  }

  signUp(email: string, password: string): Promise<AuthUser> {
    return translatingAuthErrors(async () => {
      const { user } = await createUserWithEmailAndPassword(this.#auth, email, password);
      return toSignedInUser(user);
    });
  }

  sendEmailVerification(): Promise<void> {
    return translatingAuthErrors(() => sendEmailVerification(this.#signedInUser()));
  }

  applyEmailVerification(oobCode: string): Promise<void> {
    return translatingAuthErrors(() => applyActionCode(this.#auth, oobCode));
  }

  reload(): Promise<AuthUser | null> {
    return translatingAuthErrors(async () => {
      const user = this.#auth.currentUser;
      if (user === null) return null;
      await reload(user);
      return toAuthUser(this.#auth.currentUser);
    });
  }

  verifyPasswordResetCode(oobCode: string): Promise<string> {
    return translatingAuthErrors(() => verifyPasswordResetCode(this.#auth, oobCode));
  }

  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    return translatingAuthErrors(() => confirmPasswordReset(this.#auth, oobCode, newPassword));
  }

  deleteAccount(password: string): Promise<void> {
    return translatingAuthErrors(async () => {
      const user = this.#signedInUser();
      if (password === '') throw new AuthError('missing-password', messages.login.missingPassword);
      const credential = EmailAuthProvider.credential(user.email ?? '', password);
      await reauthenticateWithCredential(user, credential);
      await deleteUser(user);
    });
  }

  idToken(): Promise<string | null> {
    return translatingAuthErrors(async () => {
      const user = this.#auth.currentUser;
      return user === null ? null : getIdToken(user);
    });
  }

  #signedInUser(): User {
    const user = this.#auth.currentUser;
    if (user === null) throw new AuthError('other', messages.errors.notSignedIn);
    return user;
  }
}

function toAuthUser(user: User | null): AuthUser | null {
  return user === null ? null : toSignedInUser(user);
}

function toSignedInUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
}
