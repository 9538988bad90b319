#!/usr/bin/env node
/**
 * npm run test:mutation [-- [--force] target ...]: Stryker over each mutation target in turn
 * (tests/mutation/targets.mjs), then the score per target and per file from its JSON report.
 * Exits 1 when a target scores below the break threshold or Stryker fails. Reports (HTML and
 * JSON) and the incremental files stay in tests/mutation/.reports/<target>/ (git-ignored), so a
 * re-run after a small change tests only the mutants that change touched.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MUTATION_BREAK, MUTATION_TARGETS } from '../tests/mutation/targets.mjs';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const args = process.argv.slice(2);
// --force: test every mutant again. An incremental run keeps a static mutant's earlier result
// (one that runs at module load) even when a new test would now kill it.
const force = args.includes('--force');
const asked = args.filter((arg) => arg !== '--force');
const unknown = asked.filter((name) => !(name in MUTATION_TARGETS));
if (unknown.length > 0) {
  console.error(
    `Unknown target ${unknown.join(', ')}: pick from ${Object.keys(MUTATION_TARGETS).join(', ')}`,
  );
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(MUTATION_TARGETS);

/** @param {Record<string, number>} counts */
function score({ detected, undetected }) {
  const valid = detected + undetected;
  return valid === 0 ? 100 : (100 * detected) / valid;
}

/** Killed and survived per file, from Stryker's mutation-testing-report-schema JSON. */
function fileScores(reportPath) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const counts = { detected: 0, undetected: 0 };
      for (const { status } of mutants) {
        if (DETECTED.has(status)) counts.detected += 1;
        else if (UNDETECTED.has(status)) counts.undetected += 1;
      }
      return { file, ...counts, score: score(counts) };
    })
    .sort((a, b) => a.score - b.score || a.file.localeCompare(b.file));
}

const summary = [];
let failed = false;
for (const name of names) {
  console.log(`\n== Mutation target '${name}': ${MUTATION_TARGETS[name].about}`);
  const strykerArgs = ['stryker', 'run', 'tests/mutation/stryker.config.mjs'];
  const run = spawnSync('npx', force ? [...strykerArgs, '--force'] : strykerArgs, {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  });
  const files = fileScores(`tests/mutation/.reports/${name}/mutation.json`);
  const total = files.reduce(
    (sum, { detected, undetected }) => ({
      detected: sum.detected + detected,
      undetected: sum.undetected + undetected,
    }),
    { detected: 0, undetected: 0 },
  );
  console.log(`\n${name}: per file (killed / mutants that count, lowest first)`);
  for (const { file, detected, undetected, score: fileScore } of files) {
    if (detected + undetected === 0) continue;
    const line = `${fileScore.toFixed(1).padStart(6)} %  ${String(detected).padStart(4)} / ${String(detected + undetected).padEnd(4)} ${file}`;
    console.log(line);
  }
  const targetScore = score(total);
  const ok = run.status === 0 && targetScore >= MUTATION_BREAK;
  failed ||= !ok;
  summary.push({ name, targetScore, ...total, ok, strykerExit: run.status });
}

console.log('\nMutation score per target (break below ' + MUTATION_BREAK + ' %):');
for (const { name, targetScore, detected, undetected, ok, strykerExit } of summary) {
  const verdict = ok
    ? 'ok'
    : strykerExit === 0
      ? 'BELOW THRESHOLD'
      : `FAILED (stryker exit ${strykerExit})`;
  console.log(
    `  ${name.padEnd(10)} ${targetScore.toFixed(2).padStart(6)} %  ${detected} killed, ${undetected} survived  ${verdict}`,
  );
}
console.log('Reports: tests/mutation/.reports/<target>/index.html');
process.exit(failed ? 1 : 0);
