// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFirebaseSettings, savedUserKey } from '../../src/adapters/firebase/firebaseApp';
import {
  firebaseSavedUserKey,
  hintStartChunks,
  keptOnDevice,
  SIGNED_IN_CHUNKS_META,
  START_CHUNKS_META,
} from '../../src/startChunks';

/** index.html as the Firebase build writes it (vite.config.ts, met-start-chunks). */
function buildHead(): void {
  document.head.innerHTML = [
    '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">',
    `<meta name="${START_CHUNKS_META}" content="/assets/app-1.js /assets/app-1.css /assets/module-1.js">`,
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

describe('the start chunks src/boot.ts asks for at once', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives a visitor the app start and the adapters, none of the Firebase SDK', () => {
    buildHead();

    const hinted = hintStartChunks(document, false);

    expect(hinted.map((url) => new URL(url).pathname)).toEqual([
      '/assets/app-1.js',
      '/assets/app-1.css',
      '/assets/module-1.js',
    ]);
    expect(hints().some((hint) => /firebaseSdk|index\.esm/.test(hint.path))).toBe(false);
  });

  it('gives a signed-in member the app, the adapters and the SDK together', () => {
    buildHead();

    hintStartChunks(document, true);

    expect(hints().slice(1)).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: '', path: '/assets/app-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', path: '/assets/app-1.css' },
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
