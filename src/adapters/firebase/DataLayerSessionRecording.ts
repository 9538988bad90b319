import { injectable } from 'inversify';
import type { SessionRecorderPort } from '../../core/ports/SessionRecorderPort';

interface WindowWithDataLayer extends Window {
  dataLayer?: unknown[];
}

/**
 * The session-recording service, started and stopped through the tag manager: the app ships no
 * recording vendor's script; the tag manager's session_recording trigger loads and identifies
 * whichever one the marketing team configures. Only ConsentedSessionRecorder calls this.
 */
@injectable()
export class DataLayerSessionRecording implements SessionRecorderPort {
  start(userId: string): void {
    push({ event: 'session_recording', action: 'start', userId });
  }

  stop(): void {
    push({ event: 'session_recording', action: 'stop' });
  }
}

function push(entry: Record<string, string>): void {
  try {
    if (typeof window === 'undefined') return;
    const target = window as WindowWithDataLayer;
    target.dataLayer ??= [];
    target.dataLayer.push(entry);
  } catch (error) {
    // Recording must never break sign-in or sign-out.
    console.warn('Session recording not signalled', error);
  }
}
