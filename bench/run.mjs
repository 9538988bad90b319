/**
 * npm run bench: the measured performance budget (DECISIONS.md "Performance"). Builds the app in
 * firebase mode (dummy config) and fake mode plus a bare React page, serves each with `vite
 * preview` on 127.0.0.1, measures page weight, Lighthouse, JS heap and where the heavy libraries
 * load, a returning member's visits in fake mode and the functions' cold import for a first
 * members-getMember (bench/functionsColdImport.mjs); then the signed-in member on the real path,
 * inside the Auth, Functions and Firestore emulators (bench/emulatorStep.mjs runs
 * bench/signedIn.mjs there). Prints one table, writes bench/results.json and exits non-zero if a
 * target fails. `npm run bench -- --only returning-fake` runs the fake-mode returning visits
 * alone (bench/options.mjs), without Lighthouse or the emulators, and writes no results.json;
 * `--only functions-cold` does the same for the functions' cold import.
 * Run by hand (not part of npm test); see README "Performance budget".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  BENCH_ROOT,
  buildApp,
  buildBare,
  buildBareWithServiceWorker,
  DUMMY_FIREBASE_ENV,
  REPO_ROOT,
} from './builds.mjs';
import { chromiumVersion, ensureChromium, playwrightLaunchOptions } from './chromium.mjs';
import { measureSignedIn, stopEmulatorStep } from './emulatorStep.mjs';
import {
  BEFORE_LAZY_IMPORTS,
  buildFunctionsForBench,
  FUNCTIONS_COLD_RUNS,
  functionsColdRows,
  measureFunctionsColdImport,
} from './functionsColdImport.mjs';
import { HEAP_CYCLES, measureHeapGrowth, ROUTES_LEFT_OUT } from './heap.mjs';
import { HEAVY_PIECES, heavyPieceStatus } from './heavyPieces.mjs';
import { LIGHTHOUSE_RUNS, medianLighthouse } from './lighthouseRuns.mjs';
import { parseBenchArgs } from './options.mjs';
import { splitByWorld } from './pageWeight.mjs';
import { formatTable, heapRows, jsBreakdown, kb, LIMITS, tableRows, target } from './report.mjs';
import { returningMethod, returningRows } from './returningReport.mjs';
import { measureReturningVisits, RETURNING_RUNS } from './returningVisits.mjs';
import { loadRouteTable } from './routeTable.mjs';
import { startPreview, stopAllPreviews } from './servers.mjs';
import { BENCH_OFFER_PATH } from './signIn.mjs';
import { THROTTLING_NOTE } from './throttling.mjs';
import { dictionariesOnCreatePassword, measurePageWeights } from './visits.mjs';

/** bench/signedIn.mjs uses 4194 to 4196; the bare page with a service worker here is 4197. */
const PORTS = { firebase: 4191, fake: 4192, bare: 4193, bareWithServiceWorker: 4197 };
const FAKE_BUILD_ENV = { VITE_BACKEND: 'fake' };

const packageVersion = (name) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

/**
 * A returning member's visits to the fake-mode build (the same measurement as on the emulators,
 * bench/returningVisits.mjs), against the bare page with a service worker: its figures, table
 * rows, targets and the note under the table.
 */
async function measureReturningFake(browser, servers) {
  log(`returning visits in fake mode, throttled, ${RETURNING_RUNS} runs of each kind`);
  const returning = await measureReturningVisits(browser, {
    appOrigin: servers.fake.origin,
    bareOrigin: servers.bareWithServiceWorker.origin,
    offerPath: BENCH_OFFER_PATH,
  });
  const { rows, targets } = returningRows(returning, { mode: 'fake', suffix: ' (fake mode)' });
  const note =
    `Fake-mode returning rows: the fake-mode build, its fake world in the page (each callable ` +
    `answered after its 150 ms latency, no request leaves the page), king@example.com on ` +
    `Lighthouse's phone screen, ${THROTTLING_NOTE}; a visit's own requests are what the ` +
    `service worker does not answer, so the figures are the app's own start and the fake ` +
    `world's, without the emulators' round trips. ${returningMethod(returning)}`;
  return { returning, rows, targets, notes: [note] };
}

