import type { RandomSource } from '../../ports/RandomSource';

/** Uniform integers from the platform's cryptographic source (browser and Node alike). */
export class WebCryptoRandom implements RandomSource {
  randomInt(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
      throw new RangeError(`randomInt needs a whole number from 1 to 2^32, not ${maxExclusive}`);
    }
    // Rejection sampling: draws at or above the largest multiple of the range would bias it.
    const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
    const draw = new Uint32Array(1);
    for (;;) {
      globalThis.crypto.getRandomValues(draw);
      if (draw[0]! < limit) return draw[0]! % maxExclusive;
    }
  }
}
