import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, type Page } from '@playwright/test';
import ts from 'typescript';
import { CALM_MOMENT_MS, INSTALL_HINT_DISMISSED_KEY } from '../../src/core/kernel/constants';
import { messages } from '../../src/core/kernel/messages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { usageStatisticsMessages } from '../../src/core/device/usageStatisticsMessages';
import { passkeyMessages } from '../../src/core/passkeys/passkeyMessages';
import { matchRoute, ROUTE_TABLE } from '../../src/core/navigation/routes';
import {
  addVirtualAuthenticator,
  atLocalhost,
  BOTH_SIZES,
  ON_EMULATORS,
  SAME_AT_EVERY_SIZE,
  deployUpdatedWorker,
  expect,
  expectAccessible,
  fillLogin,
  signIn,
  test,
  versionInControl,
} from './support';

/**
 * The installable app (spec sections 1, 7 and 8): the install hint per platform, the manifest and
 * its icons, the service worker at /sw.js, the new-version dialog after a real worker update, and
 * 'Update Applied' after a screen's code fails to download.
 */

// The suite blocks service workers everywhere else; these tests are about them.
test.use({ serviceWorkers: 'allow' });

/** The phone project's device, for tests that run at its size inside the desktop project. */
const { defaultBrowserType: _phoneBrowser, ...PHONE } = devices['Pixel 7'];

const VOUCHER = '/offers/king-steak-night';
const VOUCHER_QR = 'QR code for Steak night for two';

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

interface WindowWithPromptCount extends Window {
  installPromptsShown?: number;
}

/**
 * What Chromium does when the app becomes installable: a beforeinstallprompt event, here one whose
 * prompt() the test can count and whose member accepts.
 */
async function browserOffersInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const page = window as WindowWithPromptCount;
    page.installPromptsShown = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        page.installPromptsShown = (page.installPromptsShown ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

const installHint = (page: Page) =>
  page.getByRole('complementary', { name: 'Install Met Rewards' });

const usageQuestion = (page: Page) =>
  page.getByRole('region', { name: usageStatisticsMessages.bannerLabel });

/**
 * Home after sign-in, its content on screen (the place the install hint may appear), with the
 * usage-statistics question answered: the install hint waits for it (one prompt at a time).
 */
async function signedInAtHome(page: Page): Promise<void> {
  await signIn(page, 'king@example.com');
  await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
  await answerUsageQuestion(page);
}

async function answerUsageQuestion(page: Page): Promise<void> {
  if ((await usageQuestion(page).count()) === 0) return;
  await usageQuestion(page).getByRole('button', { name: usageStatisticsMessages.decline }).click();
  await expect(usageQuestion(page)).toHaveCount(0);
}

test.describe('the install hint on iOS (Safari has no install prompt)', () => {
  test.use({ userAgent: USER_AGENTS.ios });

  test('explains Share then Add to Home Screen, with no Install button', async ({ page }) => {
    await signedInAtHome(page);

    await expect(installHint(page)).toContainText('Tap Share then Add to Home Screen');
    await expect(installHint(page).getByRole('button', { name: 'Install' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("comes last of home's prompts, one at a time (passkey offer, usage question, install hint), and sits inset from the screen edges", async ({
    page,
  }) => {
    // Face ID on this device and a password sign-in: home would offer a passkey too. WebAuthn
    // refuses an IP address as relying party ID, so this journey opens the app at localhost.
    await addVirtualAuthenticator(page);
    await page.goto(atLocalhost('/login-mobile'));
    await fillLogin(page, 'king@example.com');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
    const passkeyOffer = page.getByRole('region', { name: passkeyMessages.offerTitle });
    await expect(passkeyOffer).toBeVisible();
    await expect(usageQuestion(page)).toHaveCount(0);
    await expect(installHint(page)).toHaveCount(0);

    await passkeyOffer.getByRole('button', { name: passkeyMessages.offerDismiss }).click();

    await expect(usageQuestion(page)).toBeVisible();
    await expect(passkeyOffer).toHaveCount(0);
    await expect(installHint(page)).toHaveCount(0);

    await answerUsageQuestion(page);

    await expect(installHint(page)).toBeVisible();
    await expect(passkeyOffer).toHaveCount(0);
    const box = await installHint(page).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x).toBeGreaterThanOrEqual(12);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 12);
  });

  test('once dismissed, stays hidden after a reload', async ({ page }) => {
    await signedInAtHome(page);
    await expect(installHint(page)).toBeVisible();

    await installHint(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installHint(page)).toHaveCount(0);
    // Focus stays on the page, not the body: the next Tab goes on into the page.
    await expect(page.getByRole('main')).toBeFocused();
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
    await expect(installHint(page)).toHaveCount(0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), INSTALL_HINT_DISMISSED_KEY),
    ).toBe('1');
  });
});

for (const [platform, wording] of [
  ['android', 'Add Met Rewards to your home screen'],
  ['desktop', 'Install the app for quick access'],
] as const) {
  test.describe(`the install hint on ${platform} Chromium`, () => {
    test.use({ userAgent: USER_AGENTS[platform] });

    test('appears only once the browser offers to install the app', async ({ page }) => {
      await signedInAtHome(page);
      await expect(installHint(page)).toHaveCount(0);

      await browserOffersInstall(page);

      await expect(installHint(page)).toContainText(wording);
    });

    test("Install shows the browser's own prompt, once", async ({ page }) => {
      await signedInAtHome(page);
      await browserOffersInstall(page);

      await installHint(page).getByRole('button', { name: 'Install' }).click();

      await expect
        .poll(() => page.evaluate(() => (window as WindowWithPromptCount).installPromptsShown))
        .toBe(1);
      // The browser's prompt can be shown only once: nothing is left to offer.
      await expect(installHint(page)).toHaveCount(0);
    });

    test('once dismissed, stays hidden after a reload, even when the browser offers again', async ({
      page,
    }) => {
      await signedInAtHome(page);
      await browserOffersInstall(page);
      await installHint(page).getByRole('button', { name: 'Not now' }).click();
      await expect(installHint(page)).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
      await browserOffersInstall(page);

      await expect(installHint(page)).toHaveCount(0);
    });
  });
}

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23). */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  background_color: string;
  display: string;
  start_url: string;
  scope: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string }[];
}

