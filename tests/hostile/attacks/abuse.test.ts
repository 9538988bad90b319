import { describe, it } from 'vitest';
import { memoryTarget } from '../abuse/memoryTarget';
import { ATTACK_SUITES } from '../abuse/suites';

/**
 * The abuse attacks (DECISIONS.md "Security and abuse limits: bounded requests") on the in-memory
 * backend; the same suites run on Firestore under the emulators.
 */
describe('abuse attacks on the in-memory backend', () => {
  it('has attack suites to run', ({ expect }) => {
    expect(ATTACK_SUITES.length).toBeGreaterThan(0);
  });
  for (const [, suite] of ATTACK_SUITES) suite(memoryTarget);
});
