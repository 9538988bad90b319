/** How a contract suite gets a fresh set of the ports whose state lives in a database. */
import type { MemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { StateAdapters } from '../../../../functions/src/wiring';

/** Adapters over a world that starts as `state` and shares nothing with earlier tests. */
export type StatePortsFixture = (state: MemoryState) => Promise<StateAdapters>;
