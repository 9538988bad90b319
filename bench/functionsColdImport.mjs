import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { REPO_ROOT, TMP_DIR } from './builds.mjs';

const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');
/**
 * The functions built as `npm run build:functions` builds functions/lib (functions/
 * vite.config.ts), into the bench's own folder: functions/lib may be serving someone's emulators.
 */
export const FUNCTIONS_BENCH_LIB = path.join(TMP_DIR, 'functions-lib');
/**
 * What a first members-getMember loads: Cloud Functions loads the entry when the instance starts,
 * and the call's hosting/backend.ts imports the wiring chunk (hosting/createBackend.ts) with
 * everything it imports statically. The first call imports nothing more.
 */
export const FIRST_CALL_FILES = ['index.js', 'createBackend.js'];
/**
 * The yardstick, imported in the same runs: what any callable must load whatever our code does
 * (the Functions SDK, the Admin SDK's app, Auth and Firestore, yup for the contract's schemas).
 * Its time moves with the machine's speed and load as ours does, so the target is a ratio to it.
 */
export const SDK_SPECIFIERS = [
  'firebase-functions/logger',
  'firebase-functions/params',
  'firebase-functions/v1',
  'firebase-functions/v2/firestore',
  'firebase-functions/v2/https',
  'firebase-functions/v2/options',
  'firebase-admin/app',
  'firebase-admin/auth',
  'firebase-admin/firestore',
  'yup',
];
/** Fresh Node processes per measurement, each of ours beside one of the yardstick's. */
export const FUNCTIONS_COLD_RUNS = 9;
/**
 * The code before the wallet and passkey libraries left the first call's chunk, measured here
 * (Node 20.20, 2 cores) with the same method: DECISIONS.md "Backend and Firestore: instances,
 * concurrency and cold starts".
 */
export const BEFORE_LAZY_IMPORTS = { medianMs: 847, sdkMedianMs: 484, measuredOn: '2026-12-07' };
/**
 * Our imports over the yardstick's: 1.1 to 1.2 after the change (555 ms beside the SDKs' 483 ms
 * when BEFORE_LAZY_IMPORTS was measured), 1.75 before it.
 * passkit-generator or @simplewebauthn/server alone adds about 0.4 of the yardstick, so either
 * one back on the first call's path fails it, while a busy machine's noise (a tenth) does not;
 * the smaller ones (node-forge, jose) are caught by the row that names what the files import.
 */
export const FUNCTIONS_COLD_LIMIT_RATIO = 1.4;
/**
 * Libraries only the wallet, passkey and emulator paths need: the first call's own files must not
 * import them (firebase-admin's token checks load jose for themselves; that is not ours to move).
 */
export const LAZY_PACKAGES = ['passkit-generator', 'node-forge', '@simplewebauthn/server', 'jose'];

/**
 * Runs in a fresh process: imports each module in turn and prints the time. The timer starts
 * after Node's own start, so the figure is the imports alone.
 */
const TIMED_IMPORT = `
const modules = JSON.parse(process.env.MET_IMPORTS);
const started = performance.now();
for (const module of modules) await import(module);
process.stdout.write(JSON.stringify({ ms: performance.now() - started }));
`;

/**
 * Records every import's resolution and who asked for it (by the resolve hook of node:module, on
 * its own thread, reported through a port), so the bench can say what a first call loads.
 */
