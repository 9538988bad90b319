/**
 * Work on one hot document, one piece at a time within this process: a burst on one key (a
 * script flooding its login's rate limit, many joins at once on the customer-number counter)
 * then reaches Firestore as a queue instead of a crowd of transactions that lose to each other,
 * run again and again, and can still all lose (ABORTED after every run). Across processes the
 * transaction still decides; this only stops an instance contending with itself.
 */
export class OneAtATime {
  /** Per key, the settling of the newest work queued; gone once that work has settled. */
  readonly #tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier work for `key` has settled, whether it answered or failed. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    const result = before.then(work);
    const settled = result.then(forget, forget);
    this.#tails.set(key, settled);
    void settled.then(() => {
      if (this.#tails.get(key) === settled) this.#tails.delete(key);
    });
    return result;
  }
}

function forget(): void {}
