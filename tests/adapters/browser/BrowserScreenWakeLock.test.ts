// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserScreenWakeLock } from '../../../src/adapters/browser/BrowserScreenWakeLock';

/** navigator.wakeLock as a browser with the API gives it; records what was asked. */
function stubWakeLock(request: (type: string) => Promise<{ release(): Promise<void> }>) {
  const asked: string[] = [];
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: (type: string) => {
        asked.push(type);
        return request(type);
      },
    },
  });
  return asked;
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.restoreAllMocks();
});

describe('BrowserScreenWakeLock', () => {
  it("asks navigator.wakeLock for the 'screen' lock and releases the sentinel it gets", async () => {
    const release = vi.fn(() => Promise.resolve());
    const asked = stubWakeLock(() => Promise.resolve({ release }));

    const hold = await new BrowserScreenWakeLock().request();
    hold?.release();

    expect(asked).toEqual(['screen']);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('answers null, without throwing, where the browser has no wake lock', async () => {
    await expect(new BrowserScreenWakeLock().request()).resolves.toBeNull();
  });

  it('answers null where the browser refuses (battery saver, a policy)', async () => {
    stubWakeLock(() => Promise.reject(new DOMException('Refused', 'NotAllowedError')));

    await expect(new BrowserScreenWakeLock().request()).resolves.toBeNull();
  });

  it('does not ask while the page is hidden (the browser would refuse)', async () => {
    const asked = stubWakeLock(() => Promise.resolve({ release: () => Promise.resolve() }));
    setVisibility('hidden');

    await expect(new BrowserScreenWakeLock().request()).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it('swallows a failed release (the browser had already dropped the lock)', async () => {
    stubWakeLock(() =>
      Promise.resolve({
        release: () => Promise.reject(new DOMException('Gone', 'InvalidStateError')),
      }),
    );

    const hold = await new BrowserScreenWakeLock().request();

    expect(() => hold?.release()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('hears the page becoming visible, not hidden, until unsubscribed', () => {
    const wakeLock = new BrowserScreenWakeLock();
    let visible = 0;
    const unsubscribe = wakeLock.onPageVisible(() => (visible += 1));

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));

    expect(visible).toBe(1);
  });
});
