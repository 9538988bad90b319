import fc from 'fast-check';
import { openTally } from '../tally';

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
  // The planned runs count as tried before the first one; the count is corrected at the end.
  const tally = openTally('bad input', subject, numRuns);
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
  } catch (error) {
    // fast-check can also fail without a failing check (too many inputs skipped): one failure.
    if (!failed) {
      failed = true;
      tried += 1;
    }
    throw error;
  } finally {
    tally.close({ tried, held: failed ? tried - 1 : tried });
  }
}
