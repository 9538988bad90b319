// @vitest-environment jsdom
import { FirebaseError } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { FirebaseAuthPort } from '../../../src/adapters/firebase/FirebaseAuthPort';
import {
  FirebaseRuntime,
  type FirebaseAuthSdk,
  type StartedFirebase,
} from '../../../src/adapters/firebase/FirebaseRuntime';
import { startFirebase } from '../../../src/adapters/firebase/module';
import { AuthError } from '../../../src/core/kernel/errors';
import { messages } from '../../../src/core/kernel/messages';
import type { AuthUser } from '../../../src/core/ports/AuthPort';
import { KeyValueStorePort } from '../../../src/core/ports/KeyValueStorePort';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';

/**
 * The late start of Firebase (DECISIONS.md "Performance: the first visit and the start"): a
 * visitor's page runs without the SDK until something needs it. Firebase here is a small stand-in
 * for the SDK's surface that FirebaseAuthPort uses; the AuthPort contract runs the same late start
 * against the real SDK and the Auth emulator.
 */
const SAVED_USER_KEY = 'firebase:authUser:demo-key:[DEFAULT]';

/**
 * `saved.restored` is what the SDK's check of a saved user with the server settles on (the user,
 * or null for a login deleted or signed out elsewhere); until `restore.finish()` the SDK has not
 * answered. With nothing saved the SDK is ready at once, nobody signed in.
 */
function standInFirebase(saved?: { restored: User | null }) {
  let currentUser: User | null = null;
  let finish: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    finish = () => {
      currentUser = saved?.restored ?? null;
      resolve();
    };
  });
  if (saved === undefined) finish();
  const observers = new Set<(user: User | null) => void>();
  const notify = () => observers.forEach((observer) => observer(currentUser));
  const auth = {
    get currentUser() {
      return currentUser;
    },
    authStateReady: () => ready,
    onAuthStateChanged(observer: (user: User | null) => void) {
      observers.add(observer);
      void ready.then(() => observer(currentUser));
      return () => observers.delete(observer);
    },
  } as unknown as Auth;
  const sdk = {
    async signInWithEmailAndPassword(_auth: Auth, email: string) {
      currentUser = { uid: 'uid-jack', email, emailVerified: true } as User;
      notify();
      return { user: currentUser };
    },
    async signInWithCustomToken(_auth: Auth, token: string) {
      if (token !== 'minted-for-queen') {
        throw new FirebaseError('auth/invalid-custom-token', 'Firebase: Error.');
      }
      currentUser = { uid: 'uid-queen', email: 'queen@example.com', emailVerified: true } as User;
      notify();
      return { user: currentUser };
    },
    async signOut() {
      currentUser = null;
      notify();
    },
    async reload() {},
  } as unknown as FirebaseAuthSdk;
  return { firebase: { app: {}, auth, sdk } as unknown as StartedFirebase, restore: { finish } };
}

/** A runtime whose SDK "download" is counted, and fails while `failing` is set. */
function lazyRuntime(device = new InMemoryKeyValueStore(), saved?: { restored: User | null }) {
  const { firebase, restore } = standInFirebase(saved);
  const downloads = { count: 0, failing: false };
  const runtime = new FirebaseRuntime({ emulators: null, savedUserKey: SAVED_USER_KEY }, () => {
    downloads.count += 1;
    if (downloads.failing) {
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }
    return Promise.resolve(firebase);
  });
  return { runtime, downloads, restore, port: new FirebaseAuthPort(runtime, device) };
}

