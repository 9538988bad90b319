import type { Locator, Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { expect, signIn, test, underServiceWorker, world } from './support';

/**
 * A returning member sees their own things at once (DECISIONS.md "Session and sign-in", "Offline
 * and the device copy"): the session shows what this device saved of them, and the server's
 * answers replace it behind the screen. The backend's answers are held back (the fake world's
 * latency, or the emulators' requests held in the browser) so the screen can be checked before
 * the network answers.
 */

const KING = { email: 'king@example.com', number: '100104', points: '30,100' };
const QUEEN = 'queen@example.com';
const VOUCHER = '/offers/king-steak-night';
const QR_NAME = 'QR code for Steak night for two';
/** Far longer than the checks below wait: whatever shows before it came from the device. */
const HELD_BACK_MS = 20_000;
/** How long "at once" may take on a busy test machine, well under HELD_BACK_MS. */
const AT_ONCE_MS = 5_000;

/** Until the refresh says suspended: the saved screen is seen first. */
const SUSPENSION_HELD_BACK_MS = 6_000;

/** Home's reward points figure in the app; data-from-device says whether it is the device's copy. */
const balance = (page: Page) => page.locator('#root [data-from-device]');

/** The painted copy of the last screen, laid over the page before the app's code runs. */
const paintedCopy = (page: Page) => page.locator('[data-last-screen]');

type Box = { x: number; y: number; width: number; height: number };

/** Where home's rewards card and its points figure lie on screen, in `scope`. */
async function boxesOf(scope: Locator): Promise<Record<'card' | 'points', Box>> {
  const boxOf = async (selector: string): Promise<Box> => {
    const box = await scope.locator(selector).boundingBox();
    if (box === null) throw new Error(`${selector} is not laid out`);
    return box;
  };
  return { card: await boxOf('.rewards-card'), points: await boxOf('.rewards-card__balance') };
}

/** The paths whose painted copy the page has handed the service worker (Cache Storage). */
function pathsHandedToWorker(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept = await caches.match('/__met/painted-screens.json');
    const copy = kept ? ((await kept.json()) as { screens?: object }) : {};
    return Object.keys(copy.screens ?? {}).sort();
  });
}

/**
 * Records, on the first frame that shows the painted copy, where its rewards card and points lie
 * and whether the app had drawn anything of its own yet (window.__metPainted).
 */
const RECORD_PAINTED_COPY = () => {
  const record = () => {
    const copy = document.querySelector<HTMLElement>('[data-last-screen]');
    if (copy === null || copy.hidden) {
      requestAnimationFrame(record);
      return;
    }
    const boxOf = (selector: string) => {
      const box = copy.querySelector(selector)?.getBoundingClientRect();
      return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    };
    (window as unknown as { __metPainted: unknown }).__metPainted = {
      card: boxOf('.rewards-card'),
      points: boxOf('.rewards-card__balance'),
      appDrawn: document.querySelector('#root main') !== null,
    };
  };
  requestAnimationFrame(record);
};

/** What the device keeps of the member (DECISIONS.md "Offline and the device copy"). */
function memberKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    met_last_seen: localStorage.getItem('met_last_seen'),
    metro_last_user: localStorage.getItem('metro_last_user'),
    metro_optinids: localStorage.getItem('metro_optinids'),
    met_last_screen: localStorage.getItem('met_last_screen'),
  }));
}

