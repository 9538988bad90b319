import { heavyPieceStatus } from './heavyPieces.mjs';
import { jsBreakdown, kb, target } from './report.mjs';
import { returningMethod, returningRows } from './returningReport.mjs';
import { MOBILE } from './throttling.mjs';

/** The targets of DECISIONS.md "Performance: the real path". */
export const SIGNED_IN_LIMITS = {
  homeJsBytes: 200_000,
  /** A signed-in cold start (HTTP cache off, no service worker) until the points are on screen. */
  coldStartPointsMs: 3_500,
};

const MODE = 'firebase (emulators)';
const ms = (value) => (value === null ? 'never' : `${value} ms`);
const sum = (files, kind) =>
  files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);

/**
 * The signed-in rows of the table, their targets and the notes printed under it, from what
 * bench/signedIn.mjs measured.
 */
export function signedInReport(results, chunkModules) {
  const rows = [];
  const targets = [];
  const notes = [];
  const add = (row, check) => {
    rows.push({
      mode: MODE,
      ...row,
      target: check ? { limit: row.limit, pass: check.pass } : undefined,
    });
    if (check) targets.push(check);
  };

  const { home, offer } = results.firstVisits;
  const homeJs = sum(home.files, 'js');
  add(
    {
      measure: 'JS, signed-in first visit of / (home)',
      value: kb(homeJs),
      limit: `<= ${kb(SIGNED_IN_LIMITS.homeJsBytes)}`,
    },
    target(
      'first-visit JS, signed in, /',
      homeJs,
      SIGNED_IN_LIMITS.homeJsBytes,
      homeJs <= SIGNED_IN_LIMITS.homeJsBytes,
    ),
  );
  add({ measure: 'CSS, signed-in first visit of / (home)', value: kb(sum(home.files, 'css')) });
  // The returning member's start reads Auth's saved sign-in over REST (SavedSignIn): the SDK
  // waits for a sign-in or an account's action (DECISIONS.md "Session and sign-in").
  const sdk = heavyPieceStatus(
    'Firebase SDK (app, Auth)',
    home.files.map((file) => file.file),
    chunkModules,
    () => false,
  );
  add(
    { measure: 'Firebase SDK on a signed-in first visit of /', value: sdk, limit: 'absent' },
    target('no Firebase SDK on a signed-in start of /', sdk, 'absent', sdk === 'absent'),
  );
  add({
    measure: `JS, signed-in first visit of ${results.offerPath}`,
    value: kb(sum(offer.files, 'js')),
  });
  add({
    measure: `CSS, signed-in first visit of ${results.offerPath}`,
    value: kb(sum(offer.files, 'css')),
  });
  if (homeJs > SIGNED_IN_LIMITS.homeJsBytes) {
    notes.push('Where the signed-in first visit of / spends its JavaScript:');
    for (const [group, bytes] of jsBreakdown(home, chunkModules).slice(0, 15)) {
      notes.push(`  ${kb(bytes).padStart(9)}  ${group}`);
    }
  }

  const startTimes = ({ files: { app, adapters, member } }) =>
    `${ms(app.requestedMs)} / ${ms(adapters.requestedMs)} / ${ms(member.requestedMs)}; app chunk in at ${ms(app.arrivedMs)}`;
  const cold = results.coldStart;
  const without = results.coldStartWithoutLists;
  add(
    {
      measure: "signed-in cold start: app chunk / adapters / member's chunk requested",
      value: `${startTimes(cold)} (chain of ${cold.chainLength})`,
      limit: 'chain of 1',
    },
    target(
      "signed-in cold start: app, adapters and member's chunk in parallel",
      cold.chainLength,
      1,
      cold.chainLength === 1,
    ),
  );
  add({
    measure: 'the same, build without its start lists',
    value: `${startTimes(without)} (chain of ${without.chainLength})`,
  });
  add(
    {
      measure: 'signed-in cold start: points on screen',
      value: ms(cold.pointsMs),
      limit: `<= ${SIGNED_IN_LIMITS.coldStartPointsMs} ms`,
    },
    target(
      'signed-in cold start: points on screen',
      cold.pointsMs,
      SIGNED_IN_LIMITS.coldStartPointsMs,
      cold.pointsMs !== null && cold.pointsMs <= SIGNED_IN_LIMITS.coldStartPointsMs,
    ),
  );
  add({ measure: 'the same, build without its start lists', value: ms(without.pointsMs) });

  const returning = results.returning;
  const visits = returningRows(returning, { mode: MODE });
  rows.push(...visits.rows);
  targets.push(...visits.targets);

  notes.push(
    `Signed-in rows: the firebase build in emulator mode (scripts/emulators.mjs EMULATOR_APP_ENV) on ` +
      `the local Auth, Functions and Firestore emulators, king@example.com, phone screen ` +
      `${mobileNote()}. Bytes: first visit, HTTP cache off, no service worker, unthrottled. ` +
      `Cold start: HTTP cache off, no service worker, throttled; request times in ms from the ` +
      `navigation's start, the median of ${cold.runs.length} runs by time to points; "without its ` +
      `start lists" is the same build with index.html's met-*-chunks lists removed (as before ` +
      `issue 13). ${returningMethod(returning)}`,
  );
  return { rows, targets, notes };
}

function mobileNote() {
  return (
    `and Lighthouse's mobile throttling applied in the page (${MOBILE.requestLatencyMs} ms per ` +
    `request, ${Math.round(MOBILE.downloadThroughputKbps)} kbit/s down, CPU ${MOBILE.cpuSlowdownMultiplier}x)`
  );
}
