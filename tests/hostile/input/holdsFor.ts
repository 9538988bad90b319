import fc from 'fast-check';
import { tally } from '../tally';

export interface PropertyRuns<T> {
  numRuns: number;
  /** Cases always tried first (fast-check's `examples`), counted like generated ones. */
  examples?: readonly T[];
}

/**
 * fc.assert on one property, with the tried and held counts of the hostile report. Runs made
 * while fast-check shrinks a failure are not counted: the failure itself counts once, as not held.
 */
export async function holdsFor<T>(
  subject: string,
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => unknown,
  { numRuns, examples = [] }: PropertyRuns<T>,
): Promise<void> {
  let tried = 0;
  let failed = false;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    // Runs made while fast-check shrinks a failure come after it and are not counted.
    const counting = !failed;
    try {
      await check(value);
    } catch (error) {
      // An input skipped by fc.pre was not tried: fast-check draws another in its place.
      if (fc.PreconditionFailure.isFailure(error)) throw error;
      failed = true;
      if (counting) tried += 1;
      throw error;
    }
    if (counting) tried += 1;
  });
  try {
    await fc.assert(property, { numRuns, examples: examples.map((example) => [example]) });
  } finally {
    tally({ group: 'bad input', subject, tried, held: failed ? tried - 1 : tried });
  }
}
