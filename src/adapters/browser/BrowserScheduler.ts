import { injectable } from 'inversify';
import type { SchedulerPort } from '../../core/ports/SchedulerPort';

/** setTimeout. */
@injectable()
export class BrowserScheduler implements SchedulerPort {
  after(ms: number, task: () => void): () => void {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  }
}
