import { afterEach, describe, expect, it, vi } from 'vitest';

const LOADER = '../../../src/core/account/loadPasswordEstimator';

afterEach(() => {
  vi.doUnmock('@zxcvbn-ts/core');
  vi.restoreAllMocks();
});

/*
 * Each test loads the estimator afresh (the module keeps the loaded one), so what it checks is
 * what the first load of a page gives.
 */
describe('the password estimator a page loads first', () => {
  it('knows the common and English dictionaries, and says why a password is weak', async () => {
    vi.resetModules();
    const { loadPasswordEstimator } = await import(LOADER);

    const estimator = await loadPasswordEstimator();

    for (const password of ['password1', 'qwertyuiop', 'jennifer2019', 'elizabethtaylor']) {
      const estimate = estimator(password, []);
      expect(estimate.score, password).toBeLessThan(3);
      expect(estimate.warning, password).toMatch(/commonly used|frequently used/);
    }
  });

  it('gives no warning at all for a strong password', async () => {
    vi.resetModules();
    const { loadPasswordEstimator } = await import(LOADER);

    const estimator = await loadPasswordEstimator();

    expect(estimator('Demo-Royal-Flush-26', [])).toMatchObject({ score: 4, warning: '' });
  });

  it('tries again on the next use after the dictionaries could not be downloaded', async () => {
    vi.resetModules();
    vi.doMock('@zxcvbn-ts/core', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { loadPasswordEstimator } = await import(LOADER);

    const failed: unknown = await loadPasswordEstimator().catch((error: unknown) => error);
    vi.doUnmock('@zxcvbn-ts/core');
    vi.resetModules();
    const retried = loadPasswordEstimator();

    expect(failed).toBeInstanceOf(Error);
    const estimator = await retried;
    expect(estimator('password1', []).score).toBe(0);
  });
});
