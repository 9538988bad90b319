import type { EngagementLog, EngagementRecord } from '../../ports/EngagementLog';
import { copy, type MemoryState } from './MemoryState';

/** The usage statistics in the in-memory state, oldest first. */
export class InMemoryEngagementLog implements EngagementLog {
  constructor(private readonly state: MemoryState) {}

  async append(record: EngagementRecord): Promise<void> {
    (this.state.engagementEvents ??= []).push(copy(record));
  }

  async onDay(londonDay: string): Promise<EngagementRecord[]> {
    return copy((this.state.engagementEvents ?? []).filter((r) => r.londonDay === londonDay));
  }
}
