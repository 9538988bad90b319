// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserInstallPrompt } from '../../../src/adapters/browser/BrowserInstallPrompt';

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event;
}

describe('BrowserInstallPrompt', () => {
  const capture = () => new BrowserInstallPrompt();

  afterEach(() => {
    // Adapters of earlier tests still listen on the window: clear what they captured.
    window.dispatchEvent(new Event('appinstalled'));
  });

  it('answers "unavailable" while the browser has offered nothing', async () => {
    const installPrompt = capture();

    expect(installPrompt.isAvailable()).toBe(false);
    expect(await installPrompt.prompt()).toBe('unavailable');
  });

  it('captures the offer, suppressing the mini-infobar, and tells its listeners', () => {
    const installPrompt = capture();
    const heard: boolean[] = [];
    installPrompt.subscribe((available) => heard.push(available));

    const event = offerInstall('accepted');

    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.isAvailable()).toBe(true);
    expect(heard).toEqual([true]);
  });

  it.each(['accepted', 'dismissed'] as const)(
    'shows the captured prompt once and answers %s',
    async (outcome) => {
      const installPrompt = capture();
      const event = offerInstall(outcome);

      expect(await installPrompt.prompt()).toBe(outcome);
      expect(await installPrompt.prompt()).toBe('unavailable');
      expect(event.prompt).toHaveBeenCalledTimes(1);
    },
  );

  it('forgets the offer once the app is installed', () => {
    const installPrompt = capture();
    offerInstall('accepted');
    const heard: boolean[] = [];
    installPrompt.subscribe((available) => heard.push(available));

    window.dispatchEvent(new Event('appinstalled'));

    expect(installPrompt.isAvailable()).toBe(false);
    expect(heard).toEqual([false]);
  });
});
