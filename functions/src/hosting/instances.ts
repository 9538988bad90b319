/**
 * How far each function may scale out and how many calls one instance serves at once, from the
 * planning figures of SCALE.md (docs/BACKEND.md "Instances and concurrency" has the arithmetic).
 * The platform's own defaults (100 instances, 80 calls each) would let a guess storm on an
 * anonymous callable scale to 8,000 calls in flight.
 */
export const INSTANCE_LIMITS = {
  /**
   * Calls one instance serves at once: at about 0.3 s a call and 5 ms of CPU each, 40 in flight
   * keep its one Node thread near the autoscaler's 60 % CPU target, so the concurrency and CPU
   * signals add instances together instead of queueing calls on a saturated event loop.
   */
  concurrency: 40,
  /**
   * Every function's ceiling: an announced spin (1,000 calls a second at 0.3 s) needs 300 calls
   * in flight, 8 instances of 40; 20 leaves room for calls twice as slow under contention.
   */
  maxInstances: 20,
  /**
   * Callables anyone can call, and those that answer a guess (join, create login, link, reset,
   * resend, a support ticket, passkey sign-in) and the reset link: their busiest real hour is a
   * few calls a second, one instance's work; 3 instances bound what a guess storm can cost.
   */
  anonymousMaxInstances: 3,
  /**
   * The v1 Auth deletion trigger: one event per instance (v1 has no concurrency), retried when
   * refused, so a few instances only pace a bulk deletion.
   */
  deletionTriggerMaxInstances: 3,
} as const;

/** The options every v2 function starts from (setGlobalOptions in index.ts). */
export const GLOBAL_FUNCTION_OPTIONS = {
  concurrency: INSTANCE_LIMITS.concurrency,
  maxInstances: INSTANCE_LIMITS.maxInstances,
} as const;

/** The override of an anonymous or guess-answering function. */
export const ANONYMOUS_FUNCTION_OPTIONS = {
  maxInstances: INSTANCE_LIMITS.anonymousMaxInstances,
} as const;
