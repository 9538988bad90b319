import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { SchedulerPort } from '../ports/SchedulerPort';
import { CodeOnScreen } from './CodeOnScreen';
import { CALM_MOMENT_MS } from './constants';

/**
 * Holds back what would cover a code the desk scans (DECISIONS.md "PWA and updates: updates
 * while a code is shown").
 */
@injectable()
export class WaitForCalmMoment {
  constructor(
    @inject(CodeOnScreen) private readonly codes: CodeOnScreen,
    @inject(SchedulerPort) private readonly scheduler: SchedulerPort,
  ) {}

  /**
   * Runs `task` at once when no code is on screen; otherwise once no code has been on screen for
   * CALM_MOMENT_MS. A code shown again before then restarts the wait.
   */
  execute(task: () => void): void {
    if (!this.codes.isCodeOnScreen) {
      task();
      return;
    }
    let cancelTimer: (() => void) | null = null;
    const stopWatching = reaction(
      () => this.codes.isCodeOnScreen,
      (shown) => {
        cancelTimer?.();
        cancelTimer = shown
          ? null
          : this.scheduler.after(CALM_MOMENT_MS, () => {
              stopWatching();
              task();
            });
      },
    );
  }
}
