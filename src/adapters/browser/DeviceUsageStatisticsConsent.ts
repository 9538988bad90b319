import { inject, injectable } from 'inversify';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { PlatformPort } from '../../core/ports/PlatformPort';
import type {
  UsageStatisticsConsent,
  UsageStatisticsConsentPort,
} from '../../core/ports/UsageStatisticsConsentPort';

/** Where the member's answer is kept on the device ('granted' or 'denied'; absent: not asked). */
export const USAGE_STATISTICS_CONSENT_KEY = 'metro_usage_statistics_consent';

/**
 * The answer to the session-recording question this app used to ask. It was consent to another
 * purpose, so it is not carried over: it is removed, and the member is asked afresh.
 */
export const FORMER_RECORDING_CONSENT_KEY = 'metro_session_recording_consent';

/**
 * The member's answer to "Help us improve the app", kept on this device: every event reads it,
 * so a changed answer takes effect at once. Development builds never ask (the member may still
 * say yes in Settings).
 */
@injectable()
export class DeviceUsageStatisticsConsent implements UsageStatisticsConsentPort {
  constructor(
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
  ) {
    device.remove(FORMER_RECORDING_CONSENT_KEY);
  }

  consent(): UsageStatisticsConsent {
    const stored = this.device.get(USAGE_STATISTICS_CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unasked';
  }

  needsConsent(): boolean {
    return !this.platform.isDevMode() && this.consent() === 'unasked';
  }

  setConsent(granted: boolean): void {
    this.device.set(USAGE_STATISTICS_CONSENT_KEY, granted ? 'granted' : 'denied');
  }
}
