import { ContainerModule } from 'inversify';
import { AuthPort } from '../../core/ports/AuthPort';
import { CallablesPort } from '../../core/ports/CallablesPort';
import { DocumentStorePort } from '../../core/ports/DocumentStorePort';
import { InMemoryAuthPort } from './InMemoryAuthPort';
import { InMemoryCallablesPort } from './InMemoryCallablesPort';
import { InMemoryDocumentStorePort } from './InMemoryDocumentStorePort';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';
import { FaultInjector } from './world/FaultInjector';

export { startFakeWorld } from './startFakeWorld';

/**
 * The fake family: the backend ports answered by the in-browser world. It needs the browser
 * family's KeyValueStorePort (where the world is saved), ClockPort and PlatformPort (origin).
 */
export const fakeModule = new ContainerModule(({ bind }) => {
  bind(FakeWorld).toSelf().inSingletonScope();
  bind(FaultInjector).toSelf().inSingletonScope();
  bind(FakeAuthSession).toSelf().inSingletonScope();
  bind(InMemoryAuthPort).toSelf().inSingletonScope();
  bind(AuthPort).toService(InMemoryAuthPort);
  bind(InMemoryCallablesPort).toSelf().inSingletonScope();
  // A value of its own (not toService), so the core's activation hands it out wrapped in the
  // device copy (src/core/kernel/module.ts): inversify runs no activation for a service alias.
  bind(CallablesPort)
    .toDynamicValue((context) => context.get(InMemoryCallablesPort))
    .inSingletonScope();
  bind(InMemoryDocumentStorePort).toSelf().inSingletonScope();
  bind(DocumentStorePort).toService(InMemoryDocumentStorePort);
});
