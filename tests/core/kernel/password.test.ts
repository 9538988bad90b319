import { describe, expect, it } from 'vitest';
import {
  assessPassword,
  passwordUserInputs,
  type PasswordEstimator,
} from '../../../src/core/kernel/password';
import { fixedEstimator } from '../games/builders';

describe('assessPassword (spec-decisions 17)', () => {
  it.each([
    [0, false, 'Very weak'],
    [1, false, 'Weak'],
    [2, false, 'Fair'],
    [3, true, 'Strong'],
    [4, true, 'Very strong'],
  ] as const)('score %i: strong enough %s, labelled %s', (score, strongEnough, label) => {
    const assessment = assessPassword(fixedEstimator(score), 'any password', []);
    expect(assessment).toEqual({ strongEnough, score, label, advice: [] });
  });

  it('gives the warning first, then the suggestions, skipping blanks', () => {
    const estimator = fixedEstimator(1, 'This is a commonly used password.', [
      'Add more words.',
      ' ',
    ]);
    expect(assessPassword(estimator, 'password1', []).advice).toEqual([
      'This is a commonly used password.',
      'Add more words.',
    ]);
  });

  it('passes the password and the user inputs to the estimator', () => {
    const calls: [string, string[]][] = [];
    const spy: PasswordEstimator = (password, inputs) => {
      calls.push([password, inputs]);
      return { score: 4, warning: '', suggestions: [] };
    };
    assessPassword(spy, 'Demo-Royal-Flush-26', ['jane']);
    expect(calls).toEqual([['Demo-Royal-Flush-26', ['jane']]]);
  });

  it('accepts 128 characters and refuses 129 without asking the estimator', () => {
    expect(assessPassword(fixedEstimator(4), 'a'.repeat(128), []).strongEnough).toBe(true);
    const tooLong = assessPassword(
      () => {
        throw new Error('estimator must not run');
      },
      'a'.repeat(129),
      [],
    );
    expect(tooLong).toEqual({
      strongEnough: false,
      score: 0,
      label: 'Very weak',
      advice: ['Your password can be at most 128 characters long'],
    });
  });

  it('never calls an empty password strong', () => {
    expect(assessPassword(fixedEstimator(4), '', []).strongEnough).toBe(false);
  });

  it('has no composition rules: the score alone decides', () => {
    expect(assessPassword(fixedEstimator(3), 'correct horse battery staple', []).strongEnough).toBe(
      true,
    );
  });
});

describe('passwordUserInputs', () => {
  it('gives names, the email, its local part and the pieces of the local part, in lower case', () => {
    expect(
      passwordUserInputs({
        firstName: 'Jane',
        lastName: 'Smith',
        email: 'Jane.Smith+met@Example.com',
      }),
    ).toEqual(['jane', 'smith', 'jane.smith+met@example.com', 'jane.smith+met', 'met']);
  });

  it("keeps the letters of the member's email as they are, only in lower case", () => {
    // 'ß' has no single upper-case letter: going through upper case would make it 'ss'.
    expect(passwordUserInputs({ email: 'Strauß@Example.com' })).toEqual([
      'strauß@example.com',
      'strauß',
    ]);
  });

  it('skips missing and blank details', () => {
    expect(passwordUserInputs({ firstName: ' ', email: '' })).toEqual([]);
    expect(passwordUserInputs({})).toEqual([]);
  });
});
