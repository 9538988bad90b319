import { expect } from 'vitest';
import { GATE_MESSAGES } from '@met/scheme';
import type { BackendFixture, FixtureFactory, SuiteApi } from '../BackendFixture';
import { expectFunctionError, signInAs } from '../expectations';

/**
 * wallet-getPassLinks, our extension of the spec's table: the caller's own card as
 * wallet pass links. Neither the fake world nor the emulators hold real wallet keys (they live in
 * Secret Manager): both offer sample passes signed with throwaway keys, and say so;
 * the passes themselves are proven in tests/functions/wallet and tests/emulators/walletSample.
 */
export function walletCallablesContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('the membership card in the wallets', () => {
    it("wallet-getPassLinks answers a signed-in member a demo world's sample links, saying so", async () => {
      const fixture = await makeFixture();
      await expectFunctionError(
        fixture.callables.call('wallet-getPassLinks', {}),
        'unauthenticated',
      );

      await signInAs(fixture, 'king');
      const answer = await fixture.callables.call('wallet-getPassLinks', {});

      expect(answer).toEqual({
        apple: {
          url: expect.stringMatching(/\/wallet\/(sample\/100104\.pkpass|apple\/pass\?token=)/),
          expiresAt: expect.any(String),
        },
        google: { url: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//) },
        sample: true,
      });
    });

    it('wallet-getPassLinks refuses a gated membership with the gate message', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'suspended');

      await expectFunctionError(
        fixture.callables.call('wallet-getPassLinks', {}),
        'permission-denied',
        GATE_MESSAGES.suspended,
      );
    });

    it("wallet-getPassLinks refuses a request naming another member's card instead of ignoring it", async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');
      // The contract's request is empty; a caller sending a field anyway is refused whole.
      const naming = { customerNumber: '100101' } as unknown as Record<string, never>;

      await expectFunctionError(
        fixture.callables.call('wallet-getPassLinks', naming),
        'invalid-argument',
        'This request takes no fields.',
      );
    });
  });
}
