// The hostile report's table (DECISIONS.md "Testing and mutation"), shared by
// `tests/hostile/run.mjs` and the tally's own test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GROUPS = ['bad input', 'faults', 'attacks'];

const HEADING = {
  'bad input': 'inputs tried',
  faults: 'faults injected',
  attacks: 'attacks tried',
};

/** Every record written to `dir` by tests/hostile/tally.ts (none when the folder is missing). */
export function readRecords(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line)),
  );
}

/**
 * One row per subject of `group`, records added up, sorted by subject. `mark` is 'held' when
 * every attempt held, else 'FAILED n' with n the attempts that did not.
 */
export function summaryRows(records, group) {
  const rows = new Map();
  for (const record of records.filter((r) => r.group === group)) {
    const row = rows.get(record.subject) ?? { tried: 0, held: 0 };
    row.tried += record.tried;
    row.held += record.held;
    rows.set(record.subject, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([subject, { tried, held }]) => ({
      subject,
      tried,
      held,
      mark: held === tried ? 'held' : `FAILED ${tried - held}`,
    }));
}

/** The printed summary, one string per line. */
export function summaryLines(records) {
  const lines = ['', 'Hostile conditions: summary'];
  for (const group of GROUPS) {
    const rows = summaryRows(records, group);
    const tried = rows.reduce((sum, row) => sum + row.tried, 0);
    const held = rows.reduce((sum, row) => sum + row.held, 0);
    lines.push('', `${group}: ${tried} ${HEADING[group]}, ${held} held`);
    const width = Math.max(10, ...rows.map((row) => row.subject.length));
    for (const row of rows) {
      lines.push(
        `  ${row.subject.padEnd(width)}  ${String(row.tried).padStart(6)} tried  ${row.mark}`,
      );
    }
  }
  return lines;
}
