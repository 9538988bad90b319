import { inject, injectable } from 'inversify';
import { ClockPort } from '../../core/ports/ClockPort';
import type { SessionRecorderPort } from '../../core/ports/SessionRecorderPort';
import { ChangeSignal } from './world/ChangeSignal';

export interface RecordingEvent {
  kind: 'start' | 'stop';
  /** The member recorded from a start; null for a stop. */
  userId: string | null;
  at: Date;
}

const KEPT_EVENTS = 20;

/** Session recording in the fake world: nothing is sent anywhere; the Demo panel shows the log. */
@injectable()
export class InMemorySessionRecorder implements SessionRecorderPort {
  readonly changes = new ChangeSignal();
  recordingUserId: string | null = null;
  /** The latest starts and stops, newest last. */
  events: RecordingEvent[] = [];

  constructor(@inject(ClockPort) private readonly clock: ClockPort) {}

  start(userId: string): void {
    this.recordingUserId = userId;
    this.#log({ kind: 'start', userId, at: this.clock.now() });
  }

  stop(): void {
    this.recordingUserId = null;
    this.#log({ kind: 'stop', userId: null, at: this.clock.now() });
  }

  #log(event: RecordingEvent): void {
    this.events = [...this.events, event].slice(-KEPT_EVENTS);
    this.changes.notify();
  }
}
