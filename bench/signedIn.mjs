/**
 * The signed-in member on the real path (DECISIONS.md "Performance: the real path"): the firebase
 * build in emulator mode against the local Auth, Functions and Firestore emulators, with the demo
 * world seeded, served by `vite preview` on 127.0.0.1:4194 (a copy without its start lists on 4195,
 * the bare React page with a service worker on 4196). Measures
 *   - the JS a signed-in member's first visit of / and of a voucher's page downloads;
 *   - a signed-in cold start: when the app's chunk, the Firebase adapters and the member's chunk are
 *     requested (in parallel, or one behind another as without the start lists);
 *   - a returning member's time to the points and to a voucher's QR code, online and offline,
 *     against the bare page's LCP on the same kind of visit.
 * Writes bench/tmp/signed-in.json (figures, table rows and targets) for bench/run.mjs, which
 * runs this inside the emulators: `node scripts/emulators.mjs exec "node bench/signedIn.mjs"`
 * (bench/emulatorStep.mjs). The functions must be built first (npm run build:functions).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { EMULATOR_APP_ENV, FIRESTORE_HOST, PROJECT_ID } from '../scripts/emulators.mjs';
import {
  BENCH_ROOT,
  buildApp,
  buildBareWithServiceWorker,
  REPO_ROOT,
  SIGNED_IN_RESULTS,
} from './builds.mjs';
import { playwrightLaunchOptions } from './chromium.mjs';
import { chainLength, chunkHolding, signedInColdStart, START_FILES } from './coldStart.mjs';
import { SELECTORS } from './onScreen.mjs';
import { measureFirstVisit } from './pageWeight.mjs';
import { measureReturningVisits, RETURNING_RUNS } from './returningVisits.mjs';
import { startPreview, stopAllPreviews } from './servers.mjs';
import { BENCH_OFFER_PATH, signInAsDemoMember } from './signIn.mjs';
import { signedInReport } from './signedInReport.mjs';
import { MOBILE_CONTEXT, THROTTLING_NOTE } from './throttling.mjs';

const PORTS = { app: 4194, appWithoutLists: 4195, bareWithServiceWorker: 4196 };
const COLD_START_TIMEOUT_MS = 60_000;
const COLD_START_RUNS = 3;

const log = (message) => console.log(`[bench:signed-in] ${message}`);

function emulatorsRunning() {
  const missing = [
    'FIREBASE_EMULATOR_HUB',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIRESTORE_EMULATOR_HOST',
  ].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `run inside the emulators (node scripts/emulators.mjs exec "node bench/signedIn.mjs"): ` +
        `${missing.join(', ')} not set`,
    );
  }
}

async function seedDemoWorld() {
  // Vite's runner sets NODE_ENV to 'development' when it is unset, which would make any later
  // build in this process a development build: it is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(
    path.join(REPO_ROOT, 'functions', 'src', 'seed', 'emulatorWorld.ts'),
    { configFile: false, root: path.join(REPO_ROOT, 'functions'), logLevel: 'error' },
  );
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await module.resetEmulatorWorld({
    projectId: PROJECT_ID,
    authHost: EMULATOR_APP_ENV.VITE_AUTH_EMULATOR_HOST,
    firestoreHost: FIRESTORE_HOST,
  });
}

/** The same build with index.html's start lists taken out: the chunks then load as they are found. */
function copyWithoutStartLists(outDir) {
  const copy = `${outDir}-without-lists`;
  cpSync(outDir, copy, { recursive: true });
  const html = path.join(copy, 'index.html');
  const stripped = readFileSync(html, 'utf8').replace(
    /\s*<meta name="met-[a-z-]+-chunks"[^>]*>/g,
    '',
  );
  writeFileSync(html, stripped);
  return copy;
}

async function signedInContext(browser, origin) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAsDemoMember(page, origin);
  await page.close();
  return context;
}

function medianBy(runs, pick) {
  const values = runs.map(pick);
  if (values.some((value) => value === null)) return null;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** COLD_START_RUNS cold starts; the run with the median time to points is reported. */
async function coldStarts(context, url, files) {
  const runs = [];
  for (let run = 0; run < COLD_START_RUNS; run += 1) {
    runs.push(await signedInColdStart(context, url, files, COLD_START_TIMEOUT_MS));
  }
  const pointsMs = medianBy(runs, (run) => run.pointsMs);
  const chosen = runs.find((run) => run.pointsMs === pointsMs) ?? runs[0];
  return { ...chosen, chainLength: chainLength(chosen.files), runs };
}

async function main() {
  emulatorsRunning();
  log('building: firebase mode on the emulators, the bare page with a service worker');
  const appBuild = await buildApp('emulator', EMULATOR_APP_ENV);
  const bareBuild = await buildBareWithServiceWorker();
  log('seeding the demo world in the Auth and Firestore emulators');
  await seedDemoWorld();
  const withoutLists = copyWithoutStartLists(appBuild.outDir);
  const files = Object.fromEntries(
    Object.entries(START_FILES).map(([name, id]) => [
      name,
      chunkHolding(appBuild.chunkModules, id),
    ]),
  );
  const servers = {
    app: await startPreview({ outDir: appBuild.outDir, port: PORTS.app }),
    appWithoutLists: await startPreview({ outDir: withoutLists, port: PORTS.appWithoutLists }),
    bare: await startPreview({
      outDir: bareBuild.outDir,
      port: PORTS.bareWithServiceWorker,
      configFile: path.join(BENCH_ROOT, 'bare', 'vite.config.mjs'),
    }),
  };

  const browser = await chromium.launch(playwrightLaunchOptions());
  const results = {
    throttling: THROTTLING_NOTE,
    offerPath: BENCH_OFFER_PATH,
    selectors: SELECTORS,
  };
  try {
    log('page weight: a signed-in first visit of / and of a voucher, cache off');
    const member = await signedInContext(browser, servers.app.origin);
    results.firstVisits = {
      home: await measureFirstVisit(member, {
        url: `${servers.app.origin}/`,
        ready: (page) => page.locator(SELECTORS.points).waitFor(),
      }),
      offer: await measureFirstVisit(member, {
        url: `${servers.app.origin}${BENCH_OFFER_PATH}`,
        ready: (page) => page.locator(SELECTORS.qr).waitFor(),
      }),
    };
    log(`signed-in cold starts of /, throttled, ${COLD_START_RUNS} runs each build`);
    results.coldStart = await coldStarts(member, `${servers.app.origin}/`, files);
    await member.close();
    const memberElsewhere = await signedInContext(browser, servers.appWithoutLists.origin);
    results.coldStartWithoutLists = await coldStarts(
      memberElsewhere,
      `${servers.appWithoutLists.origin}/`,
      files,
    );
    await memberElsewhere.close();
    log(`returning visits, throttled, ${RETURNING_RUNS} runs of each kind`);
    results.returning = await measureReturningVisits(browser, {
      appOrigin: servers.app.origin,
      bareOrigin: servers.bare.origin,
      offerPath: BENCH_OFFER_PATH,
    });
  } finally {
    await browser.close();
    stopAllPreviews();
  }
  const report = signedInReport(results, appBuild.chunkModules);
  writeFileSync(
    SIGNED_IN_RESULTS,
    `${JSON.stringify({ ...results, rows: report.rows, targets: report.targets, notes: report.notes }, null, 2)}\n`,
  );
  log(`wrote ${path.relative(REPO_ROOT, SIGNED_IN_RESULTS)}`);
}

main()
  .catch((error) => {
    console.error(
      `[bench:signed-in] failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    process.exitCode = 2;
  })
  .finally(stopAllPreviews);
