/** How a session is to end. */
export interface SessionEnding {
  /** Shown in the 'Problem' dialog. */
  readonly message?: string;
  /**
   * The server no longer accepts the session: the caller tells the member why, and /login brings
   * them back to the page shown now once signed in again.
   */
  readonly rejectedByServer?: boolean;
}

/**
 * The one way out of a session, for the kernel (ProblemReporter) as for the session itself:
 * signed out, at /login, with nothing of the member left on the device. The session's module
 * binds it, so the kernel does not depend on the session feature.
 */
export interface SessionExit {
  /** Ends the session; resolves once signed out. */
  end(ending?: SessionEnding): Promise<void>;
}

export const SessionExit = Symbol.for('SessionExit');
