import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The three groups the hostile report prints (DECISIONS.md "Testing and mutation"). */
export type HostileGroup = 'bad input' | 'faults' | 'attacks';

/**
 * One line of the results: what was tried against one subject and how many of those held. The
 * report (`tests/hostile/summary.mjs`) adds up every line of a subject, so a subject may have
 * several lines: the attempt (tried, none held yet) written before the work, and the outcome
 * (how many held, and any change to the count tried) written after it.
 */
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

let tallyDir = TALLY_DIR;

/**
 * Writes records to `dir` instead of the run's results until the returned function is called:
 * the tally's own test fails on purpose and must not put a FAILED row in the real report.
 */
export function writeTalliesTo(dir: string): () => void {
  const previous = tallyDir;
  tallyDir = dir;
  return () => {
    tallyDir = previous;
  };
}

function write(record: TallyRecord): void {
  mkdirSync(tallyDir, { recursive: true });
  appendFileSync(join(tallyDir, `${process.pid}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** A tally whose attempt is on record; `close` records the outcome. */
export interface OpenTally {
  /**
   * Records how many held. `tried` corrects the count announced by `openTally` when it could not
   * be known before (a property test stops at its first failure).
   */
  close(outcome: { held: number; tried?: number }): void;
}

/**
 * The one way hostile tests count: the attempt is recorded as tried before the work runs, and
 * what held only after it. A test that fails, times out or dies half way therefore still shows
 * in the summary, as FAILED, instead of vanishing from it. Works from vitest and Playwright.
 */
export function openTally(group: HostileGroup, subject: string, tried: number): OpenTally {
  write({ group, subject, tried, held: 0 });
  let closed = false;
  return {
    close(outcome) {
      if (closed) return;
      closed = true;
      write({ group, subject, tried: (outcome.tried ?? tried) - tried, held: outcome.held });
    },
  };
}

/**
 * One attempt: counts as tried at once, and as held only if `body` finishes without throwing.
 * What `body` throws is rethrown, so the test fails too.
 */
export async function tallied<T>(
  group: HostileGroup,
  subject: string,
  body: () => T | Promise<T>,
): Promise<T> {
  const tally = openTally(group, subject, 1);
  let held = 0;
  try {
    const result = await body();
    held = 1;
    return result;
  } finally {
    tally.close({ held });
  }
}

/**
 * A batch: every input counts as tried at once; `check` runs on each (a failure does not stop
 * the others) and each that finishes without throwing counts as held. The first failure is
 * rethrown so the test fails too. A check fails by throwing (an `expect` that does not hold).
 */
export async function tallyEach<T>(
  group: HostileGroup,
  subject: string,
  inputs: readonly T[],
  check: (input: T) => void | Promise<void>,
): Promise<void> {
  const tally = openTally(group, subject, inputs.length);
  let held = 0;
  let failure: { error: unknown } | null = null;
  try {
    for (const input of inputs) {
      try {
        await check(input);
        held += 1;
      } catch (error) {
        failure ??= { error };
      }
    }
  } finally {
    tally.close({ held });
  }
  if (failure !== null) throw failure.error;
}
