import type { CallablesPort } from '../../src/core/ports/CallablesPort';
import { LastSeen } from '../../src/core/kernel/LastSeen';
import { FixedClock } from './FixedClock';
import { InMemoryKeyValueStore } from './InMemoryKeyValueStore';

/** The read use cases call through LastSeen: this one has an empty device copy. */
export function lastSeenOver(callables: CallablesPort): LastSeen {
  return new LastSeen(callables, new InMemoryKeyValueStore(), new FixedClock());
}
