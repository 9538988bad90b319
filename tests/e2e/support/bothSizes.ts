/**
 * The tag of a journey that runs at both sizes on the emulators too (tests/e2e-emulator's config):
 * one whose issue asks for it there, as issue 29 does for its majors, points activity and the
 * venue. Every other fake-mode journey runs at phone size only on the emulators.
 */
export const BOTH_SIZES = '@both-sizes';

/** Matches a journey tagged BOTH_SIZES (Playwright matches a project's grep against the tags). */
export const BOTH_SIZES_ON_EMULATORS = /@both-sizes/;
