import { inject, injectable } from 'inversify';
import { FunctionError, isFunctionErrorCode } from '../../core/kernel/errors';
import { functionCodeForHttpStatus } from '../../core/kernel/functionErrors';
import { messages } from '../../core/kernel/messages';
import { FUNCTION_TIMEOUT_MS, FUNCTIONS_REGION } from '../../core/kernel/constants';
import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../../core/ports/CallablesPort';
import { FirebaseRuntime } from './FirebaseRuntime';

/** The contract's response check (validateCallableResponse), loaded with the first call. */
type Validate =
  typeof import('../../core/kernel/validateCallableResponse').validateCallableResponse;

/**
 * CallablesPort on the callable functions' HTTP protocol with fetch
 * (https://firebase.google.com/docs/functions/callable-reference): a POST of `{data}` to the
 * function in europe-west2 with the signed-in member's ID token, answered by `{result}` or
 * `{error: {status, message, details}}`, given up after 70 s. That is all firebase/functions
 * does for this app, in a few hundred bytes instead of its 3.4 KB gzip on every signed-in start.
 * The contract's response schemas are imported on the first call, so a signed-out first visit
 * downloads none of them; every answer goes through validateCallableResponse. The member's ID
 * token comes from FirebaseRuntime, which starts no SDK for a member saved on this device.
 */
@injectable()
export class FirebaseCallablesPort implements CallablesPort {
  #validate: Promise<Validate> | null = null;

  constructor(@inject(FirebaseRuntime) private readonly runtime: FirebaseRuntime) {}

  async call<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
  ): Promise<CallableResponse<K>> {
    const validate = await this.#loadValidate();
    const raw = await this.#post(name, withoutUndefined(request));
    return validate(name, raw);
  }

  async #post(name: CallableName, data: unknown): Promise<unknown> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), FUNCTION_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(this.#urlOf(name), {
        method: 'POST',
        headers: await this.runtime.requestHeaders(),
        body: JSON.stringify({ data }),
        signal: abort.signal,
      });
    } catch (error) {
      // No answer at all: offline, host unreachable, or no answer within the timeout.
      if (abort.signal.aborted)
        throw new FunctionError('deadline-exceeded', messages.errors.network);
      throw new FunctionError('unavailable', messages.errors.network, error);
    } finally {
      clearTimeout(timer);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isRecord(body) && 'result' in body) return body.result;
    throw callableError(response.status, body);
  }

  #urlOf(name: CallableName): string {
    const project = this.runtime.projectId;
    const emulator = this.runtime.emulators?.functions;
    return emulator
      ? `http://${emulator.host}:${emulator.port}/${project}/${FUNCTIONS_REGION}/${name}`
      : `https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net/${name}`;
  }

  #loadValidate(): Promise<Validate> {
    this.#validate ??= import('../../core/kernel/validateCallableResponse').then(
      ({ validateCallableResponse }) => validateCallableResponse,
      (error: unknown) => {
        this.#validate = null; // a chunk that failed to load (offline) is tried again next call
        throw new FunctionError('unavailable', messages.errors.network, error);
      },
    );
    return this.#validate;
  }
}

/**
 * A callable's error answer as the core's FunctionError, as the protocol defines it: the code is
 * the answer's status when it names one (INVALID_ARGUMENT is 'invalid-argument'), else the HTTP
 * status's (spec section 8); the member reads the server's own message.
 */
export function callableError(httpStatus: number, body: unknown): FunctionError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const stated =
    typeof error.status === 'string' ? error.status.toLowerCase().replaceAll('_', '-') : null;
  const code =
    stated !== null && isFunctionErrorCode(stated)
      ? stated
      : httpStatus >= 200 && httpStatus < 300
        ? 'internal' // an answer without a result
        : functionCodeForHttpStatus(httpStatus);
  const message = typeof error.message === 'string' ? error.message : code;
  return new FunctionError(code, message, error.details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON leaves an undefined field out (as the fake world does), where the contract's optional
 * fields would refuse a null.
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
