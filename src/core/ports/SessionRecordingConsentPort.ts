/** The member's answer about session recording: absent until they are asked and reply. */
export type RecordingConsent = 'granted' | 'denied' | 'unasked';

/**
 * The member's consent to session recording, kept on the device. Session recording stores
 * non-essential data, so UK rules (PECR) need a yes before it runs; the member may change the
 * answer at any time and it takes effect at once.
 */
export interface SessionRecordingConsentPort {
  /** The answer so far. Never throws. */
  consent(): RecordingConsent;

  /** True while the member should be asked: not yet answered, and recording could run. */
  needsConsent(): boolean;

  /** Keeps the answer and starts or stops recording to match it. Never throws. */
  setConsent(granted: boolean): void;
}

export const SessionRecordingConsentPort = Symbol('SessionRecordingConsentPort');
