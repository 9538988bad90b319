import { expect, test, type Page } from '@playwright/test';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { signIn } from '../../e2e/support';
import { tallyEach } from '../tally';
import { readDeviceData, tracesOf } from './support/deviceData';
import {
  MEMBER,
  MEMBER_ON_SCREEN,
  MEMBER_PATHS,
  loginRedirectFor,
  offerIdsShown,
  serviceWorkerActive,
  signOut,
  viewVoucherQr,
  withoutBuildFiles,
} from './support/member';

/**
 * Session attacks (DECISIONS.md "Session and sign-in"): someone picks up a phone after its member
 * signed out, or a visitor types a member address. Nothing of the member may show, and the device
 * must not keep it.
 */

async function memberTextOnScreen(page: Page): Promise<string[]> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '');
  return MEMBER_ON_SCREEN.filter((marker) => text.includes(marker));
}

/**
 * Opens the member's RSVP event, whose list the server has them on (seed), and waits until the
 * device remembers it (metro_optinids, spec section 3).
 */
async function seeRsvpOnDevice(page: Page): Promise<void> {
  await page.goto(`/events/${MEMBER.eventId}`);
  await expect(page.getByRole('status').getByText(/^You.re on the list$/)).toBeVisible();
  const remembered = await page.evaluate((key) => localStorage.getItem(key), OPTIN_IDS_KEY);
  expect(JSON.parse(remembered ?? '[]'), OPTIN_IDS_KEY).toContain(MEMBER.eventId);
}

/**
 * Remembers, inside the page, whether member text ever appeared in the DOM, even for a moment
 * before the guard redirects: a flash of the last member's vouchers is a leak too.
 */
function watchForMemberText(markers: readonly string[]): void {
  const seen: string[] = [];
  (window as unknown as { __memberTextSeen: string[] }).__memberTextSeen = seen;
  const check = () => {
    const text = document.body?.innerText ?? '';
    for (const marker of markers)
      if (text.includes(marker) && !seen.includes(marker)) seen.push(marker);
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  check();
}

const memberTextSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __memberTextSeen?: string[] }).__memberTextSeen ?? [],
  );

