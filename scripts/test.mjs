// `npm test`: every suite the project has, in order, stopping at the first failure.
// Printed so a reader of CI output sees which stage failed.
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint and layer rules', 'npm', ['run', '--silent', 'lint']],
  ['unit, contract and fake-world tests', 'npx', ['vitest', 'run']],
];

for (const [label, cmd, args] of stages) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds}s)`);
}
