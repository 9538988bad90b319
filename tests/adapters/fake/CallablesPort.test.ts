import { describe, it } from 'vitest';
import { callablesPortContract } from '../../contracts/CallablesPort.contract';
import { fakeBackend } from './fakeBackendFixture';

callablesPortContract({ describe, it }, async () => fakeBackend());
