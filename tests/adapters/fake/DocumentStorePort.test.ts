import { describe, it } from 'vitest';
import { documentStorePortContract } from '../../contracts/DocumentStorePort.contract';
import { fakeBackend } from './fakeBackendFixture';

documentStorePortContract({ describe, it }, async () => fakeBackend());
