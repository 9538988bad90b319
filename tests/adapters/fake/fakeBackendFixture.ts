import { InMemoryAuthPort } from '../../../src/adapters/fake/InMemoryAuthPort';
import { InMemoryCallablesPort } from '../../../src/adapters/fake/InMemoryCallablesPort';
import { InMemoryDocumentStorePort } from '../../../src/adapters/fake/InMemoryDocumentStorePort';
import { FakeAuthSession } from '../../../src/adapters/fake/world/FakeAuthSession';
import { FakeWorld } from '../../../src/adapters/fake/world/FakeWorld';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import type { KeyValueStorePort } from '../../../src/core/ports/KeyValueStorePort';
import type { BackendFixture } from '../../contracts/BackendFixture';
import { FakePlatform } from '../../doubles/FakePlatform';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';

export interface FakeBackend extends BackendFixture {
  auth: InMemoryAuthPort;
  callables: InMemoryCallablesPort;
  documents: InMemoryDocumentStorePort;
  world: FakeWorld;
  faults: FaultInjector;
  session: FakeAuthSession;
  storage: KeyValueStorePort;
  clock: FixedClock;
  advanceTime: (ms: number) => void;
}

/**
 * The fake family wired by hand over one storage, as a page load does: a second call with the
 * same storage is the same browser after a reload. No latency, so tests run fast.
 */
export function fakeBackend(
  storage: KeyValueStorePort = new InMemoryKeyValueStore(),
  clock: FixedClock = new FixedClock(new Date()),
  platform: FakePlatform = new FakePlatform(),
): FakeBackend {
  const world = new FakeWorld(storage, clock, platform);
  const faults = new FaultInjector();
  faults.setLatency(0);
  const session = new FakeAuthSession(world, storage);
  return {
    auth: new InMemoryAuthPort(world, session, faults),
    callables: new InMemoryCallablesPort(world, session, faults),
    documents: new InMemoryDocumentStorePort(world, session, faults, clock),
    world,
    faults,
    session,
    storage,
    clock,
    advanceTime: (ms) => clock.advance(ms),
    async latestLinkTo(email) {
      const mails = (await world.ready()).state.outbox.filter((mail) => mail.to === email);
      return mails.findLast((mail) => mail.link !== undefined)?.link ?? null;
    },
  };
}
