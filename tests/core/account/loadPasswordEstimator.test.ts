import { describe, expect, it } from 'vitest';
import { loadPasswordEstimator } from '../../../src/core/account/loadPasswordEstimator';
import { assessPassword, passwordUserInputs } from '../../../src/core/kernel/password';

describe('loadPasswordEstimator (real zxcvbn)', () => {
  it('rates the demo password as strong', async () => {
    const estimator = await loadPasswordEstimator();
    const assessment = assessPassword(estimator, 'Demo-Royal-Flush-26', []);
    expect(assessment.strongEnough).toBe(true);
    expect(assessment.score).toBeGreaterThanOrEqual(3);
  });

  it('rates password1 as weak, with advice', async () => {
    const estimator = await loadPasswordEstimator();
    const assessment = assessPassword(estimator, 'password1', []);
    expect(assessment.strongEnough).toBe(false);
    expect(assessment.score).toBeLessThan(3);
    expect(assessment.advice.length).toBeGreaterThan(0);
  });

  it("scores a password built on the member's email local part lower once it is known", async () => {
    const estimator = await loadPasswordEstimator();
    const password = 'jane.smith1987!';
    const stranger = assessPassword(estimator, password, []);
    const member = assessPassword(
      estimator,
      password,
      passwordUserInputs({ firstName: 'Jane', lastName: 'Smith', email: 'jane.smith@example.com' }),
    );
    expect(member.score).toBeLessThan(stranger.score);
    expect(member.strongEnough).toBe(false);
  });

  it('loads the dictionaries once', async () => {
    expect(loadPasswordEstimator()).toBe(loadPasswordEstimator());
    const [first, second] = await Promise.all([loadPasswordEstimator(), loadPasswordEstimator()]);
    expect(first).toBe(second);
  });
});
