import { inject, injectable } from 'inversify';
import { ClockPort } from '../../ports/ClockPort';
import type { UserProfile } from '../../ports/DocumentStorePort';
import { KeyValueStorePort } from '../../ports/KeyValueStorePort';
import { PaintedCopyPort } from '../../ports/PaintedCopyPort';
import {
  isDeviceCopy,
  isSavedProfile,
  type SavedAnswers,
  type SavedAnswer,
} from './deviceCopyShape';
import {
  parsePaintedScreens,
  PAINTED_SCREENS_KEY,
  type PaintedScreen,
  type PaintedScreens,
} from '../paintedScreen';

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

/** The member's profile as kept for an offline start; opt-ins are left out (games need a network). */
const PROFILE_KEY = 'users/{uid}';

/**
 * What this device keeps of one member at a time (DECISIONS.md "Offline and the device copy"):
 * the answers the query cache saves, the profile for an offline start, and the painted copy of
 * their last screens. Opening it for another member removes the previous member's copy; sign-out
 * forgets all of it, so a shared phone keeps nothing.
 */
@injectable()
export class DeviceCopy {
  #uid: string | null = null;
  readonly #device: KeyValueStorePort;
  readonly #clock: ClockPort;
  readonly #worker: PaintedCopyPort;

  constructor(
    @inject(KeyValueStorePort) device: KeyValueStorePort,
    @inject(ClockPort) clock: ClockPort,
    @inject(PaintedCopyPort) worker: PaintedCopyPort,
  ) {
    this.#device = device;
    this.#clock = clock;
    this.#worker = worker;
  }

  /** The member whose copy is open, or null. */
  get uid(): string | null {
    return this.#uid;
  }

  /** Keeps answers for member `uid` from now on; another member's copy is removed first. */
  open(uid: string): void {
    this.#uid = uid;
    const copy = this.#read();
    if (copy !== null && copy.uid !== uid) this.#device.remove(LAST_SEEN_KEY);
    const painted = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    if (painted?.uid !== uid) this.#keepPainted(null);
  }

  /** Removes the member's copy and painted screens from the device. */
  forget(): void {
    this.#uid = null;
    this.#device.remove(LAST_SEEN_KEY);
    this.#keepPainted(null);
  }

  /**
   * Keeps the painted copy of the screen at `path` for the open member (nothing when none is
   * open): the service worker paints it into the next visit's page (src/start/paintedDocument.ts).
   */
  keepScreen(path: string, screen: Omit<PaintedScreen, 'savedAt'>): void {
    if (this.#uid === null) return;
    const stored = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    const painted = { ...screen, savedAt: this.#clock.now().getTime() };
    this.#keepPainted(withPaintedScreen(stored, this.#uid, path, painted));
  }

  /** Removes the painted copy of the screen at `path`, if one is kept (its content is no longer true). */
  forgetScreen(path: string): void {
    const stored = parsePaintedScreens(this.#device.get(PAINTED_SCREENS_KEY));
    if (stored === null || !Object.hasOwn(stored.screens, path)) return;
    const { [path]: _gone, ...screens } = stored.screens;
    this.#keepPainted({ uid: stored.uid, screens });
  }

  /**
   * Keeps the painted screens (none: null) on the device and hands them to the service worker,
   * which paints them into the page (src/worker/sw.ts).
   */
  #keepPainted(painted: PaintedScreens | null): void {
    if (painted === null) this.#device.remove(PAINTED_SCREENS_KEY);
    else this.#device.set(PAINTED_SCREENS_KEY, JSON.stringify(painted));
    this.#worker.publish(painted);
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

  /** Drops the saved answer of `key` (it no longer reads, or no longer says what is true). */
  drop(key: string): void {
    const copy = this.#read();
    if (copy === null || !Object.hasOwn(copy.answers, key)) return;
    delete copy.answers[key];
    this.#write(copy);
  }

  #write(copy: SavedAnswers): void {
    this.#device.set(LAST_SEEN_KEY, JSON.stringify(copy));
  }

  /** The stored copy, or null when there is none or it is not ours (discarded then). */
  #read(): SavedAnswers | null {
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
