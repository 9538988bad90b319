import { describe } from 'vitest';
import { aWorld } from '../world';
import { identityAdminContract } from './contracts/IdentityAdmin.contract';

describe('InMemoryIdentity holds to the IdentityAdmin contract', () => {
  identityAdminContract(async () => aWorld().backend.identity);
});
