import { inject, injectable } from 'inversify';
import { messages } from './messages';
import { isNetworkFailure } from './networkFailure';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { InvalidFormError } from './InvalidFormError';
import { SessionExit } from './SessionExit';
import { describeProblem } from './describeProblem';
import { DialogStore, type ProblemLink } from './DialogStore';
import { newErrorReference } from './errorReference';

export interface ReportOptions {
  /** The flow's own message for failures the codes do not cover ('unable to spin the wheel'). */
  fallback?: string;
  /** A heading above the reason, e.g. 'Unable to Link Membership'. */
  heading?: string;
  /** What "Try again" does, offered for network trouble only. */
  retry?: () => void;
  /**
   * A background load whose screen shows its own offline state: with the device offline, the
   * offline banner already says why, so no dialog.
   */
  quietOffline?: boolean;
  /** A way on from the problem, offered beside OK. */
  link?: ProblemLink;
}

/**
 * Turns a failed action into the 'Problem' dialog (spec-decisions 14, 15). When the server no
 * longer accepts the session it signs out and sends the member to /login, back here after.
 */
@injectable()
export class ProblemReporter {
  constructor(
    @inject(DialogStore) private readonly dialogs: DialogStore,
    @inject(SessionExit) private readonly exit: SessionExit,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {}

  report(error: unknown, options: ReportOptions = {}): void {
    // A form shows its own messages beside the fields and its summary at the top (spec 5).
    if (error instanceof InvalidFormError) return;
    // Offline, say so plainly rather than as a failure; nothing is queued
    // (DECISIONS.md "Offline and the device copy").
    if (isNetworkFailure(error) && !this.connectivity.isOnline()) {
      if (options.quietOffline) return;
      this.dialogs.showProblem({
        message: options.heading ?? messages.offline.needsConnection,
        detail: options.heading ? messages.offline.needsConnection : null,
        reference: null,
        retry: options.retry ?? null,
      });
      return;
    }
    const problem = describeProblem(error, options.fallback ?? null, newErrorReference);
    if (problem.reference !== null) console.error(`Error reference ${problem.reference}`, error);
    // The session ends its one way, to /login and back here after.
    if (problem.signOut) void this.exit.end({ rejectedByServer: true });
    this.dialogs.showProblem({
      message: options.heading ?? problem.message,
      detail: options.heading ? problem.message : null,
      reference: problem.reference,
      retry: problem.retryable ? options.retry : null,
      link: options.link ?? null,
    });
  }
}