const RESOLVE_RECORDER = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage({ url: resolved.url, parent: context.parentURL ?? null });
  return resolved;
}
`;

const LISTED_IMPORT = `
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const imports = [];
port1.on('message', (resolved) => imports.push(resolved));
port1.unref();
register('data:text/javascript,' + encodeURIComponent(process.env.MET_RESOLVE_RECORDER), {
  data: { port: port2 },
  transferList: [port2],
});
for (const module of JSON.parse(process.env.MET_IMPORTS)) await import(module);
await new Promise((done) => setTimeout(done, 100));
// CommonJS packages load their own dependencies with require(), which the hook does not see.
const required = Object.keys(createRequire(import.meta.url).cache).map((file) => ({
  url: pathToFileURL(file).href,
  parent: null,
}));
process.stdout.write(JSON.stringify([...imports, ...required]));
`;

/** Runs a script in a fresh Node process in functions/, where a deployed function's imports resolve. */
function runNode(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data) => (out += data));
    child.stderr.on('data', (data) => (err += data));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`import exited with ${code}: ${err.trim()}`)),
    );
  });
}

async function timedImport(modules) {
  return JSON.parse(await runNode(TIMED_IMPORT, { MET_IMPORTS: JSON.stringify(modules) })).ms;
}

/** The package a resolved module URL belongs to ('@scope/name' or 'name'), or null. */
export function packageOfUrl(url) {
  const at = url.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const parts = url.slice(at + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Builds the functions with their own Vite configuration into FUNCTIONS_BENCH_LIB. */
export async function buildFunctionsForBench() {
  await build({
    configFile: path.join(FUNCTIONS_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: FUNCTIONS_BENCH_LIB, emptyOutDir: true },
  });
  return FUNCTIONS_BENCH_LIB;
}

/**
 * The cold import of a first members-getMember from built functions: in each of `runs` rounds a
 * fresh process imports our files and another the yardstick (in turns, first one then the other),
 * and the medians are compared; then one more process lists the files and packages loaded.
 * @returns {Promise<{medianMs: number, runsMs: number[], sdkMedianMs: number, sdkRunsMs: number[], ratio: number, libFiles: string[], libPackages: string[], packages: string[], heavyLoaded: string[]}>}
 */
export async function measureFunctionsColdImport({ libDir = FUNCTIONS_BENCH_LIB, runs } = {}) {
  const files = FIRST_CALL_FILES.map((file) => path.join(libDir, file));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}`);
  const ours = files.map((file) => pathToFileURL(file).href);
  const runsMs = [];
  const sdkRunsMs = [];
  for (let round = 0; round < (runs ?? FUNCTIONS_COLD_RUNS); round += 1) {
    const order = round % 2 === 0 ? ['ours', 'sdk'] : ['sdk', 'ours'];
    for (const which of order) {
      if (which === 'ours') runsMs.push(Math.round(await timedImport(ours)));
      else sdkRunsMs.push(Math.round(await timedImport(SDK_SPECIFIERS)));
    }
  }
  const imports = JSON.parse(
    await runNode(LISTED_IMPORT, {
      MET_IMPORTS: JSON.stringify(ours),
      MET_RESOLVE_RECORDER: RESOLVE_RECORDER,
    }),
  );
  const libUrl = `${pathToFileURL(libDir).href}/`;
  const namesOf = (list) =>
    [...new Set(list.map(({ url }) => packageOfUrl(url)).filter((name) => name !== null))].sort();
  const libPackages = namesOf(imports.filter(({ parent }) => parent?.startsWith(libUrl)));
  const libFiles = imports
    .filter(({ url }) => url.startsWith(libUrl))
    .map(({ url }) => url.slice(libUrl.length));
  const medianMs = median(runsMs);
  const sdkMedianMs = median(sdkRunsMs);
  return {
    medianMs,
    runsMs,
    sdkMedianMs,
    sdkRunsMs,
    ratio: medianMs / sdkMedianMs,
    libFiles: [...new Set(libFiles)].sort(),
    libPackages,
    packages: namesOf(imports),
    heavyLoaded: LAZY_PACKAGES.filter((name) => libPackages.includes(name)),
  };
}

/** The table rows, targets and note of the measurement (bench/report.mjs's shapes). */
export function functionsColdRows(measured) {
  const ms = (value) => `${Math.round(value)} ms`;
  const times = (ratio) => `${ratio.toFixed(2)} x`;
  const before = BEFORE_LAZY_IMPORTS;
  const timePass = measured.ratio <= FUNCTIONS_COLD_LIMIT_RATIO;
  const heavyPass = measured.heavyLoaded.length === 0;
  const heavyValue = heavyPass ? 'none' : measured.heavyLoaded.join(', ');
  const coldName = 'functions cold import for a first members-getMember, over the SDKs alone';
  const heavyName = 'wallet/passkey libraries imported by a first members-getMember';
  return {
    rows: [
      {
        measure: 'functions cold import for a first members-getMember',
        mode: 'node',
        value:
          `${ms(measured.medianMs)} = ${times(measured.ratio)} the SDKs' ${ms(measured.sdkMedianMs)}` +
          ` (before lazy imports: ${ms(before.medianMs)} = ` +
          `${times(before.medianMs / before.sdkMedianMs)})`,
        target: { limit: `<= ${times(FUNCTIONS_COLD_LIMIT_RATIO)}`, pass: timePass },
      },
      {
        measure: heavyName,
        mode: 'node',
        value: heavyValue,
        target: { limit: 'none', pass: heavyPass },
      },
    ],
    targets: [
      { name: coldName, value: measured.ratio, limit: FUNCTIONS_COLD_LIMIT_RATIO, pass: timePass },
      { name: heavyName, value: heavyValue, limit: 'none', pass: heavyPass },
    ],
    note:
      `Functions cold import: the built functions' ${FIRST_CALL_FILES.join(' then ')} imported ` +
      `in a fresh Node ${process.version} process, median of ${measured.runsMs.length} ` +
      `(${measured.runsMs.join(', ')} ms), Node's own start left out; beside each, a process ` +
      `importing only the SDKs every callable needs (${SDK_SPECIFIERS.join(', ')}): ` +
      `${measured.sdkRunsMs.join(', ')} ms. Files loaded: ${measured.libFiles.join(', ')}; ` +
      `packages they import: ${measured.libPackages.join(', ')} (${measured.packages.length} ` +
      `packages in all). Before lazy imports: measured ${before.measuredOn} the same way.`,
  };
}
