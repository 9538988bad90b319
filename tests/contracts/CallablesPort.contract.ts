import type { BackendFixture, FixtureFactory, SuiteApi } from './BackendFixture';
import { accountCallablesContract } from './callables/accountCallables';
import { memberCallablesContract } from './callables/memberCallables';
import { promotionCallablesContract } from './callables/promotionCallables';
import { walletCallablesContract } from './callables/walletCallables';

/**
 * What every CallablesPort adapter does, against the seeded demo world: each of the 19
 * callables of spec section 7, and our extension wallet-getPassLinks, answers its contract shape, and refuses as the backend does (unauthenticated,
 * permission-denied, not-found, invalid-argument, aborted, resource-exhausted).
 */
export function callablesPortContract(
  suite: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  suite.describe('CallablesPort contract', () => {
    accountCallablesContract(suite, makeFixture);
    memberCallablesContract(suite, makeFixture);
    promotionCallablesContract(suite, makeFixture);
    walletCallablesContract(suite, makeFixture);
  });
}
