// The flags of `npm run load`: --members N --seconds S [--joins J] [--guesses G].

export const LOAD_DEFAULTS = { members: 50, seconds: 60, joins: 30, guesses: 40, perCallable: 4 };
/** Bounds, so a typo cannot start thousands of members or a run of hours. */
export const LOAD_LIMITS = {
  members: 500,
  seconds: 900,
  joins: 500,
  guesses: 500,
  perCallable: 64,
};

export const LOAD_USAGE =
  'usage: npm run load -- [--members N] [--seconds S] [--joins J] [--guesses G] [--per-callable C]' +
  ` (defaults ${LOAD_DEFAULTS.members}, ${LOAD_DEFAULTS.seconds}, ${LOAD_DEFAULTS.joins}, ${LOAD_DEFAULTS.guesses}, ${LOAD_DEFAULTS.perCallable})`;

/** The options from argv; throws with the usage on an unknown flag or a value out of bounds. */
export function parseLoadArgs(argv) {
  const options = { ...LOAD_DEFAULTS };
  for (let at = 0; at < argv.length; at += 1) {
    const flag = /^--(members|seconds|joins|guesses|per-callable)(?:=(.*))?$/.exec(argv[at]);
    if (!flag) throw new Error(`unknown argument ${argv[at]}\n${LOAD_USAGE}`);
    const [, flagName, inline] = flag;
    const name = flagName === 'per-callable' ? 'perCallable' : flagName;
    const text = inline ?? argv[(at += 1)];
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > LOAD_LIMITS[name]) {
      throw new Error(
        `--${name} must be a whole number from 1 to ${LOAD_LIMITS[name]}\n${LOAD_USAGE}`,
      );
    }
    options[name] = value;
  }
  return options;
}
