import { injectable } from 'inversify';
import { CALLABLE_NAMES, type CallableName } from '../../../../functions/src/contract/callables';
import { FUNCTION_TIMEOUT_MS } from '../../../core/domain/constants';
import { FunctionError } from '../../../core/domain/FunctionError';
import { isFunctionErrorCode, type FunctionErrorCode } from '../../../core/domain/functionErrors';
import { ChangeSignal } from './ChangeSignal';
import { delay } from './delay';
import { offlineFunctionError } from './networkErrors';

/** A realistic round trip to a cloud function; none in e2e builds, where speed matters more. */
export const DEFAULT_LATENCY_MS = import.meta.env.MODE === 'e2e' ? 0 : 150;

export interface InjectedFault {
  callable: CallableName;
  code: FunctionErrorCode;
  message: string;
  /** 'next': the next call only; 'every': every call until cleared. */
  scope: 'next' | 'every';
}

/**
 * The fake world's network, which tests and the Demo panel can break: the next call or every
 * call of a callable fails with a chosen code, answers come slowly, or nothing gets through.
 * Faults live in memory only: a reload brings a healthy network back.
 */
@injectable()
export class FaultInjector {
  readonly changes = new ChangeSignal();
  #latencyMs = DEFAULT_LATENCY_MS;
  #offline = false;
  readonly #next = new Map<CallableName, InjectedFault>();
  readonly #every = new Map<CallableName, InjectedFault>();
  readonly #calls = new Map<CallableName, number>();

  get latencyMs(): number {
    return this.#latencyMs;
  }

  /** Offline by the Demo panel's switch, or because the device itself has no network. */
  get offline(): boolean {
    return this.#offline || deviceOffline();
  }

  /** Every fault waiting to happen, 'every call' ones first. */
  get faults(): InjectedFault[] {
    return [...this.#every.values(), ...this.#next.values()];
  }

  /**
   * How many requests the app has sent to `callable` since this world started, failed ones
   * included: what tests count to prove a double tap sends one request. A reset does not zero it,
   * so compare counts taken before and after.
   */
  calls(callable: CallableName): number {
    return this.#calls.get(callable) ?? 0;
  }

  /** @throws TypeError for a name that is not a callable or a code that is not a function code. */
  failNext(callable: CallableName, code: FunctionErrorCode, message?: string): void {
    this.#next.set(callable, this.#fault(callable, code, message, 'next'));
    this.changes.notify();
  }

  /** `code` null stops failing every call of `callable`. @throws TypeError as failNext. */
  failAlways(callable: CallableName, code: FunctionErrorCode | null, message?: string): void {
    if (code === null) {
      requireCallable(callable);
      this.#every.delete(callable);
    } else {
      this.#every.set(callable, this.#fault(callable, code, message, 'every'));
    }
    this.changes.notify();
  }

  /** Takes back a 'next call' fault that has not happened yet. */
  cancelNext(callable: CallableName): void {
    this.#next.delete(callable);
    this.changes.notify();
  }

  /** @throws RangeError unless `ms` is a finite number of milliseconds, 0 or more. */
  setLatency(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError(`Latency must be 0 ms or more, not ${ms}`);
    this.#latencyMs = ms;
    this.changes.notify();
  }

  setOffline(on: boolean): void {
    this.#offline = on;
    this.changes.notify();
  }

  /** A healthy network again: no faults, online, the default latency. */
  clear(): void {
    this.#next.clear();
    this.#every.clear();
    this.#offline = false;
    this.#latencyMs = DEFAULT_LATENCY_MS;
    this.changes.notify();
  }

  /**
   * Runs before each call of `callable`: offline fails at once, as a browser does; otherwise the
   * answer waits for the latency (a wait past the 70 s function timeout is 'deadline-exceeded'),
   * then an injected fault, if any, is the answer.
   * @throws FunctionError.
   */
  async beforeCall(callable: CallableName): Promise<void> {
    this.#calls.set(callable, this.calls(callable) + 1);
    if (this.offline) throw offlineFunctionError();
    if (this.#latencyMs >= FUNCTION_TIMEOUT_MS) {
      await delay(FUNCTION_TIMEOUT_MS);
      throw new FunctionError('deadline-exceeded', `No answer within ${FUNCTION_TIMEOUT_MS} ms`);
    }
    await delay(this.#latencyMs);
    // The network dropped while the request was on its way: the answer never arrives.
    if (this.offline) throw offlineFunctionError();
    const fault = this.#next.get(callable) ?? this.#every.get(callable);
    if (fault === undefined) return;
    if (fault.scope === 'next') {
      this.#next.delete(callable);
      this.changes.notify();
    }
    throw new FunctionError(fault.code, fault.message);
  }

  #fault(
    callable: CallableName,
    code: FunctionErrorCode,
    message: string | undefined,
    scope: InjectedFault['scope'],
  ): InjectedFault {
    requireCallable(callable);
    if (!isFunctionErrorCode(code))
      throw new TypeError(`${String(code)} is not a function error code`);
    return {
      callable,
      code,
      message: message ?? `${callable} failed with ${code} (injected)`,
      scope,
    };
  }
}

/** The browser's own connectivity, so a device going offline takes the fake backend away too. */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function requireCallable(callable: string): void {
  if (!(CALLABLE_NAMES as readonly string[]).includes(callable)) {
    throw new TypeError(`${callable} is not one of the 19 callables`);
  }
}
