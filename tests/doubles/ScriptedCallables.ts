import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../../src/core/ports/CallablesPort';
import { validateCallableResponse } from '../../src/core/kernel/validateCallableResponse';

type Answer =
  | { kind: 'response'; value: unknown }
  | { kind: 'raw'; value: unknown }
  | { kind: 'error'; error: Error }
  | { kind: 'held'; promise: Promise<unknown> };

export interface RecordedCall {
  name: CallableName;
  request: unknown;
}

/** A call the test resolves or rejects when it chooses (a request in flight). */
export interface HeldCall<K extends CallableName> {
  resolve(response: CallableResponse<K>): void;
  reject(error: Error): void;
}

/**
 * CallablesPort answering what the test scripted, per function: `answer` for every call,
 * `answerOnce`/`failOnce`/`hold` for the next call only. Every call is recorded. An unscripted
 * call fails the test loudly. `answerRaw` runs the shared boundary check like the adapters do.
 */
export class ScriptedCallables implements CallablesPort {
  readonly calls: RecordedCall[] = [];
  readonly #always = new Map<CallableName, Answer>();
  readonly #once = new Map<CallableName, Answer[]>();

  answer<K extends CallableName>(name: K, response: CallableResponse<K>): this {
    this.#always.set(name, { kind: 'response', value: response });
    return this;
  }

  answerOnce<K extends CallableName>(name: K, response: CallableResponse<K>): this {
    return this.#queue(name, { kind: 'response', value: response });
  }

  /** Answers `raw` as a backend would send it, checked by validateCallableResponse. */
  answerRaw(name: CallableName, raw: unknown): this {
    this.#always.set(name, { kind: 'raw', value: raw });
    return this;
  }

  fail(name: CallableName, error: Error): this {
    this.#always.set(name, { kind: 'error', error });
    return this;
  }

  failOnce(name: CallableName, error: Error): this {
    return this.#queue(name, { kind: 'error', error });
  }

  hold<K extends CallableName>(name: K): HeldCall<K> {
    let held!: HeldCall<K>;
    const promise = new Promise<unknown>((resolve, reject) => {
      held = { resolve, reject };
    });
    this.#queue(name, { kind: 'held', promise });
    return held;
  }

  callsTo<K extends CallableName>(name: K): CallableRequest<K>[] {
    return this.calls
      .filter((call) => call.name === name)
      .map((call) => call.request as CallableRequest<K>);
  }

  async call<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
  ): Promise<CallableResponse<K>> {
    this.calls.push({ name, request: structuredClone(request) });
    const answer = this.#once.get(name)?.shift() ?? this.#always.get(name);
    if (answer === undefined) throw new Error(`ScriptedCallables: nothing scripted for ${name}`);
    switch (answer.kind) {
      case 'response':
        return structuredClone(answer.value) as CallableResponse<K>;
      case 'raw':
        return validateCallableResponse(name, structuredClone(answer.value));
      case 'error':
        throw answer.error;
      case 'held':
        return (await answer.promise) as CallableResponse<K>;
    }
  }

  #queue(name: CallableName, answer: Answer): this {
    const queue = this.#once.get(name) ?? [];
    queue.push(answer);
    this.#once.set(name, queue);
    return this;
  }
}
