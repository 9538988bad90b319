import { inject, injectable } from 'inversify';
import { InvalidFormError } from '../usecases/InvalidFormError';
import { SignOut } from '../usecases/SignOut';
import { describeProblem } from './describeProblem';
import { DialogStore } from './DialogStore';
import { newErrorReference } from './errorReference';
import { NavigationStore } from './NavigationStore';

export interface ReportOptions {
  /** The flow's own message for failures the codes do not cover ('unable to spin the wheel'). */
  fallback?: string;
  /** A heading above the reason, e.g. 'Unable to Link Membership'. */
  heading?: string;
  /** What "Try again" does, offered for network trouble only. */
  retry?: () => void;
}

/**
 * Turns a failed action into the 'Problem' dialog (spec-decisions 14, 15). When the server no
 * longer accepts the session it signs out and sends the member to /login, back here after.
 */
@injectable()
export class ProblemReporter {
  readonly #dialogs: DialogStore;
  readonly #navigation: NavigationStore;
  readonly #signOut: SignOut;

  constructor(
    @inject(DialogStore) dialogs: DialogStore,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(SignOut) signOut: SignOut,
  ) {
    this.#dialogs = dialogs;
    this.#navigation = navigation;
    this.#signOut = signOut;
  }

  report(error: unknown, options: ReportOptions = {}): void {
    // A form shows its own messages beside the fields and its summary at the top (spec 5).
    if (error instanceof InvalidFormError) return;
    const problem = describeProblem(error, options.fallback ?? null, newErrorReference);
    if (problem.reference !== null) console.error(`Error reference ${problem.reference}`, error);
    if (problem.signOut) {
      this.#navigation.goToLoginReturningHere();
      this.#signOut.execute().catch((signOutError: unknown) => {
        console.error('Sign-out after an expired session failed', signOutError);
      });
    }
    this.#dialogs.showProblem({
      message: options.heading ?? problem.message,
      detail: options.heading ? problem.message : null,
      reference: problem.reference,
      retry: problem.retryable ? options.retry : null,
    });
  }
}
