/** Timers (toasts that close themselves), injected so tests need no real time. */
export interface SchedulerPort {
  /** Runs `task` once after `ms` milliseconds; returns a function that cancels it. Never throws. */
  after(ms: number, task: () => void): () => void;
}

export const SchedulerPort = Symbol('SchedulerPort');
