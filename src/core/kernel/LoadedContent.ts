import { makeObservable, observable, runInAction } from 'mobx';
import type { AsyncStatus } from './AsyncStatus';
import type { ProblemReporter } from './ProblemReporter';

/** How a failed load is told to the member: the Problem dialog, quiet offline, with a retry. */
export interface LoadFailureReport {
  problems: Pick<ProblemReporter, 'report'>;
  fallback: string;
  /** What "Try again" does: the store's own load, which reads the member afresh. */
  retry: () => void;
}

/** What a request's answer or failure does, called only while the answer still counts. */
export interface AnswerHandlers<A, R> {
  answered: (answer: A) => R | Promise<R>;
  failed?: (error: unknown) => R | Promise<R>;
}

/**
 * One member's piece of content: its value and where its load stands. clear() (at logout) makes
 * every answer still in flight stale, so an answer meant for the previous member is dropped and
 * its failure is not reported. A newer load does not make an older one stale.
 */
export class LoadedContent<T> {
  value: T;
  status: AsyncStatus = 'idle';
  #generation = 0;
  readonly #empty: T;
  readonly #report: LoadFailureReport | null;

  constructor(empty: T, report: LoadFailureReport | null = null) {
    this.value = empty;
    this.#empty = empty;
    this.#report = report;
    makeObservable(this, { value: observable, status: observable });
  }

  /**
   * Loads the value (shown as `show` maps the answer, by default the answer itself); a failure
   * goes to the Problem dialog. Resolves true when the answer was shown.
   */
  load(request: () => Promise<T>): Promise<boolean>;
  load<A>(request: () => Promise<A>, show: (answer: A) => T): Promise<boolean>;
  async load<A>(request: () => Promise<A>, show?: (answer: A) => T): Promise<boolean> {
    const shown = await this.settle(
      request,
      {
        answered: (answer) => {
          this.#show(answer, show);
          return true;
        },
        failed: (error) => {
          this.status = 'error';
          const report = this.#report;
          if (report !== null) {
            report.problems.report(error, {
              fallback: report.fallback,
              retry: report.retry,
              quietOffline: true,
            });
          }
          return false;
        },
      },
      () => (this.status = 'loading'),
    );
    return shown ?? false;
  }

  /**
   * Loads like load(), but the caller decides what a failure means: it is thrown, stale or
   * not, and the answer is returned, stale or not.
   */
  async loadOrThrow<A>(request: () => Promise<A>, show: (answer: A) => T): Promise<A> {
    const generation = this.#generation;
    runInAction(() => (this.status = 'loading'));
    try {
      const answer = await request();
      runInAction(() => {
        if (generation === this.#generation) this.#show(answer, show);
      });
      return answer;
    } catch (error) {
      runInAction(() => {
        if (generation === this.#generation) this.status = 'error';
      });
      throw error;
    }
  }

  /**
   * Sends a request tied to this content (an opt-in, a QR code, a re-read): its handler runs,
   * inside a MobX action, only while clear() has not come since. Resolves with the handler's
   * result, or null for a stale answer or an unhandled failure.
   */
  async settle<A, R>(
    request: () => Promise<A>,
    handlers: AnswerHandlers<A, R>,
    beforeSend?: () => void,
  ): Promise<R | null> {
    const generation = this.#generation;
    if (beforeSend) runInAction(beforeSend);
    let answer: A;
    try {
      answer = await request();
    } catch (error) {
      if (generation !== this.#generation || handlers.failed === undefined) return null;
      const failed = handlers.failed;
      return runInAction(() => failed(error));
    }
    if (generation !== this.#generation) return null;
    return runInAction(() => handlers.answered(answer));
  }

  /**
   * Loads again behind the screen (a refresh brought the server's answer): the value on screen
   * stays until the answer replaces it, the status does not go back to 'loading', and a failure
   * keeps what is shown without telling anyone (the offline note says when it is from).
   */
  async reload<A>(request: () => Promise<A>, show: (answer: A) => T): Promise<void> {
    await this.settle(request, {
      answered: (answer) => this.#show(answer, show),
      failed: () => undefined,
    });
  }

  /** A newer value from elsewhere (the server's answer to a change); the status stays. */
  replace(value: T): void {
    this.value = value;
  }

  /** Forgets the value; answers still in flight become stale. */
  clear(): void {
    this.#generation += 1;
    runInAction(() => {
      this.value = this.#empty;
      this.status = 'idle';
    });
  }

  #show<A>(answer: A, show: ((answer: A) => T) | undefined): void {
    this.value = show ? show(answer) : (answer as unknown as T);
    this.status = 'ready';
  }
}
