import { inject, injectable } from 'inversify';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { PlatformPort } from '../../core/ports/PlatformPort';
import type { SessionRecorderPort } from '../../core/ports/SessionRecorderPort';
import type {
  RecordingConsent,
  SessionRecordingConsentPort,
} from '../../core/ports/SessionRecordingConsentPort';

/** Where the member's answer is kept on the device ('granted' or 'denied'; absent: not asked). */
export const RECORDING_CONSENT_KEY = 'metro_session_recording_consent';

/**
 * The service that records, wrapped by ConsentedSessionRecorder: the tag manager's with Firebase,
 * the in-memory log in the fake world. Each backend family binds its own.
 */
export const RecordingService = Symbol('RecordingService');

/**
 * Session recording stores non-essential data on the device, so UK rules (PECR) need the
 * member's consent first: recording runs only outside dev mode (spec section 7), only while a
 * member is signed in, and only after they said yes. Changing the answer takes effect at once.
 */
@injectable()
export class ConsentedSessionRecorder implements SessionRecorderPort, SessionRecordingConsentPort {
  #signedInUserId: string | null = null;
  #recording = false;

  constructor(
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
    @inject(RecordingService) private readonly service: SessionRecorderPort,
  ) {}

  start(userId: string): void {
    if (this.#recording && this.#signedInUserId !== userId) this.#stopRecording();
    this.#signedInUserId = userId;
    this.#startIfAllowed();
  }

  stop(): void {
    this.#signedInUserId = null;
    this.#stopRecording();
  }

  /** The member's answer so far. Never throws. */
  consent(): RecordingConsent {
    const stored = this.device.get(RECORDING_CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unasked';
  }

  /** True when the consent prompt should be shown: not yet answered, and recording could run. */
  needsConsent(): boolean {
    return !this.platform.isDevMode() && this.consent() === 'unasked';
  }

  /** Keeps the member's answer and starts or stops recording to match it. Never throws. */
  setConsent(granted: boolean): void {
    this.device.set(RECORDING_CONSENT_KEY, granted ? 'granted' : 'denied');
    if (granted) this.#startIfAllowed();
    else this.#stopRecording();
  }

  #startIfAllowed(): void {
    const userId = this.#signedInUserId;
    if (this.#recording || userId === null) return;
    if (this.platform.isDevMode() || this.consent() !== 'granted') return;
    this.service.start(userId);
    this.#recording = true;
  }

  #stopRecording(): void {
    if (!this.#recording) return;
    this.#recording = false;
    this.service.stop();
  }
}
