// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedScreen, loadScreen } from '../../../src/ui/routes';
import { ChunkLoadError } from '../../../src/ui/shell/ChunkLoadError';

/** The stylesheets that failed earlier, fetched afresh: settled by each test. */
const stylesheets = vi.hoisted(() => ({
  retry: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  watch: vi.fn(),
}));

vi.mock('../../../src/ui/shell/stylesheetRetry', () => ({
  retryFailedStylesheets: stylesheets.retry,
  watchStylesheets: stylesheets.watch,
}));

/** Whether the promise has settled after a short wait (the real screen module takes a few turns). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

afterEach(() => {
  stylesheets.retry.mockReset();
  stylesheets.retry.mockImplementation(() => Promise.resolve());
});

describe('loadScreen', () => {
  it('keeps no screen whose failed stylesheets fail again (offline), and asks again on the next call', async () => {
    stylesheets.retry.mockRejectedValueOnce(new Error('Unable to load the stylesheet /x.css'));

    const failure = loadScreen('info/FaqsScreen');

    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    expect(loadedScreen('info/FaqsScreen')).toBeUndefined();
    expect(stylesheets.watch).toHaveBeenCalled();

    const screen = await loadScreen('info/FaqsScreen');
    expect(typeof screen).toBe('function');
    expect(loadedScreen('info/FaqsScreen')).toBe(screen);
    expect(stylesheets.retry).toHaveBeenCalledTimes(2);
  });

  it('hands out a screen only once the stylesheets that failed earlier have loaded', async () => {
    let stylesLoaded = () => undefined as void;
    stylesheets.retry.mockReturnValueOnce(
      new Promise<void>((resolve) => (stylesLoaded = () => resolve())),
    );

    const loading = loadScreen('info/TermsScreen');

    expect(await settled(loading)).toBe(false);
    expect(loadedScreen('info/TermsScreen')).toBeUndefined();
    stylesLoaded();
    const screen = await loading;
    expect(loadedScreen('info/TermsScreen')).toBe(screen);
  });
});
