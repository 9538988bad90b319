import { describe, it } from 'vitest';
import { firestoreTarget } from '../abuse/firestoreTarget';
import { ATTACK_SUITES } from '../abuse/suites';

/**
 * The abuse attacks (DECISIONS.md "Security and abuse limits: bounded requests") on the production
 * backend: the services on Firestore and Firebase Auth, under the emulators (the hostile suite's
 * "Firestore-backed attacks" stage starts them). The same suites run on the in-memory backend in
 * tests/hostile/attacks/abuse.test.ts.
 */
describe('abuse attacks on the Firestore backend', () => {
  it('has attack suites to run', ({ expect }) => {
    expect(ATTACK_SUITES.length).toBeGreaterThan(0);
  });
  for (const [, suite] of ATTACK_SUITES) suite(firestoreTarget);
});
