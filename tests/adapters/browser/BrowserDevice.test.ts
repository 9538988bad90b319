// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserConnectivity } from '../../../src/adapters/browser/BrowserConnectivity';
import { BrowserPlatform } from '../../../src/adapters/browser/BrowserPlatform';
import { StubMediaQuery, stubMatchMedia } from './matchMediaStub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BrowserPlatform', () => {
  it('is standalone in the standalone display mode, or with iOS navigator.standalone', () => {
    stubMatchMedia(new StubMediaQuery('(display-mode: standalone)', true));
    expect(new BrowserPlatform().isStandalone()).toBe(true);

    stubMatchMedia();
    expect(new BrowserPlatform().isStandalone()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      expect(new BrowserPlatform().isStandalone()).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('reads the kind from the user agent and touch points', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14)');

    expect(new BrowserPlatform().kind()).toBe('android');
  });

  it('answers the page origin and whether this is a development build', () => {
    const platform = new BrowserPlatform();

    expect(platform.origin()).toBe(window.location.origin);
    expect(platform.isDevMode()).toBe(import.meta.env.DEV);
  });
});

describe('BrowserConnectivity', () => {
  it('reads navigator.onLine and hears online and offline events until unsubscribed', () => {
    const connectivity = new BrowserConnectivity();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const heard: boolean[] = [];

    const unsubscribe = connectivity.subscribe((online) => heard.push(online));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    unsubscribe();
    window.dispatchEvent(new Event('online'));

    expect(connectivity.isOnline()).toBe(false);
    expect(heard).toEqual([true, false]);
  });
});
