// The flags of `npm run bench`: none for the whole bench, or --only STEP for one step alone.

/** The steps that can be run alone, each with what it measures. */
export const BENCH_STEPS = {
  'returning-fake':
    'the returning-visit rows in fake mode: builds fake mode and the bare page with a service ' +
    'worker, no Lighthouse and no emulators; prints its rows, leaves bench/results.json alone',
  'functions-cold':
    'the cold import of a first members-getMember: builds the functions into bench/tmp, imports ' +
    'the entry and the chunk that call loads in fresh Node processes; prints its rows, leaves ' +
    'bench/results.json alone',
};

export const BENCH_USAGE =
  'usage: npm run bench [-- --only STEP]; steps: ' +
  Object.entries(BENCH_STEPS)
    .map(([step, what]) => `${step} (${what})`)
    .join('; ');

/**
 * The options from argv: `only` is the step to run alone, or null for the whole bench.
 * @throws with the usage on an unknown flag or step.
 */
export function parseBenchArgs(argv) {
  const options = { only: null };
  for (let at = 0; at < argv.length; at += 1) {
    const flag = /^--only(?:=(.*))?$/.exec(argv[at]);
    if (!flag) throw new Error(`unknown argument ${argv[at]}\n${BENCH_USAGE}`);
    const step = flag[1] ?? argv[(at += 1)];
    if (step === undefined || !Object.hasOwn(BENCH_STEPS, step)) {
      throw new Error(`--only takes one of ${Object.keys(BENCH_STEPS).join(', ')}\n${BENCH_USAGE}`);
    }
    if (options.only !== null && options.only !== step) {
      throw new Error(`--only names one step\n${BENCH_USAGE}`);
    }
    options.only = step;
  }
  return options;
}