/** `npm run bench -- --only returning-fake`: the fake-mode returning rows alone, for development. */
async function returningFakeAlone() {
  const startedAt = Date.now();
  ensureChromium();
  log('building: fake mode, the bare React page with a service worker');
  const fakeBuild = await buildApp('fake', FAKE_BUILD_ENV);
  const bareBuild = await buildBareWithServiceWorker();
  const servers = {
    fake: await startPreview({ outDir: fakeBuild.outDir, port: PORTS.fake }),
    bareWithServiceWorker: await startPreview({
      outDir: bareBuild.outDir,
      port: PORTS.bareWithServiceWorker,
      configFile: path.join(BENCH_ROOT, 'bare', 'vite.config.mjs'),
    }),
  };
  const browser = await chromium.launch(playwrightLaunchOptions());
  let measured;
  try {
    measured = await measureReturningFake(browser, servers);
  } finally {
    await browser.close();
    stopAllPreviews();
  }
  const failed = measured.targets.filter((check) => !check.pass);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log('');
  console.log(
    `npm run bench -- --only returning-fake, ${new Date().toISOString().slice(0, 10)} ` +
      '(bench/results.json left as it was):',
  );
  console.log(formatTable(measured.rows));
  for (const note of measured.notes) console.log(note);
  console.log(
    `\n${measured.targets.length - failed.length} of ${measured.targets.length} targets pass; ` +
      `${seconds} s. Returning visits (ms): ${JSON.stringify(measured.returning)}`,
  );
  if (failed.length > 0) {
    console.log(`FAILED: ${failed.map((check) => check.name).join('; ')}`);
    process.exitCode = 1;
  }
}

/** The functions' cold import for a first members-getMember: its figures, rows, targets, note. */
async function measureFunctionsCold() {
  log('functions: building into bench/tmp/functions-lib');
  const libDir = await buildFunctionsForBench();
  log(`functions cold import: ${FUNCTIONS_COLD_RUNS} fresh Node processes`);
  const measured = await measureFunctionsColdImport({ libDir });
  return { measured, ...functionsColdRows(measured) };
}

/** `npm run bench -- --only functions-cold`: the functions' cold-import rows alone. */
async function functionsColdAlone() {
  const cold = await measureFunctionsCold();
  const failed = cold.targets.filter((check) => !check.pass);
  console.log('');
  console.log(
    `npm run bench -- --only functions-cold, ${new Date().toISOString().slice(0, 10)} ` +
      '(bench/results.json left as it was):',
  );
  console.log(formatTable(cold.rows));
  console.log(cold.note);
  console.log(`\n${cold.targets.length - failed.length} of ${cold.targets.length} targets pass.`);
  if (failed.length > 0) {
    console.log(`FAILED: ${failed.map((check) => check.name).join('; ')}`);
    process.exitCode = 1;
  }
}

