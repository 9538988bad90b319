import { describe } from 'vitest';
import { InMemoryWalletRegistrations } from '../../../functions/src/adapters/memory/InMemoryWalletRegistrations';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { walletRegistrationsContract } from './appleWalletRegistrations.contract';

describe('InMemoryWalletRegistrations holds to the WalletRegistrations contract', () => {
  walletRegistrationsContract(async () => new InMemoryWalletRegistrations(emptyMemoryState()));
});

describe('InMemoryWalletRegistrations on a world saved before wallets existed', () => {
  walletRegistrationsContract(async () => {
    const { applePasses: _absent, ...older } = emptyMemoryState();
    return new InMemoryWalletRegistrations(JSON.parse(JSON.stringify(older)));
  });
});
