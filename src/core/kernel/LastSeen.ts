import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isNetworkFailure } from './networkFailure';
import {
  CallablesPort,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
} from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import type { UserProfile } from '../ports/DocumentStorePort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import {
  answerKey,
  isDeviceCopy,
  isSavedProfile,
  type DeviceCopy,
  type SavedAnswer,
} from './deviceCopy';

/** The device copy of one member's last answers (local storage), removed on sign-out. */
export const LAST_SEEN_KEY = 'met_last_seen';

/**
 * The callables whose answers are never kept on the device. wallet-getPassLinks answers
 * short-lived signed links (an Apple pass link works for 10 minutes): a copy would put a dead or
 * stale link behind a wallet button, so it is not a cacheable read. LoadWalletOffer asks
 * CallablesPort directly, and an offline card offers no wallet instead.
 */
export type NeverKeptCallable = 'wallet-getPassLinks';

/** The member's profile as kept for an offline start; opt-ins are left out (games need a network). */
const PROFILE_KEY = 'users/{uid}';

/**
 * What the member last saw, kept on the device so the app still shows it with no signal
 * (issue 6): each answer of a read callable (member summary, vouchers and their QR codes,
 * venue, restaurant, events, benefits) and the profile; never the wallet pass links
 * (NeverKeptCallable). A fetch that fails for want of a network
 * answers the saved copy instead, and `servedFromDevice` records when that copy was fetched so
 * the screen can say so. Only one member's copy is kept; sign-out forgets it.
 */
@injectable()
export class LastSeen {
  /** Answers on screen that came from the device, by answer key, with when they were fetched. */
  readonly servedFromDevice = observable.map<string, Date>();
  #uid: string | null = null;
  readonly #callables: CallablesPort;
  readonly #device: KeyValueStorePort;
  readonly #clock: ClockPort;

  constructor(
    @inject(CallablesPort) callables: CallablesPort,
    @inject(KeyValueStorePort) device: KeyValueStorePort,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#callables = callables;
    this.#device = device;
    this.#clock = clock;
    makeAutoObservable(this);
  }

  /** Keeps answers for member `uid` from now on; another member's copy is removed first. */
  open(uid: string): void {
    this.#uid = uid;
    const copy = this.#read();
    if (copy !== null && copy.uid !== uid) this.#device.remove(LAST_SEEN_KEY);
  }

  /** Removes the member's copy from the device (sign-out; a shared phone keeps nothing). */
  forget(): void {
    this.#uid = null;
    this.#device.remove(LAST_SEEN_KEY);
    this.servedFromDevice.clear();
  }

  /**
   * Calls `name`; on success keeps the answer. When the call fails for want of a network and a
   * copy of this exact call's answer is saved, answers the copy instead.
   * @throws what CallablesPort.call throws, when no usable copy is saved.
   */
  async call<K extends Exclude<CallableName, NeverKeptCallable>>(
    name: K,
    request: CallableRequest<K>,
  ): Promise<CallableResponse<K>> {
    const key = answerKey(name, request);
    try {
      const response = await this.#callables.call(name, request);
      this.#save(key, response);
      runInAction(() => this.servedFromDevice.delete(key));
      return response;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const saved = this.#saved(key);
      if (saved === null) throw error;
      // The response contract (yup) is a chunk of its own, loaded by the first fallback or call.
      const { validateCallableResponse } = await import('./validateCallableResponse').catch(() => {
        throw error;
      });
      let response: CallableResponse<K>;
      try {
        response = validateCallableResponse(name, saved.value);
      } catch {
        // A copy that no longer reads (an older app's shape, a damaged value) is dropped.
        this.#drop(key);
        throw error;
      }
      runInAction(() => this.servedFromDevice.set(key, new Date(saved.savedAt)));
      return response;
    }
  }

  /** Keeps the profile for an offline start. */
  saveProfile(profile: UserProfile): void {
    const { gameOptin: _optIns, ...rest } = profile;
    this.#save(PROFILE_KEY, rest);
  }

  /** The saved profile of the member `open` named, or null when none is saved or it is damaged. */
  savedProfile(): UserProfile | null {
    const saved = this.#saved(PROFILE_KEY);
    if (saved === null || !isSavedProfile(saved.value) || saved.value.uid !== this.#uid) {
      return null;
    }
    return { ...saved.value, gameOptin: [] };
  }

  /**
   * When the oldest answer of the given callables that is on screen from the device was fetched;
   * null when all of them came from the network.
   */
  savedAt(names: readonly CallableName[]): Date | null {
    let oldest: Date | null = null;
    for (const [key, savedAt] of this.servedFromDevice) {
      if (!names.some((name) => key.startsWith(`${name} `))) continue;
      if (oldest === null || savedAt < oldest) oldest = savedAt;
    }
    return oldest;
  }

  #save(key: string, value: unknown): void {
    if (this.#uid === null) return;
    const copy = this.#read();
    const answers = copy?.uid === this.#uid ? copy.answers : {};
    answers[key] = { savedAt: this.#clock.now().getTime(), value };
    this.#write({ uid: this.#uid, answers });
  }

  #saved(key: string): SavedAnswer | null {
    const copy = this.#read();
    if (copy === null || copy.uid !== this.#uid) return null;
    return Object.hasOwn(copy.answers, key) ? (copy.answers[key] ?? null) : null;
  }

  #drop(key: string): void {
    const copy = this.#read();
    if (copy === null) return;
    delete copy.answers[key];
    this.#write(copy);
  }

  #write(copy: DeviceCopy): void {
    this.#device.set(LAST_SEEN_KEY, JSON.stringify(copy));
  }

  /** The stored copy, or null when there is none or it is not ours (discarded then). */
  #read(): DeviceCopy | null {
    const raw = this.#device.get(LAST_SEEN_KEY);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isDeviceCopy(parsed)) return parsed;
    } catch {
      // Not JSON: discarded below.
    }
    this.#device.remove(LAST_SEEN_KEY);
    return null;
  }
}
