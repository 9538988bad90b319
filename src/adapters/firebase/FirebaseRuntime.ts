import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  emulatorOrigin,
  savedUserKey,
  type EmulatorHosts,
  type FirebaseSettings,
} from './firebaseApp';
import { AuthError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import { SavedSignIn, SavedSignInRefused } from './savedSignIn';

/** The Firebase Auth functions the adapters call, from the SDK's own chunk (firebaseSdk.ts). */
export type FirebaseAuthSdk = typeof import('./firebaseSdk');

/** Firebase once started: the app, its Auth and the Auth SDK's functions. */
export interface StartedFirebase {
  app: FirebaseApp;
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

/**
 * Firebase of this page, started on first use. The SDK is a chunk of its own (about 26 KB gzip),
 * downloaded only when something needs it: signing in, joining, an account's action, or Auth
 * refusing the saved sign-in. A visitor's /login paints without it, and a member signed in on
 * this device starts without it: their ID token comes from the saved sign-in over Auth's REST
 * API (SavedSignIn) until the SDK has started (DECISIONS.md "Performance: the first visit and
 * the start").
 */
export class FirebaseRuntime {
  /** Where the emulators are (null for a real project). */
  readonly emulators: EmulatorHosts | null;
  /** Where Firebase Auth keeps this app's signed-in user in localStorage (firebaseApp.ts). */
  readonly savedUserKey: string;
  /** The Firebase project the functions and Firestore belong to. */
  readonly projectId: string;
  /** The member Auth saved on this device, read without the SDK. */
  readonly saved: SavedSignIn;
  #started: StartedFirebase | null = null;
  #starting: Promise<StartedFirebase> | null = null;
  readonly #listeners = new Set<(started: StartedFirebase) => void>();
  readonly #startSdk: () => Promise<StartedFirebase>;

  /** `startSdk` downloads the SDK and starts the app and its Auth; it runs once at a time. */
  constructor(
    where: {
      emulators: EmulatorHosts | null;
      savedUserKey: string;
      projectId: string;
      saved: SavedSignIn;
    },
    startSdk: () => Promise<StartedFirebase>,
  ) {
    this.emulators = where.emulators;
    this.savedUserKey = where.savedUserKey;
    this.projectId = where.projectId;
    this.saved = where.saved;
    this.#startSdk = startSdk;
  }

  /** The started Firebase, or null while nothing has needed it. */
  get started(): StartedFirebase | null {
    return this.#started;
  }

  /**
   * Starts Firebase once; every caller gets the same app and Auth.
   * @throws whatever a failed download of the SDK's chunk throws; the next call tries again.
   */
  start(): Promise<StartedFirebase> {
    this.#starting ??= this.#startSdk().then(
      (started) => {
        this.#started = started;
        for (const listener of [...this.#listeners]) listener(started);
        this.#listeners.clear();
        return started;
      },
      (error: unknown) => {
        this.#starting = null;
        throw error;
      },
    );
    return this.#starting;
  }

  /**
   * The signed-in member's ID token, or null when nobody is signed in: the SDK's once it has
   * started (after it has read the saved user), else the saved sign-in's. When Auth refuses the
   * saved sign-in, the SDK starts and answers as it does (it signs the member out: null).
   * @throws AuthError('network') or the SDK's error, when no token can be had.
   */
  async idToken(forceRefresh = false): Promise<string | null> {
    if (this.#started === null) {
      try {
        return await this.saved.idToken(forceRefresh);
      } catch (error) {
        await this.handOverRefusal(error);
      }
    }
    const { auth } = this.#started ?? (await this.start());
    await auth.authStateReady();
    return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
  }

  /**
   * What meets the saved sign-in's `error` does next: Auth's own refusal (SavedSignInRefused) is
   * the SDK's to answer, so the SDK starts; any other error is thrown on.
   * @throws AuthError('network') when the SDK cannot be downloaded.
   */
  async handOverRefusal(error: unknown): Promise<StartedFirebase> {
    if (!(error instanceof SavedSignInRefused)) throw error;
    console.warn('Auth refused the saved sign-in; the SDK answers it', error.code);
    return this.start().catch(() => {
      throw new AuthError('network', messages.login.network);
    });
  }

  /**
   * JSON request headers with the member's ID token (none when nobody is signed in), for the
   * REST endpoints the app calls with fetch: Firestore's rules and the callables read the caller
   * from it.
   */
  async requestHeaders(): Promise<Record<string, string>> {
    const token = await this.idToken();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /** Calls `listener` once Firebase has started, whoever starts it. Returns the cancel function. */
  onStarted(listener: (started: StartedFirebase) => void): () => void {
    if (this.#started !== null) {
      listener(this.#started);
      return () => undefined;
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/**
 * Firebase for these settings, started on first use; `savedJson` reads what Auth's local
 * persistence keeps under `savedUserKey` (the device's storage).
 */
export function createFirebaseRuntime(
  settings: FirebaseSettings,
  savedJson: (key: string) => string | null,
): FirebaseRuntime {
  const key = savedUserKey(settings);
  const authEmulator = settings.emulators === null ? null : emulatorOrigin(settings.emulators.auth);
  const saved = new SavedSignIn(
    { apiKey: settings.options.apiKey ?? '', authOrigin: authEmulator },
    () => savedJson(key),
  );
  const where = {
    emulators: settings.emulators,
    savedUserKey: key,
    projectId: settings.options.projectId ?? '',
    saved,
  };
  return new FirebaseRuntime(where, async () => {
    const sdk = await import('./firebaseSdk');
    return { ...sdk.startFirebaseApp(settings.options, authEmulator), sdk };
  });
}
