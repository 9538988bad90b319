import { HEAVY_PIECES, heavyPieceStatus } from './heavyPieces.mjs';
import { measureFirstVisit } from './pageWeight.mjs';
import { signInAsDemoMember } from './signIn.mjs';

/** Lighthouse's default mobile screen, so the byte rows of /login match what it loads. */
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

/** A voucher with a QR code (king@example.com's), so its row includes what the QR needs. */
const OFFER_PATH = '/offers/king-steak-night';
/** DEMO_GAME_IDS.open in functions/src/seed/demoGames.ts: open and playable today. */
const SPIN_PATH = '/games/spin-the-wheel/spin-spring-fortune';

/** How long the create-password page gets to fetch the dictionaries after the first keystrokes. */
const DICTIONARY_WAIT_MS = 20_000;

const headingShown = (page) => page.locator('main h1').first().waitFor();

/** The first visits measured: /login in firebase mode, signed-in pages in fake mode, bare page. */
export async function measurePageWeights(browser, servers) {
  const visits = [];
  const measure = async (context, spec) => {
    const result = await measureFirstVisit(context, {
      url: `${servers[spec.mode].origin}${spec.page}`,
      ready: spec.ready ?? headingShown,
    });
    visits.push({ ...spec, ...result });
  };
  for (const [name, viewport, label] of [
    ['loginPhone', PHONE, '/login (phone)'],
    ['loginDesktop', DESKTOP, '/login (desktop)'],
  ]) {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await measure(context, { name, label, page: '/login', mode: 'firebase', viewport });
    await context.close();
  }

  // Signed in once; each page is then a first visit of its URL in a new tab, cache off.
  const member = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const signInPage = await member.newPage();
  await signInAsDemoMember(signInPage, servers.fake.origin);
  await signInPage.close();
  await measure(member, {
    name: 'home',
    label: '/ (home)',
    page: '/',
    mode: 'fake',
    viewport: PHONE,
  });
  await measure(member, {
    name: 'offer',
    label: OFFER_PATH,
    page: OFFER_PATH,
    mode: 'fake',
    viewport: PHONE,
    ready: (page) => page.locator('main img[alt^="QR code"]').waitFor(),
  });
  await measure(member, {
    name: 'spin',
    label: 'spin page',
    page: SPIN_PATH,
    mode: 'fake',
    viewport: PHONE,
  });
  await member.close();

  const bare = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await measure(bare, {
    name: 'bare',
    label: 'bare React page',
    page: '/',
    mode: 'bare',
    viewport: PHONE,
    ready: (page) => page.locator('h1').waitFor(),
  });
  await bare.close();
  return visits;
}

/**
 * Opens the create-password step as a visitor would (details first), types a password and
 * reports whether the zxcvbn dictionaries came with the strength meter.
 */
export async function dictionariesOnCreatePassword(browser, origin, fakeBuild) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const served = new URL(response.url());
      if (served.pathname.endsWith('.js')) scripts.add(served.pathname.slice(1));
    });
    await page.goto(`${origin}/account/create`);
    await page.getByLabel('First name').fill('Bench');
    await page.getByLabel('Last name').fill('Marker');
    const dateOfBirth = page.getByRole('group', { name: 'Date of birth' });
    await dateOfBirth.getByLabel('Day').fill('01');
    await dateOfBirth.getByLabel('Month').fill('01');
    await dateOfBirth.getByLabel('Year').fill('1980');
    await page.getByLabel('Email address').fill('bench.marker@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/account/password');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByText(/Password strength:/).waitFor();
    // The meter says 'Checking…' at once and the dictionaries arrive behind it (typing is never
    // blocked), so wait for their chunks rather than for the meter's text.
    const dictionaryFiles = filesHolding('zxcvbn dictionaries', fakeBuild.chunkModules);
    const deadline = Date.now() + DICTIONARY_WAIT_MS;
    while (dictionaryFiles.some((file) => !scripts.has(file)) && Date.now() < deadline) {
      await page.waitForTimeout(250);
    }
    return {
      dictionaries: heavyPieceStatus(
        'zxcvbn dictionaries',
        [...scripts],
        fakeBuild.chunkModules,
        () => false,
      ),
    };
  } finally {
    await context.close();
  }
}

/** The chunk files of a build that hold a heavy piece's modules. */
function filesHolding(piece, chunkModules) {
  return [...chunkModules.entries()]
    .filter(([, modules]) => modules.some((module) => HEAVY_PIECES[piece].test(module.moduleId)))
    .map(([file]) => file);
}
