import { deleteApp, getApps } from 'firebase/app';
import { Container, ContainerModule } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirebaseSettings } from '../../../src/adapters/firebase/firebaseApp';
import { FirebaseAuthPort } from '../../../src/adapters/firebase/FirebaseAuthPort';
import { FirebaseCallablesPort } from '../../../src/adapters/firebase/FirebaseCallablesPort';
import { FirestoreRestDocumentStorePort } from '../../../src/adapters/firebase/FirestoreRestDocumentStorePort';
import { createFirebaseModule } from '../../../src/adapters/firebase/module';
import { AuthPort } from '../../../src/core/ports/AuthPort';
import { CallablesPort } from '../../../src/core/ports/CallablesPort';
import { DocumentStorePort } from '../../../src/core/ports/DocumentStorePort';
import { KeyValueStorePort } from '../../../src/core/ports/KeyValueStorePort';
import { PlatformPort } from '../../../src/core/ports/PlatformPort';
import { FakePlatform } from '../../doubles/FakePlatform';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';

/** What the browser family provides to this one. */
const browserPorts = new ContainerModule(({ bind }) => {
  bind(KeyValueStorePort).toConstantValue(new InMemoryKeyValueStore());
  bind(PlatformPort).toConstantValue(new FakePlatform());
});

const options = { apiKey: 'demo-key', projectId: 'demo-metrewards', appId: '1:1:web:1' };

function containerFor(settings: FirebaseSettings): Container {
  const container = new Container();
  container.load(browserPorts, createFirebaseModule(settings));
  return container;
}

describe('firebase module', () => {
  afterEach(() => Promise.all(getApps().map((app) => deleteApp(app))));

  it('binds every backend port to its Firebase adapter', () => {
    const container = containerFor({ options, emulators: null });

    expect(container.get(AuthPort)).toBeInstanceOf(FirebaseAuthPort);
    expect(container.get(CallablesPort)).toBeInstanceOf(FirebaseCallablesPort);
    expect(container.get(DocumentStorePort)).toBeInstanceOf(FirestoreRestDocumentStorePort);
    expect(container.get(AuthPort)).toBe(container.get(AuthPort));
  });
});
