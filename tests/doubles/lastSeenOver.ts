import type { CallablesPort } from '../../src/core/ports/CallablesPort';
import type { ClockPort } from '../../src/core/ports/ClockPort';
import type { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import { DeviceCopyCallables } from '../../src/core/kernel/DeviceCopyCallables';
import { LastSeen } from '../../src/core/kernel/LastSeen';
import { FixedClock } from './FixedClock';
import { InMemoryKeyValueStore } from './InMemoryKeyValueStore';

/** The device copy over `callables`, as the kernel wraps the adapter's port: its store and the port. */
export function deviceCopyOver(
  callables: CallablesPort,
  device: KeyValueStorePort = new InMemoryKeyValueStore(),
  clock: ClockPort = new FixedClock(),
): { lastSeen: LastSeen; port: DeviceCopyCallables } {
  const lastSeen = new LastSeen(device, clock);
  return { lastSeen, port: new DeviceCopyCallables(callables, lastSeen, clock) };
}

/** The read use cases call CallablesPort as the kernel wraps it: this one has an empty device copy. */
export function lastSeenOver(callables: CallablesPort): CallablesPort {
  return deviceCopyOver(callables).port;
}
