import { makeObservable, observable, runInAction, computed, action } from 'mobx';
import type { ClockPort } from '../../ports/ClockPort';
import type { AsyncStatus } from '../AsyncStatus';
import { isNetworkFailure } from '../networkFailure';
import type { ProblemReporter } from '../ProblemReporter';
import type { DeviceCopy } from './DeviceCopy';
import type { AnswerEffects, QueryDefinition, QueryPorts } from './QueryDefinition';

/**
 * Where a read stands when it may not apply: with no query to ask (a temporary member has no
 * venue content), there is nothing to load, so it is settled once a member is shown.
 */
export function statusOfRead(
  query: { readonly status: AsyncStatus } | null,
  memberShown: boolean,
): AsyncStatus {
  if (query !== null) return query.status;
  return memberShown ? 'ready' : 'idle';
}

/** Where the value on screen came from: this device's copy, or the server's answer. */
export type QuerySource = 'device' | 'server';

/** How a failed load is told to the member: the Problem dialog (quiet offline), with a retry. */
export interface LoadFailureReport {
  /** The flow's own words for a failure the codes do not cover. */
  readonly fallback: string;
}

/** What a Query needs of the cache that made it. */
export interface QueryContext {
  readonly ports: QueryPorts;
  readonly device: DeviceCopy;
  readonly clock: ClockPort;
  readonly problems: Pick<ProblemReporter, 'report'>;
  /** The session started from the device copy: a first read may answer it at once. */
  answersAtOnce(): boolean;
  /** What a read's server answer may do beyond its own value. */
  readonly effects: AnswerEffects;
}

/** When a fetch was sent: which member's session, and after how many writes' answers. */
interface Sent {
  readonly generation: number;
  readonly writes: number;
}

interface CopyOnDevice<Model> {
  readonly model: Model;
  readonly savedAt: Date;
  readonly usableUntil: Date | null;
}

/**
 * One read's value for the open member (docs/ARCHITECTURE.md "The query layer"): the model the
 * stores show, where its load stands, whether it came from the device or the server and when it
 * was fetched, its refresh behind the screen and its update after a write. Vocabulary after
 * TanStack Query: fetch() is fetchQuery, update() is setQueryData, forget() is removeQueries.
 *
 * Stale while revalidate, once the session started from the device copy: the first fetch, when a
 * usable copy is saved, answers the copy at once and refreshes behind the screen; the refresh's
 * answer replaces the value (every store reading it follows, MobX being observable) and is kept
 * for the next fetch, so a store re-running its load costs no round trip. Otherwise a fetch is
 * network-first, and a network failure (never a refusal) answers the saved copy.
 */
export class Query<Args, Answer, Model> {
  value: Model | null = null;
  status: AsyncStatus = 'idle';
  source: QuerySource | null = null;
  /** When the device copy on screen was fetched; null when the value is the server's. */
  savedAt: Date | null = null;
  /** The value on screen is the device copy and its refresh is under way. */
  refreshing = false;
  /** Until when the value may be used (a voucher's code: while staff accept it), if it ends. */
  usableUntil: Date | null = null;
  #inFlight: Promise<Model> | null = null;
  /** A first fetch happened: the device copy answers at once at most once per session. */
  #fetched = false;
  /** A refresh behind the screen answered: the next fetch takes it without a round trip. */
  #keptForNextFetch = false;
  /** Updates made while a fetch was under way: applied again to its older answer. */
  #updatesSinceSent: ((model: Model) => Model)[] = [];
  /** Bumped by reset(): an answer meant for the previous member is dropped. */
  #generation = 0;
  /** Bumped by answer(): a fetch sent before a write's answer is older, and is dropped. */
  #writes = 0;
  #report: LoadFailureReport | null = null;
  /** The last load failed for want of a network, not by a refusal. */
  #failedOffline = false;
  #told: unknown = null;
  readonly #key: string;

  constructor(
    private readonly definition: QueryDefinition<Args, Answer, Model>,
    private readonly args: Args,
    private readonly context: QueryContext,
  ) {
    this.#key = definition.key(args);
    makeObservable<this>(this, {
      value: observable,
      status: observable,
      source: observable,
      savedAt: observable,
      refreshing: observable,
      usableUntil: observable,
      fromDevice: computed,
      savedAtShown: computed,
      update: action,
      forget: action,
      reset: action,
    });
  }

  /** The value on screen is this device's copy, not yet (or not, with no network) the server's. */
  get fromDevice(): boolean {
    return this.value !== null && this.source === 'device';
  }

  /**
   * When the value on screen was fetched, when it is the device copy and not being refreshed (no
   * network, or the refresh failed): what the offline note says; null otherwise.
   */
  get savedAtShown(): Date | null {
    return this.fromDevice && !this.refreshing ? this.savedAt : null;
  }

  /** The value may no longer be used (its `usableUntil` has passed). */
  expired(): boolean {
    return (
      this.usableUntil !== null && this.usableUntil.getTime() <= this.context.clock.now().getTime()
    );
  }

