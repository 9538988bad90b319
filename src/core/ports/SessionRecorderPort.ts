/** The session-recording service (spec section 7): off in dev mode; the adapter decides. */
export interface SessionRecorderPort {
  /** Starts or resumes recording for `userId` when the adapter allows it. Never throws. */
  start(userId: string): void;

  /** Stops recording (on sign-out). Never throws. */
  stop(): void;
}

export const SessionRecorderPort = Symbol('SessionRecorderPort');
