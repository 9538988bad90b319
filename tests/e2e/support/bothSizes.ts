/**
 * The tag of a journey that runs at both sizes on the emulators too (tests/e2e-emulator's config;
 * DECISIONS.md "Testing and mutation"): the main journeys (the card, Spin To Win, the app's
 * updates), points activity, the venue, a break, self-exclusion, stop-all-marketing, download my
 * data, deletion's receipt and the terms and odds of every incentive, whose desktop layouts are
 * worth proving on the real backend as well. Every other fake-mode journey runs at phone size only
 * on the emulators.
 */
export const BOTH_SIZES = '@both-sizes';

/** Matches a journey tagged BOTH_SIZES (Playwright matches a project's grep against the tags). */
export const BOTH_SIZES_ON_EMULATORS = /@both-sizes/;

/**
 * The tag of a fake-mode journey whose behaviour does not depend on the width (a form's rules, the
 * guard's redirects, what the build serves): it runs at phone size only, the app's first target,
 * as every journey does on the emulators. A screen's look at desktop size is covered by the
 * journeys that open it without this tag, and by the accessibility checks of each screen.
 */
export const SAME_AT_EVERY_SIZE = '@same-at-every-size';

/** Matches a journey tagged SAME_AT_EVERY_SIZE. */
export const PHONE_SIZE_ONLY = /@same-at-every-size/;
