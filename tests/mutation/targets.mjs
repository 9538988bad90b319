/**
 * The mutation targets (npm run test:mutation): what Stryker mutates in each, and the
 * unit tests it runs against those mutants. Each target runs the tests nearest to its code, so
 * a mutant survives unless a test written for that code notices it (a mutant only a screen test
 * would catch counts as surviving: the score errs low, never high).
 */
export const MUTATION_TARGETS = {
  scheme: {
    about: "the scheme's rules and the callables' contract, shared by the app and the functions",
    mutate: ['packages/scheme/src/**/*.ts', '!packages/scheme/src/**/index.ts'],
    // The package's own tests only: both ends rely on these rules, so they are pinned where they
    // live (and a run takes minutes: a third of the mutants are static, and each re-runs them all).
    tests: ['tests/scheme/**/*.test.ts'],
  },
  core: {
    about:
      "the app's domain rules in each feature (what the member is told, where they are sent, what a form accepts) and the session machine",
    // A feature's pure rules are its lower-case modules and its error classes; its classes
    // (stores, use cases), wiring (module.ts) and wire mappers are out, as before the move.
    mutate: [
      'src/core/*/[a-z]*.ts',
      'src/core/*/*Error.ts',
      '!src/core/*/module.ts',
      '!src/core/*/fromWire.ts',
      '!src/core/kernel/feature.ts',
      '!src/core/kernel/deviceCopy.ts',
      '!src/core/events/optedInEventIds.ts',
      '!src/core/session/sessionMachine.ts',
    ],
    // The domain is used through the use cases and stores, whose tests count too.
    tests: ['tests/core/**/*.test.ts'],
  },
  session: {
    about: 'the session as one transition function: every phase, effect and stale result',
    mutate: ['src/core/session/sessionMachine.ts'],
    // The machine's own table: every transition is a row there, so a mutant only another test
    // would notice counts as surviving.
    tests: ['tests/core/session/sessionMachine.test.ts'],
  },
  functions: {
    about: "the backend's services and domain: the server's own enforcement of every rule",
    mutate: [
      'functions/src/services/**/*.ts',
      'functions/src/domain/**/*.ts',
      '!functions/src/services/wallet/**',
      '!functions/src/services/WalletService.ts',
    ],
    tests: ['tests/functions/**/*.test.ts', 'tests/scheme/**/*.test.ts'],
  },
  wallet: {
    about: 'the membership card in Apple Wallet and Google Wallet: passes, links, web service',
    mutate: ['functions/src/services/wallet/**/*.ts', 'functions/src/services/WalletService.ts'],
    tests: ['tests/functions/wallet/**/*.test.ts'],
  },
};

/**
 * Break below this score, for every target (DECISIONS.md "Testing and mutation: mutation testing").
 */
export const MUTATION_BREAK = 95;

/** @param {string | undefined} name */
export function mutationTarget(name) {
  const target = name
    ? MUTATION_TARGETS[/** @type {keyof typeof MUTATION_TARGETS} */ (name)]
    : undefined;
  if (!target) {
    throw new Error(`MUTATION_TARGET must be one of ${Object.keys(MUTATION_TARGETS).join(', ')}`);
  }
  return target;
}
