#!/usr/bin/env node
// `npm run test:hostile`: the hostile-conditions suite (DECISIONS.md "Testing and mutation"). Runs
// the Node suites (vitest), the browser suites (Playwright) and the Firestore-backed attacks (the
// abuse attacks again, on the services over Firestore and Firebase Auth, under the emulators), then
// prints what was tried and how much of it held, and last of all the name of every test that
// failed: a CI log shows its tail, so the names go there. A stage that cannot run here says why and
// is skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreJar, NO_FIRESTORE_REASON } from '../../scripts/emulators.mjs';
import { readRecords, summaryLines } from './summary.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const resultsDir = join(here, '.results');
rmSync(resultsDir, { recursive: true, force: true });
const reportsDir = mkdtempSync(join(tmpdir(), 'met-hostile-'));
const vitestReport = join(reportsDir, 'vitest.json');
const playwrightReport = join(reportsDir, 'playwright.json');
const emulatorVitestReport = join(reportsDir, 'vitest-emulators.json');
const vitestReporters = (path) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path}`,
];

const stages = [
  {
    name: 'Node suites',
    command: ['npx', 'vitest', 'run', '-c', 'tests/hostile/vitest.config.ts'],
    args: vitestReporters(vitestReport),
    env: {},
  },
  {
    name: 'browser suites',
    command: ['npx', 'playwright', 'test', '-c', 'tests/hostile/browser'],
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
  {
    // The services in this process, on the Firestore and Auth emulators: no Functions emulator,
    // so no build of functions/lib. Never beside another emulator run (the ports are fixed).
    name: 'Firestore-backed attacks',
    command: ['node', 'scripts/emulators.mjs', 'exec', '--only', 'auth'],
    args: [
      [
        'npx vitest run -c tests/hostile/emulators/vitest.config.ts',
        ...vitestReporters(emulatorVitestReport),
      ].join(' '),
    ],
    env: {},
    skipReason: () => (firestoreJar() ? null : NO_FIRESTORE_REASON),
  },
];

/** The first line of a failure message, without colour codes. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').find((line) => line.trim() !== '') ?? '';
}

/** "file › test: first line of the error" for each failed test of a vitest JSON report. */
function vitestFailures(path) {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file can fail with no failed test: an error in a hook, an import or an unhandled rejection.
    if (file.status === 'failed' && tests.length === 0)
      return [`${name}: ${firstLine(file.message)}`];
    return tests;
  });
}

/** "file › test: first line of the error" for each failed test of a Playwright JSON report. */
function playwrightFailures(path) {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  const errors = (report.errors ?? []).map(
    (error) => `(outside a test): ${firstLine(error.message)}`,
  );
  return [...(report.suites ?? []).flatMap((suite) => walk(suite, [])), ...errors];
}

const failed = [];
for (const {
  name,
  command: [command, ...commandArgs],
  args,
  env,
  skipReason = () => null,
} of stages) {
  console.log(`\n── hostile: ${name} ──`);
  const reason = skipReason();
  if (reason !== null) {
    console.log(`[skipped] ${name}: ${reason}`);
    continue;
  }
  const started = Date.now();
  const result = spawnSync(command, [...commandArgs, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`── hostile: ${name} took ${Math.round((Date.now() - started) / 1000)} s ──`);
  if (result.status !== 0) failed.push(name);
}

console.log(summaryLines(readRecords(resultsDir)).join('\n'));

if (failed.length > 0) {
  const names = [
    ...vitestFailures(vitestReport),
    ...playwrightFailures(playwrightReport),
    ...vitestFailures(emulatorVitestReport),
  ];
  console.log(`\nFailed stages: ${failed.join(', ')}`);
  for (const line of names) console.log(`  ✗ ${line}`);
  if (names.length === 0) console.log('  (no failed test named: see the stage output above)');
}
rmSync(reportsDir, { recursive: true, force: true });
if (failed.length > 0) process.exit(1);