test.describe('the web app manifest', { tag: SAME_AT_EVERY_SIZE }, () => {
  test('names the app, runs standalone from /, and every icon it lists is served at its size', async ({
    page,
  }) => {
    await page.goto('/login-mobile');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).not.toBeNull();
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;

    expect(manifest).toMatchObject({
      name: 'Met Rewards',
      short_name: 'Met Rewards',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#08112a',
      background_color: '#08112a',
    });
    expect(manifest.description.length).toBeGreaterThan(0);
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(declared).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toContain('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
  });

  test('links an apple-touch-icon of 180 px and the theme colour for iOS', async ({ page }) => {
    await page.goto('/login-mobile');

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const image = await page.request.get(appleIcon ?? '');
    expect(image.status()).toBe(200);
    expect(pngSize(await image.body())).toBe('180x180');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#08112a');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
      'content',
      'yes',
    );
  });

  test('offers shortcuts to Offers, Spin To Win and My Casino that open those pages', async ({
    page,
  }) => {
    await signedInAtHome(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as Manifest;
    const shortcut = (name: string) => {
      const found = manifest.shortcuts.find((entry) => entry.name.includes(name));
      expect(found, `a shortcut named ${name}`).toBeDefined();
      expect(matchRoute(new URL(found?.url ?? '', 'http://x').pathname)).not.toBeNull();
      return found?.url ?? '';
    };

    await page.goto(shortcut('Offers'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'My Exclusive Offers' }),
    ).toBeVisible();
    await page.goto(shortcut('My Casino'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Casino' })).toBeVisible();
    await page.goto(shortcut('Spin To Win'));
    await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
  });
});

/** The page's service worker registration is active (its first install has finished). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * The screens of the shell's route table (src/ui/routes.tsx): for each entry of SCREEN_ROUTES,
 * and for NOT_FOUND_ROUTE as 'notFound', the screen modules it names (`screen` and any
 * `phoneScreen`). Read from the source, as that module only loads inside a Vite build.
 */
function screensOfRouteTable(): Map<string, string[]> {
  const path = fileURLToPath(new URL('../../src/ui/routes.tsx', import.meta.url));
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const screensIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (inner: ts.Node): void => {
      if (ts.isStringLiteral(inner) && /Screen$/.test(inner.text)) found.push(inner.text);
      ts.forEachChild(inner, visit);
    };
    visit(node);
    return found;
  };
  const table = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (node.name.text === 'NOT_FOUND_ROUTE') table.set('notFound', screensIn(node.initializer));
      if (node.name.text === 'SCREEN_ROUTES' && ts.isObjectLiteralExpression(node.initializer)) {
        for (const entry of node.initializer.properties) {
          if (ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name)) {
            table.set(entry.name.text, screensIn(entry.initializer));
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return table;
}

/** A screen module's chunk in the build: 'info/FaqsScreen' is /assets/FaqsScreen-<hash>.js. */
function chunkOf(screen: string): RegExp {
  const name = screen.slice(screen.lastIndexOf('/') + 1);
  return new RegExp(`^/assets/${name}-[A-Za-z0-9_-]+\\.js$`);
}

const isControlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The paths of everything in the page's Cache Storage (the worker's precache). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

test.describe('the service worker', { tag: SAME_AT_EVERY_SIZE }, () => {
  test('/sw.js is served as JavaScript, registers, and controls the app from the next load', async ({
    page,
  }) => {
    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);

    await page.goto('/login-mobile');
    await workerActive(page);
    // No clientsClaim: the first visit stays as it loaded; the worker takes over from the next.
    expect(await isControlled(page)).toBe(false);
    await page.reload();

    await expect.poll(() => isControlled(page)).toBe(true);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
  });

  test("keeps the app's code for offline use, but not the password dictionaries", async ({
    page,
  }) => {
    await page.goto('/login-mobile');
    await workerActive(page);

    const cached = await cachedPaths(page);

    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.includes('zxcvbn-dictionary'))).toEqual([]);
  });

  test("opens a restaurant's menu as the PDF, not the app's not-found page", async ({ page }) => {
    await page.goto('/login-mobile');
    await workerActive(page);
    await page.reload();
    await expect.poll(() => isControlled(page)).toBe(true);

    // Chromium may show the PDF or download it; either way the answer is the PDF from the
    // server, never the app shell the worker falls back to for the app's own pages.
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/menus/mayfair-dinner.pdf'),
    );
    await page.goto('/menus/mayfair-dinner.pdf').catch(() => undefined);
    const menu = await answered;

    expect(menu.fromServiceWorker()).toBe(false);
    expect(menu.headers()['content-type']).toMatch(/^application\/pdf/);
    await expect(page.getByRole('heading', { name: /can.t find that page/ })).toHaveCount(0);
  });

  test("precaches every route's screen, so any page opens with no network", async ({ page }) => {
    const table = screensOfRouteTable();
    // The table was read whole: every route of the domain's table, the not-found page, and a
    // screen for each.
    expect([...table.keys()].sort()).toEqual(
      [...ROUTE_TABLE.map((route) => route.id), 'notFound'].sort(),
    );
    for (const [route, screens] of table) expect(screens.length, route).toBeGreaterThan(0);
    const screens = [...new Set([...table.values()].flat())];
    await page.goto('/login-mobile');
    await workerActive(page);

    const cached = await cachedPaths(page);

    const missing = screens.filter((screen) => !cached.some((path) => chunkOf(screen).test(path)));
    expect(missing, `${screens.length} screens, not precached`).toEqual([]);
    test.info().annotations.push({
      type: 'precached screens',
      description: `${screens.length} screen chunks for ${table.size} routes`,
    });
  });
});

