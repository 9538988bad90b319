import { inject, injectable } from 'inversify';
import { CallableError, type CallContext, type WalletPassLinks } from '@met/scheme/contract';
import { FunctionError } from '../../core/kernel/FunctionError';
import { parseWalletPassLinks } from '../../core/card/walletPassLinks';
import type { WalletPort } from '../../core/ports/WalletPort';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';

/**
 * wallet-getPassLinks answered by the backend's own WalletService in the browser, gated as on
 * the server. The fake world holds no wallet keys, so it answers no links; a refusal arrives as
 * FunctionError with the service's code, as from the Firebase adapter.
 */
@injectable()
export class InMemoryWalletPort implements WalletPort {
  readonly #world: FakeWorld;
  readonly #session: FakeAuthSession;

  constructor(
    @inject(FakeWorld) world: FakeWorld,
    @inject(FakeAuthSession) session: FakeAuthSession,
  ) {
    this.#world = world;
    this.#session = session;
  }

  async getPassLinks(): Promise<WalletPassLinks> {
    await this.#session.ready();
    const user = this.#session.current();
    const context: CallContext =
      user === null
        ? { callerAddress: 'this-device' }
        : { auth: { ...user }, callerAddress: 'this-device' };
    const answer = await this.#world
      .read(({ wallet }) => wallet.getPassLinks({}, context))
      .catch((error: unknown) => {
        if (error instanceof CallableError) {
          throw new FunctionError(error.code, error.message, error.details);
        }
        throw error;
      });
    return parseWalletPassLinks(JSON.parse(JSON.stringify(answer)));
  }
}
