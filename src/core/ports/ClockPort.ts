/** Where the app reads the time, so rules and tests agree on "now". */
export interface ClockPort {
  /** The current instant. Never throws. */
  now(): Date;
}

export const ClockPort = Symbol('ClockPort');
