import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdsFor } from './input/holdsFor';
import { readRecords, summaryLines, summaryRows } from './summary.mjs';
import { openTally, tallied, tallyEach, writeTalliesTo } from './tally';

/**
 * The hostile report itself (DECISIONS.md "Testing and mutation"): a test that fails must show as
 * FAILED in the summary, never vanish from it. Records go to a scratch folder, not to the run's
 * results, since these tests fail on purpose.
 */
let dir = '';
let restore: () => void = () => undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-tally-'));
  restore = writeTalliesTo(dir);
});

afterEach(() => {
  restore();
  rmSync(dir, { recursive: true, force: true });
});

const rowsOf = (group: 'bad input' | 'faults' | 'attacks' = 'faults') =>
  summaryRows(readRecords(dir), group);

describe('the hostile tally', () => {
  it('a single attempt whose assertions fail is a FAILED row, and the test fails', async () => {
    const attempt = tallied('faults', 'spin answer lost', () => {
      expect('network error').toBe('prize shown');
    });

    await expect(attempt).rejects.toThrow();
    expect(rowsOf()).toEqual([
      { subject: 'spin answer lost', tried: 1, held: 0, mark: 'FAILED 1' },
    ]);
    expect(summaryLines(readRecords(dir))).toContain(
      `  ${'spin answer lost'.padEnd(16)}       1 tried  FAILED 1`,
    );
  });

  it('a single attempt that holds is a held row and hands back what the body returned', async () => {
    const value = await tallied('faults', 'spin answer lost', () => 42);

    expect(value).toBe(42);
    expect(rowsOf()).toEqual([{ subject: 'spin answer lost', tried: 1, held: 1, mark: 'held' }]);
  });

  it('an attempt that never finishes (a test killed at its timeout) still counts as FAILED', () => {
    openTally('attacks', 'session replay', 1);

    expect(rowsOf('attacks')).toEqual([
      { subject: 'session replay', tried: 1, held: 0, mark: 'FAILED 1' },
    ]);
  });

  it('a batch counts every input, runs them all, and rethrows the first failure', async () => {
    const checked: number[] = [];

    const batch = tallyEach('bad input', 'ids', [1, 2, 3, 4], (id) => {
      checked.push(id);
      if (id % 2 === 0) throw new Error(`id ${id} broke it`);
    });

    await expect(batch).rejects.toThrow('id 2 broke it');
    expect(checked).toEqual([1, 2, 3, 4]);
    expect(rowsOf('bad input')).toEqual([{ subject: 'ids', tried: 4, held: 2, mark: 'FAILED 2' }]);
  });

  it('a thrown undefined still fails the batch', async () => {
    const batch = tallyEach('faults', 'odd throw', ['only'], () => {
      throw undefined;
    });

    await expect(batch).rejects.toBeUndefined();
    expect(rowsOf()).toEqual([{ subject: 'odd throw', tried: 1, held: 0, mark: 'FAILED 1' }]);
  });

  it('a property that fails counts the runs made up to the failure, one of them FAILED', async () => {
    const property = holdsFor(
      'counts',
      fc.integer({ min: 0, max: 100 }),
      (n) => {
        expect(n).toBeLessThan(50);
      },
      { numRuns: 200, examples: [10, 20, 60] },
    );

    await expect(property).rejects.toThrow();
    const [row] = rowsOf('bad input');
    // The two examples that hold, then the third fails: shrinking runs are not counted.
    expect(row).toEqual({ subject: 'counts', tried: 3, held: 2, mark: 'FAILED 1' });
  });

  it('a property that holds counts every run as held', async () => {
    await holdsFor('counts', fc.integer(), (n) => expect(Number.isInteger(n)).toBe(true), {
      numRuns: 25,
    });

    expect(rowsOf('bad input')).toEqual([{ subject: 'counts', tried: 25, held: 25, mark: 'held' }]);
  });
});