/**
 * An update check (as the browser makes when the app comes back into view) finds the new version.
 * Checked again while no new worker is installing: a check already under way when the new worker
 * was deployed (the browser joins a second update() to it) fetched the old script and finds
 * nothing, as a member's next check would find it.
 */
async function newVersionWaiting(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration === undefined) return false;
          if (registration.waiting === null && registration.installing === null) {
            await registration.update().catch(() => undefined);
          }
          return registration.waiting !== null;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** An update check (as the browser makes on navigations) finds the new version. */
async function newVersionFound(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(messages.update.updateMessage);
  return dialog;
}

test.describe('a new version of the app', () => {
  // One deployed worker per run: these tests replace it in turn, never at the same time.
  test.describe.configure({ mode: 'serial' });
  let undeploy: (() => Promise<void>) | null = null;

  // The one size these run at: desktop in fake mode; on the emulators, where only the phone size
  // runs every journey, the phone.
  const updateSize = ON_EMULATORS ? 'phone' : 'desktop';
  test.beforeEach(({ page: _page }, testInfo) => {
    if (testInfo.project.name !== updateSize) {
      const reason = `skipped on ${testInfo.project.name}: the update dialog is the same at every width, and two projects cannot replace the one served worker at once (it runs at ${updateSize} size)`;
      // The list reporter shows no skip reason: say it in the output.
      console.log(reason);
      test.skip(true, reason);
    }
  });

  test.afterEach(async () => {
    await undeploy?.();
    undeploy = null;
  });

  test.describe('found on the sign-in page', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/login-mobile');
      await workerActive(page);
      await page.reload();
      await expect.poll(() => isControlled(page)).toBe(true);
      expect(await versionInControl(page)).toBe('original');
      undeploy = await deployUpdatedWorker(page);
    });

    test('raises the update dialog; its button switches to the new version and reloads', async ({
      page,
    }) => {
      const dialog = await newVersionFound(page);

      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: messages.update.updateButton }).click();
      await reloaded;

      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(await versionInControl(page)).toBe('updated');
      await expect(dialog).toHaveCount(0);
    });

    test('dismissing the update dialog (Escape) also switches to the new version and reloads', async ({
      page,
    }) => {
      const dialog = await newVersionFound(page);

      const reloaded = page.waitForEvent('load');
      await page.keyboard.press('Escape');
      await reloaded;

      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(await versionInControl(page)).toBe('updated');
      await expect(dialog).toHaveCount(0);
    });
  });

  /*
   * DECISIONS.md "PWA and updates: updates while a code is shown": the dialog waits until no code
   * has been on screen for a calm moment, then appears as usual.
   */
  const sizes = [
    ['1280x800', { viewport: { width: 1280, height: 800 } }],
    ['390x844', { ...PHONE, viewport: { width: 390, height: 844 } }],
  ] as const;
  for (const [size, use] of sizes) {
    test.describe(`found while a code is shown, at ${size}`, { tag: BOTH_SIZES }, () => {
      test.use(use);

      test.beforeEach(async ({ page }) => {
        // A sign-in, a worker update and a calm moment: about 25 s on a busy machine.
        test.slow();
        await page.goto('/login-mobile');
        await workerActive(page);
        await signIn(page, 'king@example.com');
        await expect.poll(() => isControlled(page)).toBe(true);
        expect(await versionInControl(page)).toBe('original');
      });

      test("does not cover the voucher's code; leaving the code shows it, and it applies", async ({
        page,
      }) => {
        await navigateInApp(page, VOUCHER);
        const code = page.getByRole('img', { name: VOUCHER_QR });
        await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);

        undeploy = await deployUpdatedWorker(page);
        await newVersionWaiting(page);

        const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
        // Longer than the app's calm moment: the code stays in full view, with nothing over it.
        await page.waitForTimeout(2 * CALM_MOMENT_MS);
        await expect(dialog).toHaveCount(0);
        await expect(code).toBeInViewport();
        expect(await versionInControl(page)).toBe('original');

        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(messages.update.updateMessage);
        const reloaded = page.waitForEvent('load');
        await dialog.getByRole('button', { name: messages.update.updateButton }).click();
        await reloaded;

        expect(await versionInControl(page)).toBe('updated');
        await expect(dialog).toHaveCount(0);
      });

      test('does not cover the membership card either; leaving it shows the update', async ({
        page,
      }) => {
        await page.getByRole('link', { name: cardMessages.showCard }).click();
        const card = page.getByRole('img', { name: cardMessages.codeAlt('100104') });
        await expect(card).toBeVisible();

        undeploy = await deployUpdatedWorker(page);
        await newVersionWaiting(page);

        const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
        await page.waitForTimeout(2 * CALM_MOMENT_MS);
        await expect(dialog).toHaveCount(0);
        await expect(card).toBeVisible();

        await page.goBack();
        await expect(dialog).toBeVisible();
      });
    });
  }
});

