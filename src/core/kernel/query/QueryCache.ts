import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CallablesPort } from '../../ports/CallablesPort';
import { ClockPort } from '../../ports/ClockPort';
import { ConnectivityPort } from '../../ports/ConnectivityPort';
import { ProblemReporter } from '../ProblemReporter';
import { DeviceCopy } from './DeviceCopy';
import { Query, type QueryContext } from './Query';
import type { AnswerEffects, QueryDefinition } from './QueryDefinition';

/** What a request's answer or failure does, called only while the session that sent it is open. */
export interface AnswerHandlers<A, R> {
  answered: (answer: A) => R | Promise<R>;
  failed?: (error: unknown) => R | Promise<R>;
}

/**
 * Every read's Query for the open member (docs/ARCHITECTURE.md "The query layer"), one per key,
 * kept on the device through DeviceCopy. The session opens it for one member, says when the
 * start may answer the device copy at once, and closes it on its one exit: every value goes and
 * every answer still in flight is dropped. Back online, the screens' reads that stand on the device
 * copy or failed for want of a network ask the server again (a member who opened the app in a
 * basement sees today's offers once they walk out, without reloading).
 */
@injectable()
export class QueryCache implements AnswerEffects {
  readonly #queries = new Map<string, Query<unknown, unknown, unknown>>();
  #answersAtOnce = false;
  /** Bumped by close(): an answer to a write sent before it is not acted on. */
  #generation = 0;
  readonly #context: QueryContext;

  constructor(
    @inject(CallablesPort) callables: CallablesPort,
    @inject(DeviceCopy) private readonly device: DeviceCopy,
    @inject(ClockPort) clock: ClockPort,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
  ) {
    this.#context = {
      ports: { callables },
      device,
      clock,
      problems,
      answersAtOnce: () => this.#answersAtOnce && this.device.uid !== null,
      effects: this,
    };
    // For the app's life, as the cache itself: no unsubscribe.
    connectivity.subscribe((online) => {
      if (online) for (const query of this.#queries.values()) query.reconnected();
    });
  }

  /** The Query of `definition` asked with `args`: the same one for the same key. */
  query<Args, Answer, Model>(
    definition: QueryDefinition<Args, Answer, Model>,
    args: Args,
  ): Query<Args, Answer, Model> {
    const key = definition.key(args);
    let query = this.#queries.get(key) as Query<Args, Answer, Model> | undefined;
    if (query === undefined) {
      query = new Query(definition, args, this.#context);
      this.#queries.set(key, query as Query<unknown, unknown, unknown>);
    }
    return query;
  }

  /** A copy of `definition` asked with `args` is saved on this device for the open member. */
  holds<Args, Answer, Model>(
    definition: QueryDefinition<Args, Answer, Model>,
    args: Args,
  ): boolean {
    return definition.keep.onDevice && this.device.saved(definition.key(args)) !== null;
  }

  /** Keeps answers for member `uid` from now on; another member's copy and values go first. */
  open(uid: string): void {
    if (this.device.uid !== uid) {
      this.#answersAtOnce = false;
      this.#resetAll();
    }
    this.device.open(uid);
  }

  /**
   * The session shows the open member's saved screens at once and refreshes them behind it
   * (DECISIONS.md "Session and sign-in"); only the session, once it read a usable copy, says so.
   */
  answerAtOnce(): void {
    if (this.device.uid !== null) this.#answersAtOnce = true;
  }

  /** The session's one exit: nothing of the member stays in memory or on the device. */
  close(): void {
    this.#answersAtOnce = false;
    this.#generation += 1;
    this.device.forget();
    this.#resetAll();
  }

  forget<Args, Answer, Model>(definition: QueryDefinition<Args, Answer, Model>, args: Args): void {
    this.query(definition, args).forget();
  }

  forgetScreen(path: string): void {
    this.device.forgetScreen(path);
  }

  /**
   * Sends a write tied to the open member (an opt-in, a spin): its handler runs, inside a MobX
   * action, only while the session that sent it is open. Resolves with the handler's result, or
   * null for an answer that came too late or an unhandled failure.
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

  #resetAll(): void {
    this.#generation += 1;
    for (const query of this.#queries.values()) query.reset();
  }
}
