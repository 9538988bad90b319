/**
 * npm run bench: the measured performance budget (DECISIONS.md "Performance"). Builds the app in
 * firebase mode (dummy config) and fake mode plus a bare React page, serves each with `vite
 * preview` on 127.0.0.1, measures page weight, Lighthouse, JS heap and where the heavy libraries
 * load; then the signed-in member on the real path, inside the Auth, Functions and Firestore
 * emulators (bench/emulatorStep.mjs runs bench/signedIn.mjs there). Prints one table, writes
 * bench/results.json and exits non-zero if a target fails.
 * Run by hand (not part of npm test); see README "Performance budget".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BENCH_ROOT, buildApp, buildBare, DUMMY_FIREBASE_ENV, REPO_ROOT } from './builds.mjs';
import { chromiumVersion, ensureChromium, playwrightLaunchOptions } from './chromium.mjs';
import { measureSignedIn, stopEmulatorStep } from './emulatorStep.mjs';
import { HEAP_CYCLES, measureHeapGrowth, ROUTES_LEFT_OUT } from './heap.mjs';
import { HEAVY_PIECES, heavyPieceStatus } from './heavyPieces.mjs';
import { LIGHTHOUSE_RUNS, medianLighthouse } from './lighthouseRuns.mjs';
import { splitByWorld } from './pageWeight.mjs';
import { formatTable, heapRows, jsBreakdown, kb, LIMITS, tableRows, target } from './report.mjs';
import { loadRouteTable } from './routeTable.mjs';
import { startPreview, stopAllPreviews } from './servers.mjs';
import { dictionariesOnCreatePassword, measurePageWeights } from './visits.mjs';

const PORTS = { firebase: 4191, fake: 4192, bare: 4193 };

const packageVersion = (name) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

async function main() {
  const startedAt = Date.now();
  ensureChromium();

  log('building: firebase mode (dummy config), fake mode, bare React page');
  const firebaseBuild = await buildApp('firebase', DUMMY_FIREBASE_ENV);
  const fakeBuild = await buildApp('fake', { VITE_BACKEND: 'fake' });
  const bareBuild = await buildBare();
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
  };

  // Lighthouse first, with nothing else of ours running: its timings suffer most from load.
  log(`Lighthouse: /login (firebase mode) and the bare page, ${LIGHTHOUSE_RUNS} runs each`);
  const lighthouseLogin = await medianLighthouse(`${servers.firebase.origin}/login`);
  const lighthouseBare = await medianLighthouse(`${servers.bare.origin}/`);

  const browser = await chromium.launch(playwrightLaunchOptions());
  let weights;
  let passwordPage;
  let heap;
  try {
    log('page weight: first visits with the cache off');
    weights = await measurePageWeights(browser, servers);
    log('heavy pieces: the create-password page');
    passwordPage = await dictionariesOnCreatePassword(browser, servers.fake.origin, fakeBuild);
    log(`JS heap: ${HEAP_CYCLES} cycles through the signed-in routes`);
    heap = await measureHeapGrowth(browser, servers.fake.origin, await loadRouteTable());
  } finally {
    await browser.close();
  }
  stopAllPreviews();

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
