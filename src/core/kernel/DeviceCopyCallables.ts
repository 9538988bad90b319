import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../ports/CallablesPort';
import type { ClockPort } from '../ports/ClockPort';
import { answerKey } from './deviceCopy';
import type { LastSeen, NeverKeptCallable } from './LastSeen';
import { isNetworkFailure } from './networkFailure';

/** When a saved answer may be shown at once (before the network answers): by default always. */
type UsableAtOnce = (saved: unknown, now: Date) => boolean;

/**
 * The cacheable reads, written once: their answers are kept on the device, and each may say when
 * a saved answer may be shown before the network answers. An offer's QR code only while staff
 * would still accept it (its `expiresAt`); an expired one is shown only when the network fails,
 * with its expiry said plainly (DECISIONS.md "Offers and voucher codes: QR codes expire").
 * wallet-getPassLinks is never kept (NeverKeptCallable).
 */
export const CACHEABLE_READS: Readonly<
  Partial<Record<Exclude<CallableName, NeverKeptCallable>, UsableAtOnce | null>>
> = {
  'members-getMember': null,
  'vouchers-getAllVouchers': null,
  'vouchers-generateQrCode': (saved, now) => codeStillValid(saved, now),
  'promotions-getPromotions': null,
  'members-getVenue': null,
  'members-getRestaurant': null,
  'benefits-getBenefits': null,
  'members-getPointsActivity': null,
};

/**
 * Writes whose answer is a cacheable read's fresh answer, written once: a saved profile change
 * answers the whole member, so it replaces the member's copy (a reload then never shows the old
 * phone number or choices first, while the refresh is under way).
 */
const WRITES_ANSWERING_A_READ: {
  readonly [K in CallableName]?: (request: CallableRequest<K>) => {
    name: keyof typeof CACHEABLE_READS;
    request: unknown;
  };
} = {
  'members-updateProfile': ({ location }) => ({ name: 'members-getMember', request: { location } }),
};

/** A callable whose answers the device keeps. */
export function isCacheableRead(name: CallableName): boolean {
  return Object.hasOwn(CACHEABLE_READS, name);
}

function codeStillValid(saved: unknown, now: Date): boolean {
  if (typeof saved !== 'object' || saved === null || !('expiresAt' in saved)) return false;
  const { expiresAt } = saved;
  if (typeof expiresAt !== 'string') return false;
  const expires = Date.parse(expiresAt);
  return Number.isFinite(expires) && expires > now.getTime();
}

/** What one member's page has done with each answer key. */
interface PageState {
  readonly generation: number;
  readonly uid: string | null;
  /** Keys called at least once in this page: a copy is answered at once only on the first call. */
  readonly called: Set<string>;
  /** Network calls under way, which later calls of the same key wait for. */
  readonly inFlight: Map<string, Promise<unknown>>;
  /** A refresh's answer, kept for the next call of its key (a store re-running its load). */
  readonly kept: Map<string, unknown>;
}

/**
 * CallablesPort with the device copy (DECISIONS.md "Offline and the device copy"), around the
 * adapter's port. Every use case injects CallablesPort and gets this; none knows of the copy.
 *
 * A cacheable read is stale-while-revalidate once the session started from the device copy
 * (LastSeen.answersAtOnce): its FIRST call in this page, when a usable copy is saved for the open
 * member, answers the copy at once and starts the network refresh; later calls wait for that
 * refresh, so a copy is answered at most once per key per page. The refresh's answer is saved,
 * kept for the next call of its key and announced (LastSeen.onRefreshed). Otherwise a read is
 * network-first, and a network failure (never a refusal) answers the saved copy.
 */
export class DeviceCopyCallables implements CallablesPort {
  #page: PageState | null = null;

  constructor(
    private readonly network: CallablesPort,
    private readonly lastSeen: LastSeen,
    private readonly clock: ClockPort,
  ) {}

  /** @throws what CallablesPort.call throws, when no usable copy stands in. */
  call<K extends CallableName>(name: K, request: CallableRequest<K>): Promise<CallableResponse<K>> {
    const answersRead = WRITES_ANSWERING_A_READ[name] as
      ((request: CallableRequest<K>) => { name: CallableName; request: unknown }) | undefined;
    if (answersRead !== undefined) return this.#writeThrough(name, request, answersRead(request));
    if (!isCacheableRead(name)) return this.network.call(name, request);
    const key = answerKey(name, request);
    const page = this.#currentPage();
    if (page.kept.has(key)) {
      const kept = page.kept.get(key) as CallableResponse<K>;
      page.kept.delete(key);
      return Promise.resolve(kept);
    }
    const inFlight = page.inFlight.get(key);
    if (inFlight !== undefined) return inFlight as Promise<CallableResponse<K>>;
    const first = !page.called.has(key);
    page.called.add(key);
    if (first && this.lastSeen.answersAtOnce && this.#usableAtOnce(name, key)) {
      return this.#copyThenRefresh(page, name, request, key);
    }
    return this.#track(page, key, this.#networkFirst(name, request, key));
  }

