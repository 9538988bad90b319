import { injectable } from 'inversify';
import { CALLABLE_NAMES, type CallableName } from '@met/scheme/contract';
import { FUNCTION_TIMEOUT_MS } from '../../../core/kernel/constants';
import { FunctionError } from '../../../core/kernel/FunctionError';
import { isFunctionErrorCode, type FunctionErrorCode } from '../../../core/kernel/functionErrors';
import { ChangeSignal } from './ChangeSignal';
import { delay } from './delay';
import { offlineFunctionError } from './networkErrors';

/** A realistic round trip to a cloud function; none in e2e builds, where speed matters more. */
const DEFAULT_LATENCY_MS = import.meta.env.MODE === 'e2e' ? 0 : 150;

/**
 * The app's own write to users/{uid} (the game opt-in, spec section 7): not a callable, but its
 * answer can be lost on the way back all the same.
 */
export const GAME_OPT_IN_WRITE = 'users/{uid}.gameOptin';

/** What can do its work on the backend and then lose its answer. */
export type AnswerSource = CallableName | typeof GAME_OPT_IN_WRITE;

/**
 * How an answer that never arrives is reported, as the Firebase adapters report it:
 * 'unavailable' when the connection drops on the way back (the SDK's status 0), or
 * 'deadline-exceeded' when nothing comes back before the 70 s function timeout.
 */
export const LOST_ANSWER_CODES = ['unavailable', 'deadline-exceeded'] as const;
export type LostAnswerCode = (typeof LOST_ANSWER_CODES)[number];

/** The backend does the work (records the spin, the opt-in...), then its answer is lost. */
export interface LostAnswer {
  source: AnswerSource;
  code: LostAnswerCode;
}

export interface InjectedFault {
  callable: CallableName;
  code: FunctionErrorCode;
  message: string;
  /** 'next': the next call only; 'every': every call until cleared. */
  scope: 'next' | 'every';
}

/**
 * The fake world's network, which tests and the Demo panel can break: the next call or every
 * call of a callable fails with a chosen code before the backend sees it, the next answer is lost
 * after the backend did the work, answers come slowly, or nothing gets through.
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
  readonly #lostAnswers = new Map<AnswerSource, LostAnswer>();

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

  /** Answers to be lost after the backend's work, one per source, for its next request only. */
  get lostAnswers(): LostAnswer[] {
    return [...this.#lostAnswers.values()];
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

  /**
   * The next request to `source` reaches the backend, which does its work (records the play, the
   * RSVP, the opt-in), and then the answer is lost: the app gets `code` as if the network had
   * failed. The Firestore adapter reports a write that gets no answer as 'unavailable' (at
   * its own 15 s timeout too), so the opt-in write takes only that code.
   * @throws TypeError for an unknown source, a code that is not a lost answer's, or
   *   'deadline-exceeded' for the opt-in write.
   */
  loseNextAnswer(source: AnswerSource, code: LostAnswerCode = 'unavailable'): void {
    if (source !== GAME_OPT_IN_WRITE) requireCallable(source);
    if (!(LOST_ANSWER_CODES as readonly string[]).includes(code)) {
      throw new TypeError(`${String(code)} is not how a lost answer is reported`);
    }
    if (source === GAME_OPT_IN_WRITE && code !== 'unavailable') {
      throw new TypeError(`A lost ${GAME_OPT_IN_WRITE} answer is reported as 'unavailable'`);
    }
    this.#lostAnswers.set(source, { source, code });
    this.changes.notify();
  }

  /** Takes back a lost answer that has not happened yet. */
  cancelLostAnswer(source: AnswerSource): void {
    this.#lostAnswers.delete(source);
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
    this.#lostAnswers.clear();
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

  /**
   * Runs the backend's `work` for a request to `source`, then hands back its answer or refusal,
   * unless that answer is set to be lost: 'unavailable' fails at once (the connection dropped on
   * the way back); 'deadline-exceeded' fails when the 70 s function timeout, counted from the
   * request leaving after `latencyMs`, runs out. Either way the work stays done.
   * @throws what `work` throws; FunctionError when the answer is lost.
   */
  async carryOut<T>(source: AnswerSource, work: () => Promise<T>, latencyMs = 0): Promise<T> {
    const outcome = await work().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await this.#loseAnswerIfSet(source, latencyMs);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  async #loseAnswerIfSet(source: AnswerSource, latencyMs: number): Promise<void> {
    const lost = this.#lostAnswers.get(source);
    if (lost === undefined) return;
    this.#lostAnswers.delete(source);
    this.changes.notify();
    if (lost.code === 'unavailable') throw offlineFunctionError();
    await delay(Math.max(0, FUNCTION_TIMEOUT_MS - latencyMs));
    throw new FunctionError('deadline-exceeded', `No answer within ${FUNCTION_TIMEOUT_MS} ms`);
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
    throw new TypeError(`${callable} is not one of the contract's callables`);
  }
}
