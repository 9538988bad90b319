import { MUTATION_BREAK, mutationTarget } from './targets.mjs';

/**
 * Stryker over one target (MUTATION_TARGET, set by scripts/mutation.mjs). Incremental: a re-run
 * tests only the mutants whose code or tests changed since the last report.
 *
 * Equivalent mutants (no input can tell them from the code) are marked where they live, with
 * `// Stryker disable next-line <Mutator>: <why>` (for a catch block, as a block comment between
 * `catch` and `{`, the only place Stryker reads it), and listed with their reasons in
 * docs/MUTATION.md: an exclusion here could only name whole files or line ranges, and would hide
 * the mutants beside them that tests do kill.
 */
const name = process.env.MUTATION_TARGET;
const target = mutationTarget(name);
const reports = `tests/mutation/.reports/${name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: target.mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['html', 'json', 'progress-append-only'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  cleanTempDir: 'always',
  // Build output, reports and other runs' sandboxes: nothing a unit test reads.
  ignorePatterns: [
    '/dist*',
    '/functions/lib',
    '/test-results',
    '/playwright-report',
    '/coverage',
    '/bench/tmp',
    '/tests/mutation/.reports',
    '/tests/hostile/.results',
    '/.stryker-tmp*',
  ],
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 97, low: MUTATION_BREAK, break: MUTATION_BREAK },
};
