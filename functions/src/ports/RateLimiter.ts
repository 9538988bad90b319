/**
 * Sliding-window counters: mails per address, failed guesses per membership number, and so on.
 * Adapters store a key only as `limiterRecordId(key)` (a SHA-256), so no record holds an email
 * or an IP address in clear. A record holds at most `limit` uses and expires at the end of the
 * window of its newest use (`limiterExpiry`): an adapter drops it then, or has it dropped
 * (DECISIONS.md "Security and abuse limits: who the caller is"). Nothing else resets a limit:
 * deleting an account does not (DECISIONS.md "Support and deletion").
 */
export interface RateLimiter {
  /**
   * Counts one use of `key` at `now` if fewer than `limit` uses fall in the last `windowMs`.
   * Atomic per key. @returns false (and counts nothing) when the limit is reached.
   */
  tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
  /**
   * Takes back one use of `key` that `tryConsume` counted at `usedAt`, e.g. a guess that proved
   * right, which is no failure. Atomic per key; nothing happens when there is no such use.
   */
  giveBack(key: string, usedAt: Date): Promise<void>;
  /**
   * The uses of `key` in the last `windowMs` before `now`, oldest first, read without counting
   * or changing anything: e.g. when the last mail of a kind went, to say so to its owner.
   */
  recentUses(key: string, windowMs: number, now: Date): Promise<Date[]>;
}

/**
 * When a record of these uses is of no more use: the end of the window of the newest, after which
 * none of them counts. Undefined for no uses.
 */
export function limiterExpiry(uses: readonly string[], windowMs: number): Date | undefined {
  const newest = Math.max(...uses.map((at) => Date.parse(at)));
  return uses.length === 0 ? undefined : new Date(newest + windowMs);
}

/** The uses in the last `windowMs` before `now`, oldest first. */
export function recentIn(uses: readonly string[], windowMs: number, now: Date): Date[] {
  const since = now.getTime() - windowMs;
  return uses
    .map((at) => Date.parse(at))
    .filter((at) => at > since && at <= now.getTime())
    .sort((a, b) => a - b)
    .map((at) => new Date(at));
}
