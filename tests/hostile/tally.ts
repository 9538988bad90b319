import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The three groups the hostile report prints (issue 7). */
export type HostileGroup = 'bad input' | 'faults' | 'attacks';

/** One line of the report: what was tried against one subject and how many of those held. */
export interface TallyRecord {
  group: HostileGroup;
  /** What was attacked: a schema, a parser, a callable's fault, a route… */
  subject: string;
  /** Inputs tried, faults injected or attacks made. */
  tried: number;
  /** How many of those the app withstood (the test's own assertions passed for them). */
  held: number;
}

/** Where the records of one run are written; `tests/hostile/run.mjs` empties it first. */
export const TALLY_DIR = join(dirname(fileURLToPath(import.meta.url)), '.results');

/**
 * Adds one record to the run's report. Works from vitest and from Playwright (both run in Node).
 * Call it once the test's assertions have run, so `held` counts only what was checked.
 */
export function tally(record: TallyRecord): void {
  mkdirSync(TALLY_DIR, { recursive: true });
  appendFileSync(join(TALLY_DIR, `${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
}

/**
 * Counts a batch: runs `check` on every input, tallies tried and held, and rethrows the first
 * failure so the test fails too. A check fails by throwing (an `expect` that does not hold).
 */
export async function tallyEach<T>(
  group: HostileGroup,
  subject: string,
  inputs: readonly T[],
  check: (input: T) => void | Promise<void>,
): Promise<void> {
  let held = 0;
  let firstFailure: unknown = null;
  for (const input of inputs) {
    try {
      await check(input);
      held += 1;
    } catch (error) {
      firstFailure ??= error;
    }
  }
  tally({ group, subject, tried: inputs.length, held });
  if (firstFailure !== null) throw firstFailure;
}
