import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  emulatorOrigin,
  savedUserKey,
  type EmulatorHosts,
  type FirebaseSettings,
} from './firebaseApp';

/** The Firebase Auth functions the adapters call, from the SDK's own chunk (firebaseSdk.ts). */
export type FirebaseAuthSdk = typeof import('./firebaseSdk');

/** Firebase once started: the app, its Auth and the Auth SDK's functions. */
export interface StartedFirebase {
  app: FirebaseApp;
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

/**
 * Firebase of this page, started on first use. The SDK is a chunk of its own (about 31 KB gzip):
 * a visitor who is not signed in downloads it only when they sign in, join or send a form, so
 * /login paints without it (DECISIONS.md "Performance: the first visit and the start"). A member
 * signed in on this device starts it with the app (src/adapters/firebase/module.ts).
 */
export class FirebaseRuntime {
  /** Where the emulators are (null for a real project). */
  readonly emulators: EmulatorHosts | null;
  /** Where Firebase Auth keeps this app's signed-in user in localStorage (firebaseApp.ts). */
  readonly savedUserKey: string;
  #started: StartedFirebase | null = null;
  #starting: Promise<StartedFirebase> | null = null;
  readonly #listeners = new Set<(started: StartedFirebase) => void>();
  readonly #startSdk: () => Promise<StartedFirebase>;

  /** `startSdk` downloads the SDK and starts the app and its Auth; it runs once at a time. */
  constructor(
    where: { emulators: EmulatorHosts | null; savedUserKey: string },
    startSdk: () => Promise<StartedFirebase>,
  ) {
    this.emulators = where.emulators;
    this.savedUserKey = where.savedUserKey;
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

/** Firebase for these settings, started on first use. */
export function createFirebaseRuntime(settings: FirebaseSettings): FirebaseRuntime {
  const where = { emulators: settings.emulators, savedUserKey: savedUserKey(settings) };
  return new FirebaseRuntime(where, async () => {
    const sdk = await import('./firebaseSdk');
    const authEmulator =
      settings.emulators === null ? null : emulatorOrigin(settings.emulators.auth);
    return { ...sdk.startFirebaseApp(settings.options, authEmulator), sdk };
  });
}
