/** Sliding-window counters, e.g. verification emails per address. */
export interface RateLimiter {
  /**
   * Counts one use of `key` at `now` if fewer than `limit` uses fall in the last `windowMs`.
   * Atomic per key. @returns false (and counts nothing) when the limit is reached.
   */
  tryConsume(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
}
