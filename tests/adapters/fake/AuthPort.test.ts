import { describe, it } from 'vitest';
import { authPortContract } from '../../contracts/AuthPort.contract';
import { fakeBackend } from './fakeBackendFixture';

authPortContract({ describe, it }, async () => fakeBackend());
