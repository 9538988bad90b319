import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CallableName, CallableRequest } from '../ports/CallablesPort';
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
import {
  parsePaintedScreens,
  PAINTED_SCREENS_KEY,
  type PaintedScreen,
  type PaintedScreens,
} from './paintedScreen';

/** At most this many painted screens are kept (the most recently painted). */
export const PAINTED_SCREENS_KEPT = 4;

/** `stored` with `screen` kept for `path` (member `uid`), the oldest dropped beyond the limit. */
export function withPaintedScreen(
  stored: PaintedScreens | null,
  uid: string,
  path: string,
  screen: PaintedScreen,
): PaintedScreens {
  const kept = stored?.uid === uid ? stored.screens : {};
  const others = Object.entries(kept)
    .filter(([keptPath]) => keptPath !== path)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, PAINTED_SCREENS_KEPT - 1);
  return { uid, screens: Object.fromEntries([[path, screen], ...others]) };
}

/** The device copy of one member's last answers (local storage), removed on sign-out. */
export const LAST_SEEN_KEY = 'met_last_seen';

/**
 * The callables whose answers are never kept on the device. wallet-getPassLinks answers
 * short-lived signed links (an Apple pass link works for 10 minutes): a copy would put a dead or
 * stale link behind a wallet button, so it is not a cacheable read. DeviceCopyCallables passes it
 * straight through, and an offline card offers no wallet instead.
 */
export type NeverKeptCallable = 'wallet-getPassLinks';

/**
 * What a store is told when a refresh behind the screen ended: the server's answer is there to be
 * shown, or (`refused`) the server refused it, and the copy on screen must go (a copy never
 * stands in for a refusal).
 */
export type RefreshListener = (name: CallableName, request: unknown, refused: boolean) => void;

/** The member's profile as kept for an offline start; opt-ins are left out (games need a network). */
const PROFILE_KEY = 'users/{uid}';

/**
 * What the member last saw, kept on the device (DECISIONS.md "Offline and the device copy"): each
 * answer of a cacheable read (see DeviceCopyCallables) and the profile, for one member at a time;
 * sign-out forgets it. Also what is on screen from that copy: `servedFromDevice` (answer key ->
 * when it was fetched) and the keys whose refresh behind the screen is still under way, so the
 * stores can say when their data is from; and who wants to hear of a refresh (`onRefreshed`).
 */
@injectable()
export class LastSeen {
  /** Answers on screen that came from the device, by answer key, with when they were fetched. */
  readonly servedFromDevice = observable.map<string, Date>();
  /** Answers on screen from the device whose refresh is still under way. */
  readonly refreshing = observable.set<string>();
  #uid: string | null = null;
  /** The session started from this copy: cacheable reads may answer it at once. */
  #answerAtOnce = false;
  /** Bumped by every forget(): what a page kept for one member is not kept for the next. */
  #generation = 0;
  readonly #listeners = new Set<{ names: readonly CallableName[]; listener: RefreshListener }>();
  readonly #device: KeyValueStorePort;
  readonly #clock: ClockPort;

  constructor(
    @inject(KeyValueStorePort) device: KeyValueStorePort,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#device = device;
    this.#clock = clock;
    makeAutoObservable(this);
  }

  /** The member whose copy is open, or null. */
  get uid(): string | null {
    return this.#uid;
  }

  /** Which member's page this is: changes with every forget(). */
  get generation(): number {
    return this.#generation;
  }

  /** Cacheable reads may answer the saved copy at once (the session started from it). */
  get answersAtOnce(): boolean {
    return this.#answerAtOnce && this.#uid !== null;
  }