  /**
   * The model: the server's answer, or the device copy (at once on a start from it, or when the
   * network fails). A fetch under way is joined, not repeated.
   * @throws what the read's call throws, when no usable copy stands in.
   */
  fetch(): Promise<Model> {
    if (this.#keptForNextFetch && this.value !== null) {
      this.#keptForNextFetch = false;
      return Promise.resolve(this.value);
    }
    if (this.#inFlight !== null) return this.#inFlight;
    const first = !this.#fetched;
    this.#fetched = true;
    this.#updatesSinceSent = [];
    const sent = { generation: this.#generation, writes: this.#writes };
    // A value on screen stays 'ready' while it is asked for again: no skeleton over it.
    if (this.value === null) runInAction(() => (this.status = 'loading'));
    if (first && this.context.answersAtOnce() && this.#copyUsableAtOnce()) {
      return this.#copyThenRefresh(sent);
    }
    return this.#track(this.#networkFirst(sent));
  }

  /**
   * fetch(), with a failure told to the member (the Problem dialog, quiet offline, with a retry)
   * in `report`'s words; a refusal of the refresh behind the screen is told the same way.
   * Resolves true when the value is on screen.
   */
  async load(report: LoadFailureReport | null = null): Promise<boolean> {
    if (report !== null) this.#report = report;
    const generation = this.#generation;
    try {
      await this.fetch();
      return generation === this.#generation;
    } catch (error) {
      if (generation === this.#generation) {
        this.#failedOffline = isNetworkFailure(error);
        this.#tell(error);
      }
      return false;
    }
  }

  /**
   * The device is back online: a screen's read still showing the device copy, or that failed for
   * want of a network, asks the server again, and a refusal is told in the screen's words. The
   * member's own read is the session's to refresh (it checks the member again), so a read loaded
   * without a report is left alone.
   */
  reconnected(): void {
    if (this.#report === null) return;
    const stale = this.fromDevice && !this.refreshing;
    if (stale || (this.status === 'error' && this.#failedOffline)) void this.load();
  }

  /**
   * A write changed what this read answers, as `change` says on the model. The device copy says
   * the old thing, so it is dropped (the server's next answer is saved again); a fetch under way
   * applies the change to its older answer.
   */
  update(change: (model: Model) => Model): void {
    if (this.value === null) return;
    this.value = change(this.value);
    if (this.#inFlight !== null) this.#updatesSinceSent.push(change);
    this.#keptForNextFetch = false;
    if (this.definition.keep.onDevice) this.context.device.drop(this.#key);
  }

  /** A write answered this read afresh (a saved profile answers the whole member): shown and saved. */
  answer(answer: Answer): void {
    this.#writes += 1;
    this.#keptForNextFetch = false;
    this.#updatesSinceSent = [];
    this.#show(answer, true);
  }

  /** The value and its device copy are gone (a redeemed voucher's code). */
  forget(): void {
    this.#clear('idle');
    this.#keptForNextFetch = false;
    if (this.definition.keep.onDevice) this.context.device.drop(this.#key);
  }

  /** The session ended: nothing of this member stays, and answers still in flight are dropped. */
  reset(): void {
    this.#generation += 1;
    this.#inFlight = null;
    this.#fetched = false;
    this.#keptForNextFetch = false;
    this.#report = null;
    this.#clear('idle');
  }

  /**
   * The saved copy at once, and fetches from now on wait for its refresh. The refresh is asked
   * for at once too (the copy's check loads the response contract meanwhile), but its answer is
   * shown only after the copy, so the server's answer always replaces the copy.
   */
  #copyThenRefresh(sent: Sent): Promise<Model> {
    const { generation } = sent;
    const copy = this.#copy();
    const asked = this.definition.ask(this.context.ports, this.args);
    // Nobody may be waiting for the answer yet: its failure is handled below.
    asked.catch(() => undefined);
    const refresh = this.#track(
      copy.then(
        (saved) => {
          if (generation === this.#generation) this.#showCopy(saved, true);
          return this.#refresh(sent, asked);
        },
        // The copy no longer reads: this fetch waits for the network like any other.
        () => this.#networkFirst(sent, asked),
      ),
    );
    // Nobody may be waiting for the refresh: its failure is told to later fetches, not here.
    refresh.catch(() => undefined);
    return copy.then(
      (saved) => saved.model,
      () => refresh,
    );
  }

  async #refresh(sent: Sent, asked: Promise<Answer>): Promise<Model> {
    const { generation } = sent;
    let answer: Answer;
    try {
      answer = await asked;
    } catch (error) {
      if (generation !== this.#generation) throw error;
      if (!isNetworkFailure(error)) {
        // A refusal: the copy leaves the screen and the member is told why.
        runInAction(() => this.#clear('error'));
        this.#tell(error);
        throw error;
      }
      // Waiting fetches get the copy already on screen, and the note says when it is from.
      runInAction(() => (this.refreshing = false));
      if (this.value === null) throw error;
      return this.value;
    }
    if (generation !== this.#generation) return this.definition.map(answer, this.args);
    if (this.#olderThanAWrite(sent)) return this.value ?? this.definition.map(answer, this.args);
    const model = this.#show(answer, this.#updatesSinceSent.length === 0);
    this.#keptForNextFetch = true;
    return model;
  }

  async #networkFirst(
    sent: Sent,
    asked: Promise<Answer> = this.definition.ask(this.context.ports, this.args),
  ): Promise<Model> {
    const { generation } = sent;
    let answer: Answer;
    try {
      answer = await asked;
    } catch (error) {
      if (!isNetworkFailure(error) || !this.definition.keep.onDevice) {
        if (generation === this.#generation) runInAction(() => (this.status = 'error'));
        throw error;
      }
      let copy: CopyOnDevice<Model>;
      try {
        copy = await this.#copy();
      } catch {
        if (generation === this.#generation) runInAction(() => (this.status = 'error'));
        throw error;
      }
      if (generation === this.#generation && !this.#olderThanAWrite(sent))
        this.#showCopy(copy, false);
      return copy.model;
    }
    if (generation !== this.#generation) return this.definition.map(answer, this.args);
    if (this.#olderThanAWrite(sent)) return this.value ?? this.definition.map(answer, this.args);
    return this.#show(answer, this.#updatesSinceSent.length === 0);
  }

  /** The server's answer on screen (with any update made since it was asked), and saved. */
  #show(answer: Answer, save: boolean): Model {
    const model = this.#updatesSinceSent.reduce(
      (shown, change) => change(shown),
      this.definition.map(answer, this.args),
    );
    this.#updatesSinceSent = [];
    const { keep } = this.definition;
    runInAction(() => {
      this.value = model;
      this.status = 'ready';
      this.source = 'server';
      this.savedAt = null;
      this.refreshing = false;
      this.usableUntil = keep.onDevice && keep.usableUntil ? keep.usableUntil(answer) : null;
    });
    if (keep.onDevice) {
      if (save) this.context.device.save(this.#key, answer);
      else this.context.device.drop(this.#key);
    }
    this.definition.answered?.(model, this.context.effects);
    return model;
  }

  #showCopy(copy: CopyOnDevice<Model>, refreshing: boolean): void {
    runInAction(() => {
      this.value = copy.model;
      this.status = 'ready';
      this.source = 'device';
      this.savedAt = copy.savedAt;
      this.refreshing = refreshing;
      this.usableUntil = copy.usableUntil;
    });
  }

  /**
   * The saved answer, checked against the response contract again (a copy that no longer reads
   * is dropped) and mapped.
   * @throws when nothing usable is saved.
   */
  async #copy(): Promise<CopyOnDevice<Model>> {
    const { keep } = this.definition;
    const saved = keep.onDevice ? this.context.device.saved(this.#key) : null;
    if (!keep.onDevice || saved === null) throw new Error(`Nothing saved for ${this.#key}`);
    let answer: Answer;
    try {
      answer = await keep.revive(saved.value);
    } catch (error) {
      // An older app's shape or a damaged value.
      this.context.device.drop(this.#key);
      throw error;
    }
    return {
      model: this.definition.map(answer, this.args),
      savedAt: new Date(saved.savedAt),
      usableUntil: keep.usableUntil ? keep.usableUntil(answer) : null,
    };
  }

  /** A usable copy is saved: one whose `usableUntil` (read from the raw copy) has not passed. */
  #copyUsableAtOnce(): boolean {
    const { keep } = this.definition;
    if (!keep.onDevice) return false;
    const saved = this.context.device.saved(this.#key);
    if (saved === null) return false;
    if (keep.usableUntil === undefined) return true;
    try {
      return keep.usableUntil(saved.value as Answer).getTime() > this.context.clock.now().getTime();
    } catch {
      return false;
    }
  }

  /** A write answered this read after `sent` was asked: its answer says the older thing. */
  #olderThanAWrite(sent: Sent): boolean {
    return sent.writes !== this.#writes;
  }

  #tell(error: unknown): void {
    const report = this.#report;
    // A refused refresh is told once, though the fetches waiting for it hear of it too.
    if (report === null || this.#told === error) return;
    this.#told = error;
    this.context.problems.report(error, {
      fallback: report.fallback,
      retry: () => void this.load(),
      quietOffline: true,
    });
  }

  #clear(status: AsyncStatus): void {
    this.value = null;
    this.status = status;
    this.source = null;
    this.savedAt = null;
    this.refreshing = false;
    this.usableUntil = null;
  }

  /** Later fetches join `call` until it settles. */
  #track(call: Promise<Model>): Promise<Model> {
    this.#inFlight = call;
    call.then(
      () => this.#settled(call),
      () => this.#settled(call),
    );
    return call;
  }

  #settled(call: Promise<Model>): void {
    if (this.#inFlight === call) this.#inFlight = null;
  }
}