  /** The saved copy at once; the refresh starts now and later calls wait for it. */
  async #copyThenRefresh<K extends CallableName>(
    page: PageState,
    name: K,
    request: CallableRequest<K>,
    key: string,
  ): Promise<CallableResponse<K>> {
    const copy = this.#copy(name, key, true);
    // The refresh starts once the copy is on screen, so its answer always replaces the copy.
    const refresh = this.#track(
      page,
      key,
      copy.then(
        () => this.#refresh(page, name, request, key),
        () => this.#refresh(page, name, request, key),
      ),
    );
    // Nobody may be waiting for the refresh: its failure is told to later callers, not here.
    refresh.catch(() => undefined);
    try {
      return await copy;
    } catch {
      // The copy no longer reads: this call waits for the network like any other.
      return refresh;
    }
  }

  async #refresh<K extends CallableName>(
    page: PageState,
    name: K,
    request: CallableRequest<K>,
    key: string,
  ): Promise<CallableResponse<K>> {
    let response: CallableResponse<K>;
    try {
      response = await this.network.call(name, request);
    } catch (error) {
      if (!isNetworkFailure(error)) {
        // A refusal: the copy leaves the screen (the stores load again and say why).
        if (this.#page === page) this.lastSeen.refreshed(name, request, true);
        throw error;
      }
      this.lastSeen.refreshFailed(key);
      // The refresh is over: a call from now on asks the network again.
      page.inFlight.delete(key);
      // Callers already waiting get the copy (already on screen), as after any network failure.
      return this.#copy(name, key, null).catch(() => {
        throw error;
      });
    }
    if (this.#page !== page) return response;
    this.lastSeen.save(key, response);
    page.kept.set(key, response);
    this.lastSeen.refreshed(name, request);
    return response;
  }

  /** The write's answer becomes the read's copy, and this page's next read asks the network. */
  async #writeThrough<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
    read: { name: CallableName; request: unknown },
  ): Promise<CallableResponse<K>> {
    const response = await this.network.call(name, request);
    const key = answerKey(read.name, read.request);
    this.lastSeen.save(key, response);
    this.#currentPage().kept.delete(key);
    return response;
  }

  async #networkFirst<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
    key: string,
  ): Promise<CallableResponse<K>> {
    try {
      const response = await this.network.call(name, request);
      this.lastSeen.save(key, response);
      this.lastSeen.fresh(key);
      return response;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      return this.#copy(name, key, false).catch(() => {
        throw error;
      });
    }
  }

  /**
   * The saved answer of `key`, checked against the response contract again (a copy that no
   * longer reads is dropped), marked on screen from the device (`refreshing` while its refresh
   * is under way; null when it is on screen already and its mark stays as it is).
   * @throws when nothing usable is saved.
   */
  async #copy<K extends CallableName>(
    name: K,
    key: string,
    refreshing: boolean | null,
  ): Promise<CallableResponse<K>> {
    const saved = this.lastSeen.saved(key);
    if (saved === null) throw new Error(`Nothing saved for ${key}`);
    // The response contract (yup) is a chunk of its own, loaded by the first copy or call.
    const { validateCallableResponse } = await import('./validateCallableResponse');
    let response: CallableResponse<K>;
    try {
      response = validateCallableResponse(name, saved.value);
    } catch (error) {
      // An older app's shape or a damaged value.
      this.lastSeen.drop(key);
      throw error;
    }
    if (refreshing !== null) this.lastSeen.servedCopy(key, new Date(saved.savedAt), refreshing);
    return response;
  }

  #usableAtOnce(name: CallableName, key: string): boolean {
    const saved = this.lastSeen.saved(key);
    if (saved === null) return false;
    const rule = CACHEABLE_READS[name as keyof typeof CACHEABLE_READS];
    return rule === null || rule === undefined || rule(saved.value, this.clock.now());
  }

  /** Later calls of `key` wait for `call` until it settles. */
  #track<T>(page: PageState, key: string, call: Promise<T>): Promise<T> {
    page.inFlight.set(key, call);
    const done = () => {
      if (page.inFlight.get(key) === call) page.inFlight.delete(key);
    };
    call.then(done, done);
    return call;
  }

  /** This page's state for the open member; a new member (or a sign-out) starts afresh. */
  #currentPage(): PageState {
    const { generation, uid } = this.lastSeen;
    if (this.#page?.generation !== generation || this.#page.uid !== uid) {
      this.#page = { generation, uid, called: new Set(), inFlight: new Map(), kept: new Map() };
    }
    return this.#page;
  }
}
