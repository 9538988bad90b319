/**
 * Sliding-window counters: mails per address, failed guesses per membership number, and so on.
 * Adapters store a key only as `limiterRecordId(key)` (a SHA-256), so no record holds an email
 * or an IP address in clear.
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
  /** Forgets every use of these keys (a deleted account's email). Idempotent. */
  forget(keys: readonly string[]): Promise<void>;
}
