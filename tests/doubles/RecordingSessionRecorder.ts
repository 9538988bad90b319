import type { SessionRecorderPort } from '../../src/core/ports/SessionRecorderPort';

/** Remembers whether recording runs and for whom. */
export class RecordingSessionRecorder implements SessionRecorderPort {
  recordingUserId: string | null = null;
  readonly starts: string[] = [];
  stops = 0;

  start(userId: string): void {
    this.recordingUserId = userId;
    this.starts.push(userId);
  }

  stop(): void {
    this.recordingUserId = null;
    this.stops += 1;
  }
}
