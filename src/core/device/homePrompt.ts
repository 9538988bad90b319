/**
 * The prompts home may put to a member, in the order they are offered: at most one at a time,
 * the next only once the one before it is dealt with or put away.
 * - 'passkey' first: a one-time offer, right after a password sign-in, when signing in faster
 *   means most; on a device without Face ID or a fingerprint it never waits.
 * - 'usage-statistics' next: nothing is sent until it is answered, so waiting costs nothing.
 * - 'install' last: it comes back on every visit until it is taken or dismissed.
 */
export const HOME_PROMPT_ORDER = ['passkey', 'usage-statistics', 'install'] as const;

export type HomePrompt = (typeof HOME_PROMPT_ORDER)[number];

/** Which prompts would show now, each on its own terms (not yet answered, dismissed or taken). */
export type WaitingPrompts = Readonly<Record<HomePrompt, boolean>>;

/** The one prompt home shows now, or null when none is waiting. */
export function homePromptToShow(waiting: WaitingPrompts): HomePrompt | null {
  return HOME_PROMPT_ORDER.find((prompt) => waiting[prompt]) ?? null;
}
