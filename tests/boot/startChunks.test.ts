// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFirebaseSettings, savedUserKey } from '../../src/adapters/firebase/firebaseApp';
import {
  firebaseSavedUserKey,
  hintStartChunks,
  keptOnDevice,
  SIGNED_IN_CHUNKS_META,
  START_CHUNKS_META,
  START_HINT_SCRIPT,
} from '../../src/start/startChunks';

/** index.html as the Firebase build writes it (build/startChunkLists.ts, met-start-chunks). */
function buildHead(): void {
  document.head.innerHTML = [
    '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">',
    `<meta name="${START_CHUNKS_META}" content="/assets/app-1.js /assets/module-1.js">`,
    `<meta name="${SIGNED_IN_CHUNKS_META}" content="/assets/firebaseSdk-1.js /assets/index.esm-1.js">`,
  ].join('');
}

const hints = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    path: new URL(link.href).pathname,
  }));

describe('the start chunks src/app/boot.ts asks for at once', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives a visitor the app start and the adapters, none of the Firebase SDK', () => {
    buildHead();

    const hinted = hintStartChunks(document, false);

    expect(hinted.map((url) => new URL(url).pathname)).toEqual([
      '/assets/app-1.js',
      '/assets/module-1.js',
    ]);
    expect(hints().some((hint) => /firebaseSdk|index\.esm/.test(hint.path))).toBe(false);
  });

  it('gives a signed-in member the app, the adapters and the SDK together', () => {
    buildHead();

    hintStartChunks(document, true);

    expect(hints().slice(1)).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/app-1.js' },
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/module-1.js' },
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/firebaseSdk-1.js' },
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/index.esm-1.js' },
    ]);
  });

  it('hints nothing twice, and nothing without the lists (fake mode, vite dev)', () => {
    buildHead();
    hintStartChunks(document, true);

    expect(hintStartChunks(document, true)).toEqual([]);
    document.head.innerHTML = '';
    expect(hintStartChunks(document, true)).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('a member signed in on this device', () => {
  const key = firebaseSavedUserKey('demo-key');

  it("is Firebase Auth's own entry, the key the adapters start the SDK on", () => {
    const settings = readFirebaseSettings({
      VITE_FIREBASE_API_KEY: 'demo-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-metrewards.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-metrewards',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
    });

    expect(key).toBe(savedUserKey(settings));
  });

  it('is known from that entry only; a refused storage or a fake build means nobody', () => {
    const storage = new Map<string, string>();
    const local = () => ({ getItem: (name: string) => storage.get(name) ?? null });

    expect(keptOnDevice(local, key)).toBe(false);
    storage.set(key, '{"uid":"u1"}');
    expect(keptOnDevice(local, key)).toBe(true);
    expect(keptOnDevice(local, null)).toBe(false);
    expect(
      keptOnDevice(() => {
        throw new DOMException('denied', 'SecurityError');
      }, key),
    ).toBe(false);
  });
});

describe("index.html's inline script (START_HINT_SCRIPT): the hints while the page is parsed", () => {
  const savedUser = firebaseSavedUserKey('demo-key');

  /** index.html's head as the Firebase build writes it, lists in their order. */
  function builtHead(): void {
    document.head.innerHTML = [
      `<meta name="${START_CHUNKS_META}" content="/assets/app-1.js /assets/framework-1.js">`,
      `<meta name="${SIGNED_IN_CHUNKS_META}" content="/assets/firebaseSdk-1.js /assets/member-1.js /assets/member-1.css" data-kept="${savedUser}">`,
    ].join('');
  }

  /**
   * The text index.html carries, run as the browser runs an inline script, then a frame painted,
   * in a browser without paint timing (jsdom has no PerformanceObserver).
   */
  const runScript = async () => {
    const frames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    new Function(START_HINT_SCRIPT)();
    // Nothing before the splash's first frame.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  const hintedPaths = () => hints().map((hint) => hint.path);

  afterEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("gives a visitor's first visit the app's start only: none of the SDK", async () => {
    builtHead();
    await runScript();

    expect(hints()).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/app-1.js' },
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/framework-1.js' },
    ]);
  });

  it('asks for the lists in the order index.html gives them, a list kept on the device only when it is', async () => {
    window.localStorage.setItem(savedUser, '{"uid":"u1"}');
    builtHead();
    await runScript();

    expect(hintedPaths()).toEqual([
      '/assets/app-1.js',
      '/assets/framework-1.js',
      '/assets/firebaseSdk-1.js',
      '/assets/member-1.js',
      '/assets/member-1.css',
    ]);
    // The stylesheet is linked as the script importing it would link it, which then does not.
    expect(hints().at(-1)).toEqual({
      rel: 'stylesheet',
      as: null,
      crossOrigin: null,
      path: '/assets/member-1.css',
    });
    // boot.ts's own hints afterwards add nothing twice.
    expect(hintStartChunks(document, true)).toEqual([]);
  });

  it('asks for nothing when the service worker answers the page: boot.ts asks, from its cache', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    window.localStorage.setItem(savedUser, '{"uid":"u1"}');
    builtHead();
    new Function(START_HINT_SCRIPT)();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(hints()).toEqual([]);
  });

  it("waits for the splash's first contentful paint where the browser records paints, not a frame", () => {
    const observers: { deliver: PerformanceObserverCallback; disconnected: boolean }[] = [];
    class RecordedPaints {
      static readonly supportedEntryTypes = ['paint'];
      readonly #observer: (typeof observers)[number];
      constructor(deliver: PerformanceObserverCallback) {
        this.#observer = { deliver, disconnected: false };
        observers.push(this.#observer);
      }
      observe(): void {}
      disconnect(): void {
        this.#observer.disconnected = true;
      }
    }
    const paint = (name: string) => {
      const entries = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) {
        if (!observer.disconnected) observer.deliver(entries, {} as PerformanceObserver);
      }
    };
    const frames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: RecordedPaints,
    });
    builtHead();
    try {
      new Function(START_HINT_SCRIPT)();
      expect(frames).toHaveLength(0);
      paint('first-paint');
      expect(hints()).toEqual([]);

      paint('first-contentful-paint');
      expect(hintedPaths()).toEqual(['/assets/app-1.js', '/assets/framework-1.js']);
      // Once: the observer is let go.
      paint('first-contentful-paint');
      expect(hintedPaths()).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(window, 'PerformanceObserver');
    }
  });

  it('asks for nothing without the lists (the fake build has no signed-in list; vite dev none)', async () => {
    await runScript();
    expect(hints()).toEqual([]);
  });
});
