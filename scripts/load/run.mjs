// The load itself, run inside the three emulators by scripts/load.mjs
// (`node scripts/emulators.mjs exec "node scripts/load/run.mjs --members N --seconds S"`): seeds
// the world, drives the callables from many simulated members at once, prints requests per
// second, latency percentiles and answers per callable, then checks the invariants in Firestore.
// Exits 1 on any 5xx answer, any request left without an answer, or a broken invariant.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { EMULATOR_CONFIG, PROJECT_ID } from '../emulators.mjs';
import { LoadClient } from './client.mjs';
import {
  checkCustomerNumbers,
  checkGuessLimit,
  checkLimiterExpiries,
  checkOnePlayPerDay,
  checkTicketsStoredOnce,
} from './invariants.mjs';
import { parseLoadArgs } from './options.mjs';
import { addressOf, guessStorm, joinStorm, memberVisits } from './scenarios.mjs';
import { formatTable, isServerFailure, summarise } from './stats.mjs';
import { loadWorldModule, readFirestoreState } from './world.mjs';

const REGION = 'europe-west2';
/** GUESSES_PER_TARGET of functions/src/domain/guessLimits.ts. */
const GUESSES_PER_TARGET = 5;
/** The demo world's verified login with no membership, and the membership it may link. */
const LINKER = 'unlinked@example.com';
const GUESS_TARGET = {
  customerNumber: '100200',
  firstName: 'Noah',
  lastName: 'Fletcher',
  wrongDob: '1985-04-13',
};

const log = (message) => console.log(`[load] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function emulatorHosts() {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub || !process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('run inside the emulators: npm run load (scripts/load.mjs starts them)');
  }
  const running = await (await fetch(`http://${hub}/emulators`)).json();
  const hostOf = (name) => {
    const { host, port } = running[name] ?? EMULATOR_CONFIG[name];
    return `${host}:${port}`;
  };
  return {
    functions: hostOf('functions'),
    auth: hostOf('auth'),
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
  };
}

/** Functions emulator workers (one Node process per concurrent request of a function). */
function workerSample() {
  let workers = 0;
  let rssKb = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('functionsEmulatorRuntime')) continue;
      workers += 1;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      rssKb += Number(rss?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { workers, rssMb: Math.round(rssKb / 1024) };
}

/**
 * Each callable the load uses, unrecorded, as many times at once as the client lets one callable
 * have in flight: the Functions emulator starts a worker process per concurrent request of a
 * function (a cold start of seconds on two cores), so the run's first bursts find every worker it
 * will use already loaded instead of queueing behind cold starts.
 */
async function warmUp(client, king, password) {
  client.recording = false;
  const token = await client.signIn(king.email, password);
  const as = { token };
  const round = () => [
    client.call('members-getMember', { location: 'gb' }, as),
    client.call('vouchers-getAllVouchers', { location: 'gb', crmId: king.crmId }, as),
    client.call('vouchers-generateQrCode', { voucherId: 'king-free-play-25' }, as),
    client.call('promotions-getGames', {}, as),
    client.call('promotions-spinToWinPrizes', { gameId: king.gameId }, as),
    client.call('promotions-getPromotions', { venueId: 6 }, as),
    // Refused by their schemas: loaded, nothing written.
    client.call('promotions-optInToEvent', {}, as),
    client.call('promotions-spinTheWheel', {}, as),
    client.call('members-submitTicket', {}, as),
    client.call('members-registerAccount', {}),
    client.call('users-createUser', {}),
    client.call('members-linkMembership', {}, as),
  ];
  const rounds = Number.isFinite(client.perCallable) ? client.perCallable : 1;
  await Promise.all(Array.from({ length: rounds }, round).flat());
  client.recording = true;
}