/** King signed in and seen home and a voucher's code online, so this device saved them. */
async function kingSeenOnline(page: Page): Promise<void> {
  await signIn(page, KING.email);
  await expect(page.getByText(KING.points).first()).toBeVisible();
  await page.goto(VOUCHER);
  await expect(page.getByRole('img', { name: QR_NAME })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.goto('/');
  await expect(page.getByText(KING.points).first()).toBeVisible();
}

test.describe('a returning member sees their own things at once', () => {
  test.slow();

  test('points and a voucher code are on screen before the network answers', async ({ page }) => {
    await kingSeenOnline(page);
    await world(page).holdAnswersFromNextLoad(HELD_BACK_MS);

    await page.reload();
    await expect(page.getByText(KING.points).first()).toBeVisible({ timeout: AT_ONCE_MS });
    // The device's copy: the server has not answered.
    await expect(balance(page)).toHaveAttribute('data-from-device', 'true');
    // Refreshing behind the screen, online: no "No connection" note.
    await expect(page.getByRole('note')).toHaveCount(0);

    await page.goto(VOUCHER);
    await expect(page.getByRole('img', { name: QR_NAME })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
      { timeout: AT_ONCE_MS },
    );
  });

  test.describe('served with the page by the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("the last screen arrives in the page itself, before the app's code has run: points, then a voucher code, then the app takes over", async ({
      page,
    }) => {
      await kingSeenOnline(page);
      await underServiceWorker(page);
      await expect.poll(() => pathsHandedToWorker(page)).toEqual(['/', VOUCHER]);
      await page.addInitScript(RECORD_PAINTED_COPY);

      const served = await page.reload();
      // The page as the worker served it holds the points: no script of the app drew them.
      expect(served?.fromServiceWorker()).toBe(true);
      expect(await served?.text()).toContain(KING.points);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __metPainted?: object }).__metPainted),
        )
        .toMatchObject({ appDrawn: false });
      const painted = (await page.evaluate(
        () => (window as unknown as { __metPainted: unknown }).__metPainted,
      )) as Record<'card' | 'points', Box>;
      // Shown in the brand's typeface from its first frame, so its headings never swap it.
      expect(await page.evaluate(() => document.fonts.check('700 1em Manrope'))).toBe(true);
      await expect(balance(page)).toHaveText(KING.points);
      await expect(paintedCopy(page)).toHaveCount(0);
      // The app's screen lies exactly where its copy did: nothing jumps as the app takes over.
      const shown = await boxesOf(page.locator('#root'));
      for (const part of ['card', 'points'] as const) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          const moved = Math.abs(shown[part][side] - painted[part][side]);
          expect(moved, `the ${part}'s ${side}`).toBeLessThanOrEqual(1);
        }
      }

      const voucher = await page.goto(VOUCHER);
      expect(await voucher?.text()).toContain(`alt="${QR_NAME}"`);
      await expect(page.getByRole('img', { name: QR_NAME })).toBeVisible();
      await expect(paintedCopy(page)).toHaveCount(0);
    });

    test('signed out, the worker serves the page without the copy', async ({ page }) => {
      await kingSeenOnline(page);
      await underServiceWorker(page);
      await expect.poll(() => pathsHandedToWorker(page)).toEqual(['/', VOUCHER]);
      await page.goto('/settings');
      await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login/);

      await expect.poll(() => pathsHandedToWorker(page)).toEqual([]);
      const served = await page.goto(VOUCHER);
      expect(served?.fromServiceWorker()).toBe(true);
      expect(await served?.text()).not.toContain(QR_NAME);
    });

    test('another member signed in on this device is never shown the copy the worker was handed', async ({
      page,
    }) => {
      await kingSeenOnline(page);
      await underServiceWorker(page);
      await expect.poll(() => pathsHandedToWorker(page)).toEqual(['/', VOUCHER]);
      // As if another sign-in had replaced King's without the app removing his copy: written as
      // the page starts, before any script of the page (the app could notice it otherwise).
      const savedUserKey = await page.evaluate(async () => {
        const kept = await caches.match('/__met/painted-screens.json');
        return ((await kept?.json()) as { savedUserKey: string }).savedUserKey;
      });
      await page.addInitScript((key) => {
        const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as object;
        localStorage.setItem(key, JSON.stringify({ ...saved, uid: 'someone-else' }));
      }, savedUserKey);
      await page.addInitScript(RECORD_PAINTED_COPY);

      const served = await page.reload();
      expect(await served?.text()).toContain(KING.points);
      await page.waitForLoadState('domcontentloaded');
      // Removed by the page's check before it was ever shown.
      expect(
        await page.evaluate(() => (window as unknown as { __metPainted?: object }).__metPainted),
      ).toBeUndefined();
      await expect(paintedCopy(page)).toHaveCount(0);
    });
  });

  test("a member suspended since their last visit is signed out on the refresh with the spec's message, and nothing of theirs is left", async ({
    page,
  }) => {
    await kingSeenOnline(page);
    // Held back first, so no call of the page still open answers 'suspended' before the reload;
    // after it, long enough that the saved screen is seen before the refresh says suspended.
    await world(page).holdAnswersNow(SUSPENSION_HELD_BACK_MS);
    await world(page).setSuspended(KING.number, true);
    await world(page).holdAnswersFromNextLoad(SUSPENSION_HELD_BACK_MS);

    await page.reload();
    await expect(page.getByText(KING.points).first()).toBeVisible({ timeout: AT_ONCE_MS });
    await expect(balance(page)).toHaveAttribute('data-from-device', 'true');

    await expect(
      page.getByRole('alertdialog', { name: messages.dialog.problemTitle }),
    ).toContainText(messages.app.suspended, {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(KING.points)).toHaveCount(0);
    expect(await memberKeys(page)).toEqual({
      met_last_seen: null,
      metro_last_user: null,
      metro_optinids: null,
      met_last_screen: null,
    });
  });

  test("another member signing in on the same device never sees the first member's copy", async ({
    page,
  }) => {
    await kingSeenOnline(page);
    const { met_last_seen: kingsCopy, met_last_screen: kingsScreens } = await memberKeys(page);
    expect(kingsCopy).toContain(KING.number);
    expect(kingsScreens).toContain(KING.points);
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // As if King's copy and painted screens were left behind on the device.
    await page.evaluate(
      ([copy, screens]) => {
        localStorage.setItem('met_last_seen', copy ?? '');
        localStorage.setItem('met_last_screen', screens ?? '');
      },
      [kingsCopy, kingsScreens],
    );
    // Every answer slow, from the sign-in page on: a flash of King's copy would be seen.
    await world(page).holdAnswersFromNextLoad(1_500);

    const shown: string[] = [];
    const watch = setInterval(() => {
      void page
        .getByText(KING.points)
        .count()
        .then((count) => count > 0 && shown.push('points'))
        .catch(() => undefined);
    }, 100);
    await signIn(page, QUEEN);
    await expect(page.getByRole('heading', { name: 'Your Met Rewards' })).toBeVisible({
      timeout: 30_000,
    });
    // A new start on this device paints nothing of King's for Queen.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Met Rewards' })).toBeVisible({
      timeout: 30_000,
    });
    clearInterval(watch);

    expect(shown).toEqual([]);
    await expect(page.getByText(KING.number)).toHaveCount(0);
    expect((await memberKeys(page)).met_last_seen ?? '').not.toContain(KING.number);
    expect((await memberKeys(page)).met_last_screen ?? '').not.toContain(KING.points);
  });
});
