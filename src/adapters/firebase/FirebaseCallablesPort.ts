import type { HttpsCallable } from 'firebase/functions';
import { inject, injectable } from 'inversify';
import { FunctionError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '../../core/kernel/constants';
import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../../core/ports/CallablesPort';
import { FirebaseRuntime } from './FirebaseRuntime';
import { toFunctionError } from './toFunctionError';

type Validate =
  typeof import('../../core/kernel/validateCallableResponse').validateCallableResponse;

interface Caller {
  callable: (name: CallableName) => HttpsCallable<unknown, unknown>;
  /** The contract's response check (validateCallableResponse), loaded with the SDK. */
  validate: Validate;
}

/**
 * CallablesPort on firebase/functions (europe-west2, 70 s timeout). Firebase, the Functions SDK
 * and the contract's response schemas are started and imported on the first call, so they are chunks that a signed-out first
 * visit never downloads. The SDK sends the signed-in user's ID token itself, through the Auth
 * instance of the same app; every answer goes through validateCallableResponse.
 */
@injectable()
export class FirebaseCallablesPort implements CallablesPort {
  readonly #runtime: FirebaseRuntime;
  #caller: Promise<Caller> | null = null;

  constructor(@inject(FirebaseRuntime) runtime: FirebaseRuntime) {
    this.#runtime = runtime;
  }

  async call<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
  ): Promise<CallableResponse<K>> {
    let raw: unknown;
    let validate: Validate;
    try {
      const caller = await this.#loadCaller();
      validate = caller.validate;
      raw = (await caller.callable(name)(withoutUndefined(request))).data;
    } catch (error) {
      throw toFunctionError(error);
    }
    return validate(name, raw);
  }

  #loadCaller(): Promise<Caller> {
    this.#caller ??= this.#createCaller().catch((error: unknown) => {
      this.#caller = null; // a chunk that failed to load (offline) is tried again next call
      throw new FunctionError('unavailable', messages.errors.network, error);
    });
    return this.#caller;
  }

  async #createCaller(): Promise<Caller> {
    const [
      { app },
      { connectFunctionsEmulator, getFunctions, httpsCallable },
      { validateCallableResponse },
    ] = await Promise.all([
      this.#runtime.start(),
      import('firebase/functions'),
      import('../../core/kernel/validateCallableResponse'),
    ]);
    const functions = getFunctions(app, FUNCTIONS_REGION);
    const emulator = this.#runtime.emulators?.functions;
    if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
    return {
      callable: (name) => httpsCallable(functions, name, { timeout: FUNCTION_TIMEOUT_MS }),
      validate: validateCallableResponse,
    };
  }
}

/**
 * The SDK encodes an undefined field as null, which the contract's optional fields refuse;
 * JSON (and the fake world) leaves such a field out, so this does too.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  );
}
