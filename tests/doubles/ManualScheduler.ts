import type { SchedulerPort } from '../../src/core/ports/SchedulerPort';

interface Timer {
  dueAt: number;
  task: () => void;
}

/** Timers that fire only when a test advances the scheduler's own time. */
export class ManualScheduler implements SchedulerPort {
  #elapsed = 0;
  readonly #timers = new Set<Timer>();

  after(ms: number, task: () => void): () => void {
    const timer = { dueAt: this.#elapsed + ms, task };
    this.#timers.add(timer);
    return () => this.#timers.delete(timer);
  }

  get pending(): number {
    return this.#timers.size;
  }

  advance(ms: number): void {
    this.#elapsed += ms;
    const due = [...this.#timers]
      .filter((timer) => timer.dueAt <= this.#elapsed)
      .sort((a, b) => a.dueAt - b.dueAt);
    for (const timer of due) {
      this.#timers.delete(timer);
      timer.task();
    }
  }
}
