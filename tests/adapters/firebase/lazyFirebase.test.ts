// @vitest-environment jsdom
import { FirebaseError } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { runtimeWhere } from './startedRuntime';

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
    EmailAuthProvider: { credential: (email: string) => ({ email }) },
    async reauthenticateWithCredential(user: User | null) {
      if (user !== currentUser || user === null) throw new Error('not the current user');
    },
  } as unknown as FirebaseAuthSdk;
  return { firebase: { app: {}, auth, sdk } as unknown as StartedFirebase, restore: { finish } };
}

/** A runtime whose SDK "download" is counted, and fails while `failing` is set. */
function lazyRuntime(device = new InMemoryKeyValueStore(), saved?: { restored: User | null }) {
  const { firebase, restore } = standInFirebase(saved);
  const downloads = { count: 0, failing: false };
  const where = runtimeWhere(null, 'demo-lazy', {
    savedUserKey: SAVED_USER_KEY,
    savedJson: () => device.get(SAVED_USER_KEY),
  });
  const runtime = new FirebaseRuntime(where, () => {
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

/** An ID token (unsigned: only its claims are read here) carrying `claims`. */
function idTokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

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
    getIdToken: async () => idTokenWith({ sub: 'uid-jack', email_verified: true }),
  } as unknown as User;

  /**
   * A device where Firebase saved Jack, and an SDK started (by an account's action, or another
   * tab) that has not answered.
   */
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

describe('a member saved on this device, before the SDK has started', () => {
  const JACK = { uid: 'uid-jack', email: 'jack@example.com', emailVerified: true };
  const NOW = Date.parse('2026-11-27T21:00:00Z');
  const HOUR = 3_600_000;
  const savedToken = idTokenWith({
    sub: 'uid-jack',
    email_verified: true,
    staff: { venueId: 3 },
  });

  /** Jack saved by Auth with an ID token that expires at `expiresAt`. */
  function savedJack(expiresAt = NOW + HOUR) {
    const device = new InMemoryKeyValueStore();
    device.set(
      SAVED_USER_KEY,
      JSON.stringify({
        ...JACK,
        stsTokenManager: {
          refreshToken: 'refresh-jack',
          accessToken: savedToken,
          expirationTime: expiresAt,
        },
      }),
    );
    vi.setSystemTime(NOW);
    return { device, ...lazyRuntime(device, { restored: null }) };
  }

  /** Auth's REST API as the test scripts it, recording each request's endpoint. */
  function authAnswers(answer: (endpoint: string, body: string) => Response | Promise<never>) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const endpoint = new URL(url).pathname.split('/').at(-1) ?? '';
      asked.push(endpoint);
      return answer(endpoint, String(init.body));
    });
    return asked;
  }
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const lookupOfJack = json(200, {
    users: [{ localId: 'uid-jack', email: JACK.email, emailVerified: true }],
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));

  it('sends the saved token, reloads and reads the staff claim without downloading the SDK', async () => {
    const { port, downloads } = savedJack();
    const asked = authAnswers(() => lookupOfJack);

    expect(await port.idToken()).toBe(savedToken);
    expect(await port.reload()).toEqual(JACK);
    expect(await port.staffClaim()).toEqual({ venueId: 3 });
    expect(port.current()).toEqual(JACK);

    expect(asked).toEqual(['accounts:lookup']);
    expect(downloads.count).toBe(0);
  });

  it('refreshes a token near its end with the saved refresh token, once', async () => {
    const { port, downloads } = savedJack(NOW + 10_000);
    const fresh = idTokenWith({ sub: 'uid-jack', email_verified: true, fresh: true });
    const asked = authAnswers((endpoint, body) => {
      expect(body).toContain('refresh_token=refresh-jack');
      return json(200, { id_token: fresh, expires_in: '3600', refresh_token: 'refresh-jack' });
    });

    expect(await port.idToken()).toBe(fresh);
    expect(await port.idToken()).toBe(fresh);

    expect(asked).toEqual(['token']);
    expect(downloads.count).toBe(0);
  });

  it('hands a login Auth no longer knows to the SDK, whose answer signs the member out', async () => {
    const { port, downloads, restore } = savedJack();
    const { states } = recordStates(port);
    authAnswers(() => json(400, { error: { code: 400, message: 'USER_NOT_FOUND' } }));
    await settle();

    const reloading = port.reload();
    await settle();
    restore.finish(); // the SDK's own check of the saved member: Auth has no such login
    const reloaded = await reloading;

    expect(downloads.count).toBe(1);
    expect(reloaded).toBeNull();
    expect(states).toEqual([JACK, null]);
  });

  it("starts the SDK for an account's action, and waits for its restore of the member", async () => {
    const device = new InMemoryKeyValueStore();
    device.set(SAVED_USER_KEY, JSON.stringify(JACK));
    const restoredJack = { ...JACK } as unknown as User;
    const { port, downloads, restore } = lazyRuntime(device, { restored: restoredJack });

    const reauthenticating = port.reauthenticate('pw');
    await settle();
    restore.finish();

    await expect(reauthenticating).resolves.toBeUndefined();
    expect(downloads.count).toBe(1);
  });

  it('says "network error" without an answer, and downloads nothing', async () => {
    const { port, downloads } = savedJack(NOW - 1);
    authAnswers(() => Promise.reject(new TypeError('Failed to fetch')));

    const failure = await port.reload().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({ reason: 'network', message: messages.login.network });
    expect(downloads.count).toBe(0);
  });

  it('signs out offline by forgetting the saved member, and tells who listens', async () => {
    const { port, downloads, device } = savedJack();
    const { states } = recordStates(port);
    await settle();

    await port.signOut();

    expect(device.get(SAVED_USER_KEY)).toBeNull();
    expect(states).toEqual([JACK, null]);
    expect(port.current()).toBeNull();
    expect(await port.idToken()).toBeNull();
    expect(downloads.count).toBe(0);
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

  /** The app started (as at boot) on a device where Auth saved Jack. */
  async function startedOnJacksDevice() {
    const device = new InMemoryKeyValueStore();
    device.set(SAVED_USER_KEY, '{"uid":"uid-jack"}');
    const lazy = lazyRuntime(device);
    const { states } = recordStates(lazy.port);
    startFirebase(containerWith(lazy.runtime, device));
    await settle();
    return { ...lazy, device, states };
  }

  it('does not start with the app, even for a member signed in on this device', async () => {
    const { downloads, states } = await startedOnJacksDevice();

    expect(downloads.count).toBe(0);
    expect(states).toEqual([{ uid: 'uid-jack', email: '', emailVerified: false }]);
  });

  it('starts when another tab signs the saved member out, and reports it', async () => {
    const { downloads, states, device } = await startedOnJacksDevice();

    device.remove(SAVED_USER_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SAVED_USER_KEY, oldValue: '{"uid":"uid-jack"}' }),
    );
    await settle();

    expect(downloads.count).toBe(1);
    expect(states.at(-1)).toBeNull();
  });

  it('waits for a visitor, and starts when another tab signs in', async () => {
    const { runtime, downloads, port } = lazyRuntime();
    const { states } = recordStates(port);

    startFirebase(containerWith(runtime, new InMemoryKeyValueStore()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    await settle();
    expect(downloads.count).toBe(0);

    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_USER_KEY, newValue: '{}' }));
    await settle();

    expect(downloads.count).toBe(1);
    expect(states).toEqual([null]);
  });
});
