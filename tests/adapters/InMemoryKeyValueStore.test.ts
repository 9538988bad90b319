import { describe, it } from 'vitest';
import { keyValueStorePortContract } from '../contracts/KeyValueStorePort.contract';
import { InMemoryKeyValueStore } from '../doubles/InMemoryKeyValueStore';

// The core's tests stand on this double: it must keep the same promises as the browser adapter.
keyValueStorePortContract({ describe, it }, async () => new InMemoryKeyValueStore());