/** Client-side navigation, as a link inside the app does it. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

test.describe("a screen whose code cannot be downloaded: 'Update Applied'", () => {
  const closes = [
    [
      'ok',
      (page: Page) => page.getByRole('button', { name: messages.update.updateButton }).click(),
    ],
    ['cancel', (page: Page) => page.getByRole('button', { name: 'Close' }).click()],
    ['dismiss', (page: Page) => page.keyboard.press('Escape')],
  ] as const;

  for (const [how, close] of closes) {
    test(`reloads the page on ${how}`, async ({ page }) => {
      await signIn(page, 'king@example.com');
      await page.route(/\/assets\/BenefitsScreen-[^/]+\.js$/, (route) => route.abort());
      await navigateInApp(page, '/benefits');

      const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(messages.update.updateMessage);
      const reloaded = page.waitForEvent('load');
      await close(page);
      await reloaded;

      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/benefits$/);
    });
  }
});

test('the usage-statistics question covers none of home', async ({ page }) => {
  await signIn(page, 'king@example.com');
  await expect(page.getByRole('heading', { name: 'Spin To Win' })).toBeVisible();
  await expect(usageQuestion(page)).toBeVisible();
  const overlaps = await page.evaluate((label) => {
    const question = document.querySelector(`[aria-label="${label}"]`)?.getBoundingClientRect();
    if (!question) return ['no question'];
    return [...document.querySelectorAll('main a, main button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight;
        return (
          inView &&
          !element.closest(`[aria-label="${label}"]`) &&
          box.left < question.right &&
          box.right > question.left &&
          box.top < question.bottom &&
          box.bottom > question.top
        );
      })
      .map((element) => element.textContent ?? '');
  }, usageStatisticsMessages.bannerLabel);
  expect(overlaps).toEqual([]);
});