async function main() {
  const { only } = parseBenchArgs(process.argv.slice(2));
  if (only === 'returning-fake') return returningFakeAlone();
  if (only === 'functions-cold') return functionsColdAlone();
  const startedAt = Date.now();
  ensureChromium();

  log(
    'building: firebase mode (dummy config), fake mode, bare React page (without and with a ' +
      'service worker)',
  );
  const firebaseBuild = await buildApp('firebase', DUMMY_FIREBASE_ENV);
  const fakeBuild = await buildApp('fake', FAKE_BUILD_ENV);
  const bareBuild = await buildBare();
  const bareWithServiceWorkerBuild = await buildBareWithServiceWorker();
  const firebaseModules = new Set(
    [...firebaseBuild.chunkModules.values()].flat().map((module) => module.moduleId),
  );
  const isFakeWorldModule = (moduleId) => !firebaseModules.has(moduleId);

  const servers = {
    firebase: await startPreview({ outDir: firebaseBuild.outDir, port: PORTS.firebase }),
    fake: await startPreview({ outDir: fakeBuild.outDir, port: PORTS.fake }),
    bare: await startPreview({
      outDir: bareBuild.outDir,
      port: PORTS.bare,
      configFile: path.join(BENCH_ROOT, 'bare', 'vite.config.mjs'),
    }),
    bareWithServiceWorker: await startPreview({
      outDir: bareWithServiceWorkerBuild.outDir,
      port: PORTS.bareWithServiceWorker,
      configFile: path.join(BENCH_ROOT, 'bare', 'vite.config.mjs'),
    }),
  };

  // Lighthouse first, with nothing else of ours running: its timings suffer most from load.
  log(`Lighthouse: /login (firebase mode) and the bare page, ${LIGHTHOUSE_RUNS} runs each`);
  const lighthouseLogin = await medianLighthouse(`${servers.firebase.origin}/login`);
  const lighthouseBare = await medianLighthouse(`${servers.bare.origin}/`);

  const browser = await chromium.launch(playwrightLaunchOptions());
  let weights;
  let passwordPage;
  let heap;
  let returningFake;
  try {
    log('page weight: first visits with the cache off');
    weights = await measurePageWeights(browser, servers);
    log('heavy pieces: the create-password page');
    passwordPage = await dictionariesOnCreatePassword(browser, servers.fake.origin, fakeBuild);
    log(`JS heap: ${HEAP_CYCLES} cycles through the signed-in routes`);
    heap = await measureHeapGrowth(browser, servers.fake.origin, await loadRouteTable());
    returningFake = await measureReturningFake(browser, servers);
  } finally {
    await browser.close();
  }
  stopAllPreviews();

  // With no browser or server of ours running: a cold import is CPU-bound.
  const functionsCold = await measureFunctionsCold();

  // Last, so the emulators' load (Java, the functions) touches none of the rows above.
  log('signed-in member: firebase build on the Auth, Functions and Firestore emulators');
  const signedIn = await measureSignedIn();

  const builds = { firebase: firebaseBuild, fake: fakeBuild, bare: bareBuild };
  const split = (visit) =>
    splitByWorld(visit.files, builds[visit.mode].chunkModules, isFakeWorldModule);
  const visits = weights.map((visit) => ({ ...visit, bytes: split(visit) }));
  const byName = Object.fromEntries(visits.map((visit) => [visit.name, visit]));
  const loginVisits = visits.filter((visit) => visit.page === '/login');
  const bareVisit = byName.bare;
  const loginPhone = byName.loginPhone;

  const heavyChecks = [];
  for (const visit of [byName.loginPhone, byName.loginDesktop, byName.home]) {
    for (const piece of Object.keys(HEAVY_PIECES)) {
      const status = heavyPieceStatus(
        piece,
        visit.files.map((file) => file.file),
        builds[visit.mode].chunkModules,
        isFakeWorldModule,
      );
      heavyChecks.push({ piece, page: visit.label, mode: visit.mode, status, want: 'not loaded' });
    }
  }
  heavyChecks.push({
    piece: 'zxcvbn dictionaries',
    page: '/account/password, typing',
    mode: 'fake',
    status: passwordPage.dictionaries,
    want: 'loaded',
  });

  const lcpRatio = lighthouseLogin.lcpMs / lighthouseBare.lcpMs;
  const jsRatio = loginPhone.bytes.js / bareVisit.bytes.js;
  const targets = {
    loginJs: loginVisits.map((visit) =>
      target(
        `first-visit JS, ${visit.label}`,
        visit.bytes.js,
        LIMITS.loginJsBytes,
        visit.bytes.js <= LIMITS.loginJsBytes,
      ),
    ),
    noCallsOut: loginVisits.map((visit) =>
      target(
        `requests to other hosts, ${visit.label}`,
        visit.offOrigin.length,
        0,
        visit.offOrigin.length === 0,
      ),
    ),
    performance: target(
      'Lighthouse performance',
      lighthouseLogin.performance,
      LIMITS.performance,
      lighthouseLogin.performance >= LIMITS.performance,
    ),
    accessibility: target(
      'Lighthouse accessibility',
      lighthouseLogin.accessibility,
      LIMITS.accessibility,
      lighthouseLogin.accessibility >= LIMITS.accessibility,
    ),
    lcpRatio: target(
      'LCP ratio to bare React',
      lcpRatio,
      LIMITS.lcpRatio,
      lcpRatio <= LIMITS.lcpRatio,
    ),
    heapGrowth: target(
      'JS heap growth',
      heap.growthBytes,
      LIMITS.heapGrowthBytes,
      heap.growthBytes < LIMITS.heapGrowthBytes,
    ),
    heavyPieces: heavyChecks.map((check) =>
      target(
        `${check.piece} on ${check.page}`,
        check.status,
        check.want,
        check.want === 'loaded' ? check.status === 'loaded' : check.status !== 'loaded',
      ),
    ),
  };

  const rows = tableRows({ visits, byName, lighthouseLogin, lighthouseBare, lcpRatio, jsRatio });
  rows.push(...heapRows(heap, targets.heapGrowth));
  rows.push(
    ...heavyChecks.map((check, index) => ({
      measure: `${check.piece}: ${check.page}`,
      mode: check.mode,
      value: check.status,
      target: { limit: check.want, pass: targets.heavyPieces[index].pass },
    })),
  );
  rows.push(...returningFake.rows);
  rows.push(...functionsCold.rows);
  if (signedIn.ok) {
    rows.push(...signedIn.results.rows);
  } else {
    rows.push({
      measure: 'signed-in rows (emulators)',
      mode: 'firebase (emulators)',
      value: 'not measured',
      target: { limit: 'measured', pass: false },
    });
  }
  const allTargets = [
    ...targets.loginJs,
    ...targets.noCallsOut,
    targets.performance,
    targets.accessibility,
    targets.lcpRatio,
    targets.heapGrowth,
    ...targets.heavyPieces,
    ...returningFake.targets,
    ...functionsCold.targets,
    ...(signedIn.ok
      ? signedIn.results.targets
      : [target('signed-in rows measured', signedIn.reason, 'measured', false)]),
  ];
  const failed = allTargets.filter((check) => !check.pass);
  const seconds = Math.round((Date.now() - startedAt) / 1000);

  console.log('');
  console.log(
    `npm run bench, ${new Date().toISOString().slice(0, 10)}: sizes are gzip -9 of each JS/CSS ` +
      'file as served (KB = 1000 bytes), first visit with the cache off; Lighthouse is the ' +
      `median of ${LIGHTHOUSE_RUNS} runs per metric (mobile defaults, simulated throttling).`,
  );
  console.log(formatTable(rows));
  console.log(
    `Fake-mode rows split JS into the app's own code and the in-browser fake world (modules the ` +
      `firebase build lacks: src/adapters/fake, functions/src services and seed, their libraries).`,
  );
  console.log(
    `Heap: ${heap.member}, ${heap.paths.length} routes per cycle; left out: ` +
      Object.entries(ROUTES_LEFT_OUT)
        .map(([route, why]) => `${route} (${why})`)
        .join('; '),
  );
  for (const note of returningFake.notes) console.log(note);
  console.log(functionsCold.note);
  if (signedIn.ok) {
    for (const note of signedIn.results.notes) console.log(note);
  } else {
    console.log(`Signed-in rows not measured: ${signedIn.reason}`);
  }
  if (targets.loginJs.some((check) => !check.pass)) {
    console.log('\nWhere the first visit of /login (phone, firebase) spends its JavaScript:');
    for (const [group, bytes] of jsBreakdown(loginPhone, firebaseBuild.chunkModules).slice(0, 15)) {
      console.log(`  ${kb(bytes).padStart(9)}  ${group}`);
    }
  }
  for (const visit of loginVisits.filter((v) => v.offOrigin.length > 0)) {
    console.log(`\n${visit.label} called other hosts: ${visit.offOrigin.join(', ')}`);
  }

  const results = {
    date: new Date().toISOString(),
    versions: {
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: packageVersion('lighthouse'),
      playwright: packageVersion('@playwright/test'),
      vite: packageVersion('vite'),
    },
    method: {
      bytes: 'gzip -9 of each JS and CSS file as served, summed; first visit, HTTP cache off',
      kilobyte: 1000,
      fakeWorld: 'JS modules the firebase build lacks, shared out by rendered size within a chunk',
      lighthouse: `median of ${LIGHTHOUSE_RUNS} runs per metric; default config (mobile, simulated throttling)`,
      heap: `Runtime.getHeapUsage after HeapProfiler.collectGarbage; ${HEAP_CYCLES} cycles of in-app navigation`,
    },
    pageWeight: visits.map((visit) => ({
      page: visit.page,
      mode: visit.mode,
      viewport: `${visit.viewport.width}x${visit.viewport.height}`,
      jsGzipBytes: visit.bytes.js,
      jsAppGzipBytes: visit.bytes.jsApp,
      jsFakeWorldGzipBytes: visit.bytes.jsFakeWorld,
      cssGzipBytes: visit.bytes.css,
      files: visit.files.length,
      requestsToOtherHosts: visit.offOrigin.length,
    })),
    lighthouse: {
      login: withoutRunDetails(lighthouseLogin),
      bareReact: withoutRunDetails(lighthouseBare),
      lcpRatio: round(lcpRatio, 2),
      jsBytesRatio: round(jsRatio, 2),
    },
    heap: {
      member: heap.member,
      routesPerCycle: heap.paths.length,
      cycles: heap.cycles,
      afterFirstCycleBytes: heap.afterFirstCycleBytes,
      afterLastCycleBytes: heap.afterLastCycleBytes,
      growthBytes: heap.growthBytes,
    },
    returningFake: returningFake.returning,
    functionsColdImport: {
      medianMs: functionsCold.measured.medianMs,
      runsMs: functionsCold.measured.runsMs,
      sdkMedianMs: functionsCold.measured.sdkMedianMs,
      sdkRunsMs: functionsCold.measured.sdkRunsMs,
      ratio: round(functionsCold.measured.ratio, 2),
      beforeLazyImports: BEFORE_LAZY_IMPORTS,
      files: functionsCold.measured.libFiles,
      packagesImported: functionsCold.measured.libPackages,
    },
    signedIn: signedIn.ok ? signedInResults(signedIn.results) : { notMeasured: signedIn.reason },
    heavyPieces: heavyChecks.map(({ piece, page, mode, status }) => ({
      piece,
      page,
      mode,
      status,
    })),
    targets: allTargets.map(({ name, value, limit, pass }) => ({
      name,
      value: typeof value === 'number' ? round(value, 3) : value,
      limit,
      pass,
    })),
    allPass: failed.length === 0,
    runSeconds: seconds,
  };
  writeFileSync(path.join(BENCH_ROOT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\nWrote bench/results.json. ${allTargets.length - failed.length} of ` +
      `${allTargets.length} targets pass; ${seconds} s.`,
  );
  if (failed.length > 0) {
    console.log(`FAILED: ${failed.map((check) => check.name).join('; ')}`);
    process.exitCode = 1;
  }
}

function withoutRunDetails({ runs, ...median }) {
  return {
    ...median,
    runs: runs.map((run) => ({
      performance: run.performance,
      accessibility: run.accessibility,
      bestPractices: run.bestPractices,
      fcpMs: Math.round(run.fcpMs),
      lcpMs: Math.round(run.lcpMs),
      tbtMs: Math.round(run.tbtMs),
      cls: round(run.cls, 3),
      lcpElement: run.lcpElement ?? null,
      failedAudits: run.failedAudits,
    })),
  };
}

/** What bench/signedIn.mjs measured, without its table rows (the targets carry the verdicts). */
function signedInResults({ firstVisits, coldStart, coldStartWithoutLists, returning, ...rest }) {
  const weight = (visit) => ({
    jsGzipBytes: visit.files.filter((f) => f.kind === 'js').reduce((n, f) => n + f.gzipBytes, 0),
    cssGzipBytes: visit.files.filter((f) => f.kind === 'css').reduce((n, f) => n + f.gzipBytes, 0),
    files: visit.files.length,
    requestsToOtherHosts: visit.offOrigin.length,
  });
  return {
    method: rest.notes.at(-1),
    throttling: rest.throttling,
    offerPath: rest.offerPath,
    firstVisit: { home: weight(firstVisits.home), offer: weight(firstVisits.offer) },
    coldStart,
    coldStartWithoutLists,
    returning,
  };
}

function round(value, digits) {
  return Number(value.toFixed(digits));
}

function log(message) {
  console.log(`[bench] ${message}`);
}

main()
  .catch((error) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 2;
  })
  .finally(() => {
    stopAllPreviews();
    stopEmulatorStep();
  });
