import type {
  RecordingConsent,
  SessionRecordingConsentPort,
} from '../../src/core/ports/SessionRecordingConsentPort';

/** Consent kept in memory; `recordingPossible` false plays dev mode, where nobody is asked. */
export class FakeRecordingConsent implements SessionRecordingConsentPort {
  answer: RecordingConsent = 'unasked';
  recordingPossible = true;

  consent(): RecordingConsent {
    return this.answer;
  }

  needsConsent(): boolean {
    return this.recordingPossible && this.answer === 'unasked';
  }

  setConsent(granted: boolean): void {
    this.answer = granted ? 'granted' : 'denied';
  }
}
