/** The member's answer about usage statistics: 'unasked' until they are asked and reply. */
export type UsageStatisticsConsent = 'granted' | 'denied' | 'unasked';

/**
 * The member's consent to share usage statistics (which features they use, no personal
 * details), kept on the device. Nothing is sent before a yes, nothing after a no, and a changed
 * answer takes effect at once (DECISIONS.md "Analytics and session recording").
 */
export interface UsageStatisticsConsentPort {
  /** The answer so far. Never throws. */
  consent(): UsageStatisticsConsent;

  /** True while the member should be asked: not yet answered, outside dev mode. */
  needsConsent(): boolean;

  /** Keeps the answer; the next event follows it. Never throws. */
  setConsent(granted: boolean): void;
}

export const UsageStatisticsConsentPort = Symbol('UsageStatisticsConsentPort');
