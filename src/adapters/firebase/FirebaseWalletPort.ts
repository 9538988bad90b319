import type { HttpsCallable } from 'firebase/functions';
import { inject, injectable } from 'inversify';
import { WALLET_CALLABLE, type WalletPassLinks } from '@met/scheme/contract';
import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '../../core/kernel/constants';
import { parseWalletPassLinks } from '../../core/card/walletPassLinks';
import type { WalletPort } from '../../core/ports/WalletPort';
import { FirebaseRuntime } from './FirebaseRuntime';
import { toFunctionError } from './toFunctionError';

/**
 * WalletPort on firebase/functions: wallet-getPassLinks in europe-west2, on the same app (and so
 * the same signed-in user's ID token) as FirebaseCallablesPort; the SDK is imported on first use.
 */
@injectable()
export class FirebaseWalletPort implements WalletPort {
  readonly #runtime: FirebaseRuntime;
  #callable: Promise<HttpsCallable<unknown, unknown>> | null = null;

  constructor(@inject(FirebaseRuntime) runtime: FirebaseRuntime) {
    this.#runtime = runtime;
  }

  async getPassLinks(): Promise<WalletPassLinks> {
    let raw: unknown;
    try {
      raw = (await (await this.#loadCallable())({})).data;
    } catch (error) {
      throw toFunctionError(error);
    }
    return parseWalletPassLinks(raw);
  }

  #loadCallable(): Promise<HttpsCallable<unknown, unknown>> {
    this.#callable ??= this.#createCallable().catch((error: unknown) => {
      this.#callable = null; // a chunk that failed to load (offline) is tried again next call
      throw error;
    });
    return this.#callable;
  }

  async #createCallable(): Promise<HttpsCallable<unknown, unknown>> {
    const [{ app }, { connectFunctionsEmulator, getFunctions, httpsCallable }] = await Promise.all([
      this.#runtime.start(),
      import('firebase/functions'),
    ]);
    // getFunctions answers the one instance per app and region that the callables use too.
    const functions = getFunctions(app, FUNCTIONS_REGION);
    const emulator = this.#runtime.emulators?.functions;
    if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
    return httpsCallable(functions, WALLET_CALLABLE, { timeout: FUNCTION_TIMEOUT_MS });
  }
}
