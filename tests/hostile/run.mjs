#!/usr/bin/env node
// `npm run test:hostile`: the hostile-conditions suite (issue 7). Runs the Node suites (vitest)
// and the browser suites (Playwright), then prints what was tried and how much of it held.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecords, summaryLines } from './summary.mjs';

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

console.log(summaryLines(readRecords(resultsDir)).join('\n'));

if (failed.length > 0) {
  console.log(`\nFailed stages: ${failed.join(', ')}`);
  process.exit(1);
}
