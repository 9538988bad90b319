/** Cryptographic randomness (prize draws must not be predictable). */
export interface RandomSource {
  /** A uniformly random integer in [0, maxExclusive). maxExclusive is a positive integer. */
  randomInt(maxExclusive: number): number;
}