test.describe('a signed-out visitor cannot reach member routes', () => {
  test('by typing the address of every member route, never having signed in', async ({ page }) => {
    test.slow();
    await tallyEach(
      'attacks',
      'session: member route by URL, never signed in',
      MEMBER_PATHS,
      async (path) => {
        await page.goto(path);

        await expect(page, path).toHaveURL(loginRedirectFor(path));
        await expect(page.locator('main').first()).toBeVisible();
      },
    );
  });

  test('by typing the address of every member route after the member signed out', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, MEMBER.email);
    await expect(page.getByText(MEMBER.firstName).first()).toBeVisible();
    await signOut(page);
    await page.addInitScript(watchForMemberText, MEMBER_ON_SCREEN);

    await tallyEach(
      'attacks',
      'session: member route by URL after sign-out',
      MEMBER_PATHS,
      async (path) => {
        await page.goto(path);

        await expect(page, path).toHaveURL(loginRedirectFor(path));
        await expect(page.locator('main').first()).toBeVisible();
        expect(await memberTextOnScreen(page), path).toEqual([]);
        expect(await memberTextSeen(page), `${path}: shown before the redirect`).toEqual([]);
      },
    );
  });

  test('by pressing Back and Forward after signing out', async ({ page }) => {
    test.slow();
    await signIn(page, MEMBER.email);
    // Member pages in history: full page loads and in-app navigation (a link click).
    await page.goto('/offers');
    await page.getByRole('link', { name: MEMBER.voucher.title }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/${MEMBER.voucher.id}$`));
    await page.goto('/profile');
    await expect(page.getByText(MEMBER.customerNumber).first()).toBeVisible();
    await signOut(page);
    await page.evaluate(watchForMemberText, MEMBER_ON_SCREEN);
    await page.addInitScript(watchForMemberText, MEMBER_ON_SCREEN);
    // Every entry behind the login page, down to the tab's first (about:blank, not ours). How
    // many there are depends on which navigations replace an entry (sign-in, sign-out, same URL).
    const entriesBehind = (await page.evaluate(() => history.length)) - 2;
    expect(entriesBehind, 'member pages in history').toBeGreaterThanOrEqual(4);
    const steps = [
      ...Array.from({ length: entriesBehind }, (_, index) => `back ${index + 1}`),
      ...Array.from({ length: entriesBehind }, (_, index) => `forward ${index + 1}`),
    ];

    await tallyEach('attacks', 'session: Back/Forward after sign-out', steps, async (step) => {
      if (step.startsWith('back')) await page.goBack();
      else await page.goForward();

      // The guard answers every member entry with the login page (the sign-in form's own
      // entry, /login-mobile, is a login page too).
      await expect(page, step).toHaveURL(/\/login(-mobile)?(\?|$)/);
      await expect(page.locator('main').first()).toBeVisible();
      expect(await memberTextOnScreen(page), step).toEqual([]);
      expect(await memberTextSeen(page), `${step}: shown for a moment`).toEqual([]);
    });
  });
});

test.describe('a signed-out device shows and keeps nothing of the member', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, member routes opened from the cache show no member data', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, MEMBER.email);
    const controlled = await serviceWorkerActive(page);
    test.info().annotations.push({
      type: 'service worker',
      description: controlled
        ? 'active: member routes were opened from its cache'
        : 'none registered by this build: only the HTTP cache was tried',
    });
    // Visited after the worker took over, so whatever it caches of them is cached.
    for (const path of ['/', '/offers', `/offers/${MEMBER.voucher.id}`, '/profile']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
    }
    await signOut(page);
    await context.setOffline(true);

    await tallyEach(
      'attacks',
      'session: member route from cache, offline, after sign-out',
      MEMBER_PATHS,
      async (path) => {
        // Offline with no worker, the load fails and Chromium shows its own error page.
        await page.goto(path).catch(() => null);

        expect(await memberTextOnScreen(page), path).toEqual([]);
        if (controlled) await expect(page, path).toHaveURL(loginRedirectFor(path));
      },
    );
    await context.setOffline(false);
  });

  test("sign-out clears the member's profile, data, vouchers, QR codes and RSVPs from the device", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, MEMBER.email);
    await serviceWorkerActive(page);
    const qrDataUrl = await viewVoucherQr(page);
    const offerIds = await offerIdsShown(page);
    await seeRsvpOnDevice(page);
    // Whose RSVPs these are (metro_last_user): the member's uid is theirs too.
    const uid = await page.evaluate((key) => localStorage.getItem(key), LAST_USER_KEY);
    expect(uid, LAST_USER_KEY).toBeTruthy();
    await page.goto('/');
    await expect(page.getByText(MEMBER.firstName).first()).toBeVisible();
    const qrBase64 = qrDataUrl.slice('data:image/png;base64,'.length);
    // While signed in, the device keeps the member's last-seen answers (offline use): the scan
    // must find them now, or the check after sign-out would prove nothing.
    const heldWhileSignedIn = tracesOf(
      (await withoutBuildFiles(page, await readDeviceData(page))).kept,
      [MEMBER.customerNumber, MEMBER.voucher.id, qrBase64.slice(0, 120), MEMBER.eventId, uid ?? ''],
    );
    console.log(
      `signed in, the device holds: ${[...new Set(heldWhileSignedIn.map(({ where }) => where))].join(', ')}`,
    );
    expect(heldWhileSignedIn.map(({ marker }) => marker)).toContain(MEMBER.voucher.id);
    expect(heldWhileSignedIn).toContainEqual({
      where: `localStorage ${OPTIN_IDS_KEY}`,
      marker: MEMBER.eventId,
    });
    expect(heldWhileSignedIn).toContainEqual({
      where: `localStorage ${LAST_USER_KEY}`,
      marker: uid,
    });
    await signOut(page);

    const markers = [
      MEMBER.customerNumber,
      MEMBER.firstName,
      MEMBER.lastName,
      MEMBER.email,
      ...offerIds,
      // The QR as a data URL, as raw base64, or as image bytes (matched through their base64).
      qrBase64.slice(0, 120),
      // The event they said yes to (metro_optinids), and their uid (metro_last_user).
      MEMBER.eventId,
      uid ?? '',
    ];
    expect(offerIds).toContain(MEMBER.voucher.id);
    const { kept, buildFiles } = await withoutBuildFiles(page, await readDeviceData(page));
    console.log(
      `scanned ${kept.length} stored values; ${buildFiles} cached build files left out (the same for every visitor)`,
    );
    test.info().annotations.push({
      type: 'scanned',
      description: `${kept.length} stored values (${buildFiles} cached build files left out: they are the same for every visitor); met-fake-world:v1 (the simulated backend) excluded`,
    });

    await tallyEach(
      'attacks',
      'session: member data left on device after sign-out',
      markers,
      (marker) => {
        expect(
          tracesOf(kept, [marker]).map(({ where }) => where),
          `"${marker.slice(0, 40)}" kept`,
        ).toEqual([]);
      },
    );
  });
});

test('the device scan reads every place an app can keep data (so the checks above can fail)', async ({
  page,
}) => {
  await page.goto('/login-mobile');
  const marker = `control-${MEMBER.customerNumber}`;
  // One planted value per storage area; IndexedDB's as binary, as a stored QR image would be.
  await page.evaluate(async (value) => {
    localStorage.setItem('control', value);
    sessionStorage.setItem('control', value);
    const opening = indexedDB.open('control-db', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('control-store');
    const database = await new Promise<IDBDatabase>((resolve) => {
      opening.onsuccess = () => resolve(opening.result);
    });
    const writing = database.transaction('control-store', 'readwrite');
    writing.objectStore('control-store').put(new Blob([value]), 'control-key');
    await new Promise((resolve) => (writing.oncomplete = resolve));
    database.close();
    const cache = await caches.open('control-cache');
    await cache.put('/control-entry', new Response(value));
  }, marker);

  const places = tracesOf(await readDeviceData(page), [marker]).map(({ where }) => where);

  const expected = [
    'localStorage control',
    'sessionStorage control',
    'IndexedDB control-db/control-store control-key',
    expect.stringMatching(/^Cache Storage control-cache http.*\/control-entry$/),
  ];
  await tallyEach(
    'attacks',
    'session: device scan control (planted values found)',
    expected,
    (where) => {
      expect(places).toContainEqual(where);
    },
  );
});
