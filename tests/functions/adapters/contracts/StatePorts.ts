/** How a contract suite gets a fresh set of the ports whose state lives in a database. */
import type { MemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { Mailer } from '../../../../functions/src/ports/Mailer';
import type { StateAdapters } from '../../../../functions/src/wiring';

/**
 * The state ports, and the mailer of the same world: it keeps what it sends where
 * PersonalRecords reads kept mail (the outbox, the Trigger Email documents). seedFirestore
 * writes no mail, so a suite sends it through the mailer.
 */
export type StatePorts = StateAdapters & { mailer: Mailer };

/** Adapters over a world that starts as `state` and shares nothing with earlier tests. */
export type StatePortsFixture = (state: MemoryState) => Promise<StatePorts>;