function machine() {
  const cpus = os.cpus();
  return (
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`
  );
}

async function main() {
  const options = parseLoadArgs(process.argv.slice(2));
  const hosts = await emulatorHosts();
  const world = {
    projectId: PROJECT_ID,
    authHost: hosts.auth,
    firestoreHost: hosts.firestore,
  };
  const client = new LoadClient(hosts, PROJECT_ID, REGION, options.perCallable);
  const seed = await loadWorldModule();
  const password = seed.DEMO_PASSWORD;
  const gameId = seed.DEMO_GAME_IDS.open;

  log(`seeding the demo world and ${options.members} load members`);
  const members = await seed.seedLoadWorld(world, options.members);
  log('warming up: each callable, as many at once as the run allows');
  const warmUpStarted = Date.now();
  await warmUp(client, { email: 'king@example.com', crmId: 'crm-100104', gameId }, password);
  log(`warm-up took ${((Date.now() - warmUpStarted) / 1000).toFixed(1)} s`);

  const runId = Date.now().toString(36);
  const since = new Date().toISOString();
  const started = Date.now();
  let deadline = started + options.seconds * 1000;
  let stoppedEarly;
  const rampMs = Math.min(5_000, (options.seconds * 1000) / 6);
  let peak = workerSample();
  const sampler = setInterval(() => {
    const now = workerSample();
    if (now.workers > peak.workers) peak = { ...peak, workers: now.workers };
    if (now.rssMb > peak.rssMb) peak = { ...peak, rssMb: now.rssMb };
    // The machine comes first: with under 2 GiB of memory left, no member starts another call.
    const available = /MemAvailable:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'));
    if (!stoppedEarly && Number(available?.[1] ?? Infinity) < 2 * 2 ** 20) {
      stoppedEarly = `stopped early at ${Math.round((Date.now() - started) / 1000)} s: under 2 GiB of memory left`;
      deadline = Date.now();
      log(stoppedEarly);
    }
  }, 2_000);
  log(
    `${options.members} members (one of them on two devices) for ${options.seconds} s, ` +
      `ramped up over ${(rampMs / 1000).toFixed(1)} s; a join storm of ${options.joins} at ` +
      `${Math.round(options.seconds / 3)} s, a guess storm of ${options.guesses} at ${Math.round(options.seconds / 2)} s`,
  );
  const notes = [];
  const visit = (member, index, device) =>
    sleep((index * rampMs) / members.length).then(() =>
      memberVisits({
        client,
        member,
        password,
        gameId,
        deadline: () => deadline,
        address: addressOf(1 + index * 2 + device),
        log: (message) => notes.push(message),
      }),
    );
  const loops = members.map((member, index) => visit(member, index, 0));
  // The same membership on a second device: the same login, a second loop beside the first.
  loops.push(visit(members[0], 0, 1));

  const joins = sleep((options.seconds * 1000) / 3).then(() =>
    joinStorm({ client, count: options.joins, runId, firstAddress: 100_000 }),
  );
  const guesses = sleep((options.seconds * 1000) / 2).then(async () => {
    const linkerToken = await client.signIn(LINKER, password);
    return guessStorm({
      client,
      count: options.guesses,
      target: GUESS_TARGET,
      linkerToken,
      firstAddress: 200_000,
      runId,
    });
  });

  const visits = await Promise.all(loops);
  const joined = await joins;
  const guessed = await guesses;
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);

  const records = client.records;
  const rows = summarise(records);
  const failures = records.filter(isServerFailure);
  console.log('');
  console.log(`Load, measured: ${new Date(started).toISOString()}`);
  console.log(`machine: ${machine()}`);
  console.log(
    `${options.members} members + 1 second device, ${options.seconds} s; ` +
      `${visits.reduce((sum, v) => sum + v.visits, 0)} visits; ` +
      `${records.length} requests in ${elapsed.toFixed(1)} s = ` +
      `${(records.length / elapsed).toFixed(1)} requests/s overall`,
  );
  console.log(
    `Functions emulator workers: peak ${peak.workers} processes, ${peak.rssMb} MB resident`,
  );
  console.log('');
  console.log(formatTable(rows));
  console.log('');
  for (const note of [...new Set(notes)].slice(0, 10)) log(`note: ${note}`);

  log('reading Firestore for the invariants');
  const state = await readFirestoreState(world);
  const spins = visits.flatMap((v) => v.spins);
  const acceptedTicketIds = visits.flatMap((v) => v.tickets);
  const checks = [
    checkOnePlayPerDay({
      storedPlays: state.storedPlays,
      spins,
      since,
      unanswered: visits.flatMap((v) => v.unanswered.spins),
    }),
    checkTicketsStoredOnce({
      acceptedTicketIds,
      storedTickets: state.storedTickets,
      counterNext: state.ticketNext,
      since,
      unanswered: visits.reduce((sum, v) => sum + v.unanswered.tickets, 0),
    }),
    checkCustomerNumbers({
      members: state.members,
      counterNext: state.customerNumberNext,
      first: seed.FIRST_CUSTOMER_NUMBER,
      joined,
    }),
    checkLimiterExpiries({ records: state.rateLimits }),
    checkGuessLimit({ ...guessed, limit: GUESSES_PER_TARGET }),
  ];
  console.log('');
  for (const check of checks) {
    console.log(`${check.ok ? 'HELD  ' : 'BROKEN'} ${check.name}: ${check.detail}`);
    for (const problem of check.problems) console.log(`         ${problem}`);
    if (check.moreProblems) console.log(`         … and ${check.moreProblems} more`);
  }
  const broken = checks.filter((check) => !check.ok);
  console.log('');
  if (failures.length > 0) {
    log(`FAIL: ${failures.length} answers were 5xx or never came (see the table)`);
  }
  if (broken.length > 0) log(`FAIL: ${broken.length} invariants broken`);
  if (stoppedEarly) log(`FAIL: ${stoppedEarly}`);
  if (failures.length === 0 && broken.length === 0 && !stoppedEarly) {
    log('PASS: no 5xx answer, every invariant held');
  }
  process.exit(failures.length > 0 || broken.length > 0 || stoppedEarly ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
