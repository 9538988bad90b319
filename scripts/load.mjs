#!/usr/bin/env node
// `npm run load` (issue 28, by hand, not part of `npm test`): what the backend holds under many
// members at once, on this machine's emulators. Builds the functions when their build is missing
// or older than their sources, then runs scripts/load/run.mjs inside the Auth, Functions and
// Firestore emulators (scripts/emulators.mjs exec, which starts and stops them). Refuses when
// something already listens on an emulator port: someone else's emulators are not ours to stop.
//
//   npm run load -- [--members N] [--seconds S] [--joins J] [--guesses G]   (50, 60, 30, 40)
//
// docs/BACKEND.md ("Load, measured") says what it does and what it measured.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATOR_CONFIG, listening } from './emulators.mjs';
import { parseLoadArgs } from './load/options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = path.join(ROOT, 'functions', 'lib', 'index.js');
const SOURCES = [
  'functions/src',
  'packages/scheme/src',
  'functions/package.json',
  'functions/tsconfig.json',
  'functions/vite.config.ts',
];

/** The newest modification time under a file or folder, in ms. */
function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newest(path.join(target, name))),
  );
}

function needsBuild() {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > built);
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const argv = process.argv.slice(2);
  try {
    parseLoadArgs(argv);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const ports = ['hub', 'logging', 'auth', 'functions', 'firestore'].map((name) => ({
    name,
    ...EMULATOR_CONFIG[name],
  }));
  ports.push({
    name: 'firestore websocket',
    host: '127.0.0.1',
    port: EMULATOR_CONFIG.firestore.websocketPort,
  });
  for (const { name, host, port } of ports) {
    if (await listening({ host, port })) {
      console.error(
        `[load] something already listens on ${host}:${port} (the ${name} emulator's port): ` +
          'another emulator run is going on; run the load once it has ended',
      );
      process.exit(1);
    }
  }
  if (needsBuild()) {
    console.log('[load] building the functions (npm run build:functions)');
    const built = await run('npm', ['run', 'build:functions']);
    if (built !== 0) process.exit(built);
  }
  const inner = ['node', 'scripts/load/run.mjs', ...argv].map((part) => `'${part}'`).join(' ');
  process.exit(await run('node', ['scripts/emulators.mjs', 'exec', inner]));
}

main();
