// What `npm run load` prints: latency percentiles and answers per callable, from the records of
// every request it made. Pure functions, unit-tested in tests/scripts/loadStats.test.ts.

/**
 * The p-th percentile (0 < p <= 100) of ascending `sorted` values by the nearest-rank method: the
 * smallest value with at least p % of the values at or below it. Undefined for no values.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], not ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * How a request ended, as the table counts it: '200 ok', or the HTTP status with the callable's
 * error code ('429 resource-exhausted'), or '0 <what>' when no HTTP answer came (timeout, reset).
 */
export function outcomeOf({ status, code }) {
  return `${status} ${code ?? (status === 200 ? 'ok' : 'no-code')}`;
}

/** True for an answer that fails the run: any 5xx, and any request that got no answer at all. */
export function isServerFailure({ status }) {
  return status === 0 || status >= 500;
}

/**
 * Per name: how many requests, their latency percentiles in ms and their outcomes, names in
 * alphabetical order. `records` are { name, status, code?, ms }.
 */
export function summarise(records) {
  const byName = new Map();
  for (const record of records) {
    const entry = byName.get(record.name) ?? { latencies: [], outcomes: {} };
    entry.latencies.push(record.ms);
    const outcome = outcomeOf(record);
    entry.outcomes[outcome] = (entry.outcomes[outcome] ?? 0) + 1;
    byName.set(record.name, entry);
  }
  return [...byName.keys()].sort().map((name) => {
    const { latencies, outcomes } = byName.get(name);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      name,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      outcomes: Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => a.localeCompare(b))),
    };
  });
}

const ms = (value) => (value === undefined ? '-' : String(Math.round(value)));

/** The summary as a fixed-width text table (also valid Markdown). */
export function formatTable(rows) {
  const header = ['callable', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'answers'];
  const lines = rows.map((row) => [
    row.name,
    String(row.count),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    Object.entries(row.outcomes)
      .map(([outcome, count]) => `${outcome} ×${count}`)
      .join(', '),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column >= 1 && column <= 4 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}
