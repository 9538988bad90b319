import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { messages } from '../kernel/messages';
import { QueryCache } from '../kernel/query/QueryCache';
import type { PointsActivity } from './PointsActivity';
import { pointsActivityQuery } from './queries';

const NONE: PointsActivity = { movements: [], expiries: [] };
const LOAD_FAILED = { fallback: messages.errors.generic };

/** The points activity screen's content: kept on the device like the other reads. */
@injectable()
export class PointsActivityStore {
  readonly #queries: QueryCache;

  constructor(@inject(QueryCache) queries: QueryCache) {
    this.#queries = queries;
    makeAutoObservable(this);
  }

  get #activity() {
    return this.#queries.query(pointsActivityQuery, null);
  }

  get activity(): PointsActivity {
    return this.#activity.value ?? NONE;
  }

  get status(): AsyncStatus {
    return this.#activity.status;
  }

  /** When the list on screen is from (the device copy, not being refreshed); null when fresh. */
  get savedAt(): Date | null {
    return this.#activity.savedAtShown;
  }

  async load(): Promise<void> {
    await this.#activity.load(LOAD_FAILED);
  }
}
