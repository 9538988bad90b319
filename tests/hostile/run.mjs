#!/usr/bin/env node
// `npm run test:hostile`: the hostile-conditions suite (issue 7). Runs the Node suites (vitest)
// and the browser suites (Playwright), then prints what was tried and how much of it held.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const resultsDir = join(here, '.results');
rmSync(resultsDir, { recursive: true, force: true });

const stages = [
  ['Node suites', ['npx', 'vitest', 'run', '-c', 'tests/hostile/vitest.config.ts']],
  ['browser suites', ['npx', 'playwright', 'test', '-c', 'tests/hostile/browser']],
];

const failed = [];
for (const [name, [command, ...args]] of stages) {
  console.log(`\n── hostile: ${name} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}

const records = existsSync(resultsDir)
  ? readdirSync(resultsDir).flatMap((file) =>
      readFileSync(join(resultsDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line)),
    )
  : [];

const groups = ['bad input', 'faults', 'attacks'];
const heading = {
  'bad input': 'inputs tried',
  faults: 'faults injected',
  attacks: 'attacks tried',
};
console.log('\nHostile conditions: summary');
for (const group of groups) {
  const rows = new Map();
  for (const record of records.filter((r) => r.group === group)) {
    const row = rows.get(record.subject) ?? { tried: 0, held: 0 };
    row.tried += record.tried;
    row.held += record.held;
    rows.set(record.subject, row);
  }
  const total = [...rows.values()].reduce(
    (sum, row) => ({ tried: sum.tried + row.tried, held: sum.held + row.held }),
    { tried: 0, held: 0 },
  );
  console.log(`\n${group}: ${total.tried} ${heading[group]}, ${total.held} held`);
  const width = Math.max(10, ...[...rows.keys()].map((subject) => subject.length));
  for (const [subject, row] of [...rows.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const mark = row.held === row.tried ? 'held' : `FAILED ${row.tried - row.held}`;
    console.log(`  ${subject.padEnd(width)}  ${String(row.tried).padStart(6)} tried  ${mark}`);
  }
}

if (failed.length > 0) {
  console.log(`\nFailed stages: ${failed.join(', ')}`);
  process.exit(1);
}