function recordStates(port: FirebaseAuthPort) {
  const states: (AuthUser | null)[] = [];
  const stop = port.observe((user) => states.push(user));
  return { states, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Firebase Auth started on first use', () => {
  it('tells a visitor nobody is signed in without downloading the SDK', async () => {
    const { port, downloads } = lazyRuntime();
    const { states } = recordStates(port);

    await settle();

    expect(states).toEqual([null]);
    expect(downloads.count).toBe(0);
    expect(port.current()).toBeNull();
    expect(await port.idToken()).toBeNull();
    expect(await port.reload()).toBeNull();
    await port.signOut();
    expect(downloads.count).toBe(0);
  });

  it('starts the SDK once for two sign-ins at a time, and reports the member once', async () => {
    const { port, downloads } = lazyRuntime();
    const { states } = recordStates(port);
    await settle();

    await Promise.all([
      port.signIn('jack@example.com', 'pw'),
      port.signIn('jack@example.com', 'pw'),
    ]);
    await settle();

    expect(downloads.count).toBe(1);
    expect(states.filter((state) => state === null)).toHaveLength(1);
    expect(states.at(-1)).toMatchObject({ uid: 'uid-jack', email: 'jack@example.com' });
    expect(port.current()).toMatchObject({ uid: 'uid-jack' });
  });

  it('says "network error" when the SDK cannot be downloaded, and tries again next time', async () => {
    const { port, downloads } = lazyRuntime();
    downloads.failing = true;

    const refused = await port.signIn('jack@example.com', 'pw').catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ reason: 'network', message: messages.login.network });
    downloads.failing = false;
    await expect(port.signIn('jack@example.com', 'pw')).resolves.toMatchObject({ uid: 'uid-jack' });
    expect(downloads.count).toBe(2);
  });

  it('reports a sign-out after a late start', async () => {
    const { port } = lazyRuntime();
    const { states } = recordStates(port);
    await port.signIn('jack@example.com', 'pw');

    await port.signOut();
    await settle();

    expect(states.map((state) => state?.uid ?? null)).toEqual([null, 'uid-jack', null]);
  });

  it("signs in with a passkey's custom token after a late start, reporting the member once", async () => {
    const { port, downloads } = lazyRuntime();
    const { states } = recordStates(port);
    await settle();

    const user = await port.signInWithCustomToken('minted-for-queen');
    await settle();

    const queen = { uid: 'uid-queen', email: 'queen@example.com', emailVerified: true };
    expect(user).toEqual(queen);
    expect(states).toEqual([null, queen]);
    expect(downloads.count).toBe(1);
  });

  it("refuses a token Auth does not accept, in the provider's own words", async () => {
    const { port } = lazyRuntime();

    const refused = await port.signInWithCustomToken('forged').catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({
      reason: 'other',
      message:
        'The custom token format is incorrect. Please check the documentation. (auth/invalid-custom-token).',
    });
    expect(port.current()).toBeNull();
  });
});

describe('a member saved on this device, reported before the SDK has checked them', () => {
  const JACK = { uid: 'uid-jack', email: 'jack@example.com', emailVerified: true };
  const restoredJack = {
    ...JACK,
    getIdTokenResult: async () => ({ claims: { email_verified: true } }),
  } as unknown as User;

  /** A device where Firebase saved Jack, and an SDK started (as at boot) that has not answered. */
  async function savedJack(restored: User | null) {
    const device = new InMemoryKeyValueStore();
    device.set(SAVED_USER_KEY, JSON.stringify({ ...JACK, stsTokenManager: { accessToken: 't' } }));
    const lazy = lazyRuntime(device, { restored });
    await lazy.runtime.start();
    return lazy;
  }

  it('reports the saved member at once, and not again when the SDK confirms them', async () => {
    const { port, restore } = await savedJack(restoredJack);
    const { states } = recordStates(port);
    await settle();

    expect(states).toEqual([JACK]);

    restore.finish();
    await settle();
    expect(states).toEqual([JACK]);
  });

  it('reports them signed out when the SDK does not restore them (a deleted login)', async () => {
    const { port, restore } = await savedJack(null);
    const { states } = recordStates(port);
    await settle();

    restore.finish();
    await settle();

    expect(states).toEqual([JACK, null]);
  });

  it("reload and the ID token wait for the SDK's own check of the member", async () => {
    const { port, restore } = await savedJack(restoredJack);
    let reloaded: AuthUser | null | undefined;
    void port.reload().then((user) => (reloaded = user));
    await settle();
    expect(reloaded).toBeUndefined();

    restore.finish();
    await settle();

    expect(reloaded).toEqual(JACK);
  });

  it('reports nobody for a saved value that does not read as a user', async () => {
    const device = new InMemoryKeyValueStore();
    device.set(SAVED_USER_KEY, '{"email":"jack@example.com"}');
    const { port } = lazyRuntime(device);
    const { states } = recordStates(port);

    await settle();

    expect(states).toEqual([null]);
  });
});

describe('startFirebase: when the SDK starts', () => {
  afterEach(() => window.localStorage.clear());

  function containerWith(runtime: FirebaseRuntime, device: InMemoryKeyValueStore): Container {
    const container = new Container();
    container.bind(FirebaseRuntime).toConstantValue(runtime);
    container.bind(KeyValueStorePort).toConstantValue(device);
    return container;
  }

  it('starts with the app when a member is signed in on this device', async () => {
    const { runtime, downloads } = lazyRuntime();
    const device = new InMemoryKeyValueStore();
    device.set(SAVED_USER_KEY, '{"uid":"uid-jack"}');

    await startFirebase(containerWith(runtime, device));

    expect(downloads.count).toBe(1);
    expect(runtime.started).not.toBeNull();
  });

  it('waits for a visitor, and starts when another tab signs in', async () => {
    const { runtime, downloads, port } = lazyRuntime();
    const { states } = recordStates(port);

    await startFirebase(containerWith(runtime, new InMemoryKeyValueStore()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    await settle();
    expect(downloads.count).toBe(0);

    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_USER_KEY, newValue: '{}' }));
    await settle();

    expect(downloads.count).toBe(1);
    expect(states).toEqual([null]);
  });
});
