import type { RandomSource } from '../../../functions/src/ports/RandomSource';

/** Predictable "randomness" for tests: hands out the given values in turn, modulo the range. */
export class SequenceRandom implements RandomSource {
  private next = 0;

  constructor(private readonly values: readonly number[]) {
    if (values.length === 0) throw new Error('SequenceRandom needs at least one value');
  }

  randomInt(maxExclusive: number): number {
    const value = this.values[this.next % this.values.length]!;
    this.next += 1;
    return value % maxExclusive;
  }
}
