import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LastSeen } from '../kernel/LastSeen';
import { LoadedContent } from '../kernel/LoadedContent';
import { messages } from '../kernel/messages';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { LoadPointsActivity } from './LoadPointsActivity';
import type { PointsActivity } from './PointsActivity';

const NONE: PointsActivity = { movements: [], expiries: [] };
const READ = 'members-getPointsActivity';

/** The points activity screen's content: kept on the device like the other reads. */
@injectable()
export class PointsActivityStore {
  readonly #activity: LoadedContent<PointsActivity>;
  readonly #loadActivity: LoadPointsActivity;
  readonly #lastSeen: LastSeen;

  constructor(
    @inject(LoadPointsActivity) loadActivity: LoadPointsActivity,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(LastSeen) lastSeen: LastSeen,
  ) {
    this.#loadActivity = loadActivity;
    this.#lastSeen = lastSeen;
    this.#activity = new LoadedContent<PointsActivity>(NONE, {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.load(),
    });
    makeAutoObservable(this);
    // A refresh behind the screen brought the server's answer; refused, the copy leaves.
    lastSeen.onRefreshed([READ], (_name, _request, refused) => {
      if (refused) {
        this.#activity.clear();
        return void this.load();
      }
      if (this.#activity.status === 'ready') {
        void this.#activity.reload(
          () => this.#loadActivity.execute(),
          (value) => value,
        );
      }
    });
  }

  get activity(): PointsActivity {
    return this.#activity.value;
  }

  get status(): AsyncStatus {
    return this.#activity.status;
  }

  /** When the list on screen is from (the device copy, not being refreshed); null when fresh. */
  get savedAt(): Date | null {
    return this.#lastSeen.savedAt([READ]);
  }

  async load(): Promise<void> {
    await this.#activity.load(() => this.#loadActivity.execute());
  }

  clear(): void {
    this.#activity.clear();
  }
}
