import type {
  UsageStatisticsConsent,
  UsageStatisticsConsentPort,
} from '../../src/core/ports/UsageStatisticsConsentPort';

/** Consent kept in memory; `askable` false plays dev mode, where nobody is asked. */
export class FakeUsageStatisticsConsent implements UsageStatisticsConsentPort {
  answer: UsageStatisticsConsent = 'unasked';
  askable = true;

  consent(): UsageStatisticsConsent {
    return this.answer;
  }

  needsConsent(): boolean {
    return this.askable && this.answer === 'unasked';
  }

  setConsent(granted: boolean): void {
    this.answer = granted ? 'granted' : 'denied';
  }
}
