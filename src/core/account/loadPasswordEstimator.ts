import type { PasswordEstimator, PasswordScore } from '../kernel/password';

let estimator: Promise<PasswordEstimator> | null = null;

async function createEstimator(): Promise<PasswordEstimator> {
  // Dynamic imports keep zxcvbn's ~800 KB of dictionaries out of every bundle but the
  // password screens' chunk.
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, userInputs);
    return {
      score: result.score as PasswordScore,
      warning: result.feedback.warning ?? '',
      suggestions: result.feedback.suggestions,
    };
  };
}

/** The zxcvbn estimator, loaded once on first use (spec-decisions 17). */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= createEstimator().catch((error: unknown) => {
    estimator = null;
    throw error;
  });
  return estimator;
}
