/**
 * Which backend a browser run drives. The fake-mode suite (tests/e2e) drives the fake world in
 * the page; the emulator-mode run (tests/e2e-emulator) drives the same journeys against the
 * Auth, Functions and Firestore emulators, and sets E2E_BACKEND=emulators.
 */
import { test } from '@playwright/test';

export const ON_EMULATORS = process.env.E2E_BACKEND === 'emulators';

/** Skips the running test on the emulators, printing why (the list reporter shows no reason). */
export function skipOnEmulators(reason: string): void {
  if (!ON_EMULATORS) return;
  console.warn(`[skipped on the emulators] ${test.info().title}: ${reason}`);
  test.skip(true, reason);
}

/**
 * Skips the running test at a screen size whose layout it is not about, printing why (the list
 * reporter shows no reason): e.g. a phone title bar at desktop size.
 */
export function skipAtThisSize(skip: boolean, reason: string): void {
  if (!skip) return;
  console.warn(`[skipped at this size] ${test.info().title}: ${reason}`);
  test.skip(true, reason);
}
