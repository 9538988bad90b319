import type { describe, it } from 'vitest';
import type { AuthPort } from '../../src/core/ports/AuthPort';
import type { CallablesPort } from '../../src/core/ports/CallablesPort';
import type { DocumentStorePort } from '../../src/core/ports/DocumentStorePort';

/**
 * A fresh backend (the seeded demo world of functions/src/seed) reached through the app's ports,
 * as each adapter family builds it: the fake world in memory, or Firebase against the emulators.
 * Contract suites speak only through these ports and helpers.
 */
export interface BackendFixture {
  auth: AuthPort;
  callables: CallablesPort;
  documents: DocumentStorePort;
  /** The newest action link mailed to `email` (verification or password reset), or null. */
  latestLinkTo(email: string): Promise<string | null>;
  /** Moves the backend's clock on; absent where time cannot be moved (the emulators). */
  advanceTime?: (ms: number) => void;
}

export type FixtureFactory<T> = () => Promise<T>;

/** vitest's own describe and it, handed in so a suite runs inside the adapter's test file. */
export interface SuiteApi {
  describe: typeof describe;
  it: typeof it;
}