  /** Keeps answers for member `uid` from now on; another member's copy is removed first. */
  open(uid: string): void {
    if (this.#uid !== uid) this.#answerAtOnce = false;
    this.#uid = uid;
    const copy = this.#read();
    if (copy !== null && copy.uid !== uid) this.#device.remove(LAST_SEEN_KEY);
    const painted = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    if (painted?.uid !== uid) this.#device.remove(PAINTED_SCREENS_KEY);
  }

  /**
   * The session shows the open member's saved screens at once and refreshes them behind it
   * (DECISIONS.md "Session and sign-in"); only the session, once it read a usable copy, says so.
   */
  answerAtOnce(): void {
    if (this.#uid !== null) this.#answerAtOnce = true;
  }

  /**
   * Removes the member's copy and painted screens from the device (sign-out; a shared phone
   * keeps nothing).
   */
  forget(): void {
    this.#uid = null;
    this.#answerAtOnce = false;
    this.#generation += 1;
    this.#device.remove(LAST_SEEN_KEY);
    this.#device.remove(PAINTED_SCREENS_KEY);
    this.servedFromDevice.clear();
    this.refreshing.clear();
  }

  /**
   * Keeps the painted copy of the screen at `path` for the open member (nothing when none is
   * open): the next start paints it before the app's code runs (src/lastScreen.ts). Removed with
   * the rest by forget().
   */
  keepScreen(path: string, screen: Omit<PaintedScreen, 'savedAt'>): void {
    if (this.#uid === null) return;
    const stored = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    const painted = { ...screen, savedAt: this.#clock.now().getTime() };
    const kept = withPaintedScreen(stored, this.#uid, path, painted);
    this.#device.set(PAINTED_SCREENS_KEY, JSON.stringify(kept));
  }

  /** Removes the painted copy of the screen at `path`, if one is kept (its content is no longer true). */
  forgetScreen(path: string): void {
    const stored = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    if (stored === null || !Object.hasOwn(stored.screens, path)) return;
    const { [path]: _gone, ...screens } = stored.screens;
    this.#device.set(PAINTED_SCREENS_KEY, JSON.stringify({ uid: stored.uid, screens }));
  }

  /** Keeps the profile for an offline start. */
  saveProfile(profile: UserProfile): void {
    const { gameOptin: _optIns, ...rest } = profile;
    this.save(PROFILE_KEY, rest);
  }

  /** The saved profile of the member `open` named, or null when none is saved or it is damaged. */
  savedProfile(): UserProfile | null {
    const saved = this.saved(PROFILE_KEY);
    if (saved === null || !isSavedProfile(saved.value) || saved.value.uid !== this.#uid) {
      return null;
    }
    return { ...saved.value, gameOptin: [] };
  }

  /**
   * When the oldest answer of the given callables that is on screen from the device was fetched,
   * counting only those whose refresh is not under way (it failed, or there is no network); null
   * when all of them came from the network or are being refreshed.
   */
  savedAt(names: readonly CallableName[]): Date | null {
    let oldest: Date | null = null;
    for (const [key, savedAt] of this.servedFromDevice) {
      if (!names.some((name) => key.startsWith(`${name} `))) continue;
      if (this.refreshing.has(key)) continue;
      if (oldest === null || savedAt < oldest) oldest = savedAt;
    }
    return oldest;
  }

  /**
   * An answer of one of `names` on screen came from the device: its refresh is under way, or it
   * failed; false once the network answered.
   */
  showsCopyOf(names: readonly CallableName[]): boolean {
    for (const key of this.servedFromDevice.keys()) {
      if (names.some((name) => key.startsWith(`${name} `))) return true;
    }
    return false;
  }

  /** savedAt for one call: `name` asked with exactly `request`. */
  savedAtOf<K extends CallableName>(name: K, request: CallableRequest<K>): Date | null {
    const key = answerKey(name, request);
    if (this.refreshing.has(key)) return null;
    return this.servedFromDevice.get(key) ?? null;
  }

  /** A copy of `name` asked with exactly `request` is saved for the open member. */
  holds<K extends CallableName>(name: K, request: CallableRequest<K>): boolean {
    return this.saved(answerKey(name, request)) !== null;
  }

  /** Calls `listener` whenever a refresh of one of `names` brought the server's answer; answers the unsubscribe. */
  onRefreshed(names: readonly CallableName[], listener: RefreshListener): () => void {
    const entry = { names, listener };
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  /** The copy of `key` is on screen, fetched at `savedAt`; `refreshing` while its refresh is under way. */
  servedCopy(key: string, savedAt: Date, refreshing: boolean): void {
    runInAction(() => {
      this.servedFromDevice.set(key, savedAt);
      if (refreshing) this.refreshing.add(key);
      else this.refreshing.delete(key);
    });
  }

  /** The refresh of `key` failed: its copy stays on screen, and the note says when it is from. */
  refreshFailed(key: string): void {
    runInAction(() => this.refreshing.delete(key));
  }

  /**
   * The refresh of `name`/`request` brought the server's answer (or, `refused`, its refusal):
   * nothing of it on screen is from the device any more, and the stores showing it hear of it.
   */
  refreshed(name: CallableName, request: unknown, refused = false): void {
    this.fresh(answerKey(name, request));
    for (const { names, listener } of [...this.#listeners]) {
      if (names.includes(name)) listener(name, request, refused);
    }
  }

  /** The network answered `key`: nothing of it on screen is from the device any more. */
  fresh(key: string): void {
    runInAction(() => {
      this.servedFromDevice.delete(key);
      this.refreshing.delete(key);
    });
  }

  /** Keeps `value` as the answer of `key` for the open member (nothing when none is open). */
  save(key: string, value: unknown): void {
    if (this.#uid === null) return;
    const copy = this.#read();
    const answers = copy?.uid === this.#uid ? copy.answers : {};
    answers[key] = { savedAt: this.#clock.now().getTime(), value };
    this.#write({ uid: this.#uid, answers });
  }

  /** The open member's saved answer of `key`, or null. */
  saved(key: string): SavedAnswer | null {
    const copy = this.#read();
    if (copy === null || copy.uid !== this.#uid) return null;
    return Object.hasOwn(copy.answers, key) ? (copy.answers[key] ?? null) : null;
  }

  /** Drops the saved answer of `key` (it no longer reads). */
  drop(key: string): void {
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
