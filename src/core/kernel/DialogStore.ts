import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from './messages';
import { ApplyAppUpdate } from './ApplyAppUpdate';
import { WaitForCalmMoment } from './WaitForCalmMoment';
import { WatchAppUpdates } from './WatchAppUpdates';

export interface ProblemDialog {
  id: number;
  kind: 'problem';
  /** Always 'Problem' (spec section 8). */
  title: string;
  message: string;
  /** A second line, e.g. the server's reason under 'Unable to Link Membership'. */
  detail: string | null;
  reference: string | null;
  canRetry: boolean;
  /** A way on from the problem, e.g. 'Forgotten password?' after a wrong password. */
  link: ProblemLink | null;
}

export interface ProblemLink {
  label: string;
  path: string;
}

export interface UpdateDialog {
  id: number;
  kind: 'update';
  title: string;
  message: string;
  button: string;
  /**
   * The new-version dialog stays until the member acts on it (a stray tap beside it does not
   * close it); any close lets the new version take over and reloads the page.
   */
  persistent: boolean;
}

export type Dialog = ProblemDialog | UpdateDialog;

export interface ProblemInput {
  message: string;
  detail?: string | null;
  reference?: string | null;
  retry?: (() => void) | null;
  link?: ProblemLink | null;
}

export type DialogClose = 'ok' | 'cancel' | 'dismiss';

/** The one dialog on screen and those queued behind it. */
@injectable()
export class DialogStore {
  queue: Dialog[] = [];
  #nextId = 1;
  readonly #retries = new Map<number, () => void>();
  #stopWatchingUpdates: (() => void) | null = null;
  /** An update is held back while a code is on screen. */
  #updateHeld = false;
  readonly #watchAppUpdates: WatchAppUpdates;
  readonly #applyAppUpdate: ApplyAppUpdate;
  readonly #waitForCalmMoment: WaitForCalmMoment;

  constructor(
    @inject(WatchAppUpdates) watchAppUpdates: WatchAppUpdates,
    @inject(ApplyAppUpdate) applyAppUpdate: ApplyAppUpdate,
    @inject(WaitForCalmMoment) waitForCalmMoment: WaitForCalmMoment,
  ) {
    this.#watchAppUpdates = watchAppUpdates;
    this.#applyAppUpdate = applyAppUpdate;
    this.#waitForCalmMoment = waitForCalmMoment;
    makeAutoObservable(this);
  }

  /** Starts looking for new versions of the app: one found raises the new-version dialog. */
  start(): void {
    if (this.#stopWatchingUpdates !== null) return;
    this.#stopWatchingUpdates = this.#watchAppUpdates.execute(() => this.showUpdateAvailable());
  }

  /** The dialog to show now, or null. */
  get current(): Dialog | null {
    return this.queue[0] ?? null;
  }

  /** Queues a 'Problem' dialog; one identical to a queued one is not queued twice. */
  showProblem(problem: ProblemInput): void {
    const detail = problem.detail ?? null;
    const duplicate = this.queue.some(
      (dialog) =>
        dialog.kind === 'problem' && dialog.message === problem.message && dialog.detail === detail,
    );
    if (duplicate) return;
    const id = this.#nextId++;
    if (problem.retry) this.#retries.set(id, problem.retry);
    this.queue.push({
      id,
      kind: 'problem',
      title: messages.dialog.problemTitle,
      message: problem.message,
      detail,
      reference: problem.reference ?? null,
      canRetry: problem.retry != null,
      link: problem.link ?? null,
    });
  }

  /** A code chunk failed to load during navigation: the app was updated (spec section 8). */
  showUpdateApplied(): void {
    this.#showUpdate(false);
  }

  /** A new version is installed and waiting: a persistent dialog; closing it switches over. */
  showUpdateAvailable(): void {
    this.#showUpdate(true);
  }

  /** Closes the current dialog; closing an update dialog in any way reloads the page. */
  close(_how: DialogClose = 'ok'): void {
    const dialog = this.current;
    if (dialog === null) return;
    this.#remove(dialog.id);
    if (dialog.kind === 'update') this.#applyAppUpdate.execute();
  }

  /** Closes the current problem dialog and runs its retry action. */
  retry(): void {
    const dialog = this.current;
    if (dialog === null || dialog.kind !== 'problem') return;
    const retry = this.#retries.get(dialog.id);
    this.#remove(dialog.id);
    retry?.();
  }

  /** Never over a code the desk scans: it waits for a calm moment (WaitForCalmMoment). */
  #showUpdate(persistent: boolean): void {
    if (this.#updateHeld || this.queue.some((dialog) => dialog.kind === 'update')) return;
    this.#updateHeld = true;
    this.#waitForCalmMoment.execute(() =>
      runInAction(() => {
        this.#updateHeld = false;
        this.#queueUpdate(persistent);
      }),
    );
  }

  #queueUpdate(persistent: boolean): void {
    const text = messages.update;
    // An update outranks any problem: it reloads the page anyway.
    this.queue.unshift({
      id: this.#nextId++,
      kind: 'update',
      title: text.updateApplied,
      message: text.updateMessage,
      button: text.updateButton,
      persistent,
    });
  }

  #remove(id: number): void {
    this.#retries.delete(id);
    this.queue = this.queue.filter((dialog) => dialog.id !== id);
  }
}
