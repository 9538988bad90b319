import type { Page } from '@playwright/test';
import type { CallableName } from '@met/scheme/contract';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { gamesMessages } from '../../src/core/games/gamesMessages';
import { usageStatisticsMessages } from '../../src/core/device/usageStatisticsMessages';
import { ON_EMULATORS, SAME_AT_EVERY_SIZE, expect, signIn, test } from './support';

/**
 * Usage statistics (DECISIONS.md "Analytics and session recording"): the spec's
 * customer_engagement events leave the app only after the member said yes, for our own backend's
 * analytics-recordEngagement, and stop the moment they say no. In fake mode the calls stay in the
 * page, so what left is what the fake world's backend kept; on the emulators, the requests the
 * page sent to the function.
 */
const CALLABLE: CallableName = 'analytics-recordEngagement';
const consent = usageStatisticsMessages;
const games = gamesMessages;

type SentEvent = Record<string, unknown>;

/** Every usage event that has left the app since `watch` was called, oldest first. */
function watchUsageEvents(page: Page): () => Promise<SentEvent[]> {
  const requested: SentEvent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(`/${CALLABLE}`)) return;
    requested.push((request.postDataJSON() as { data: SentEvent }).data);
  });
  if (ON_EMULATORS) return () => Promise.resolve([...requested]);
  return async () => {
    // Nothing may go over the network in fake mode either: the fake world is in the page.
    expect(requested).toEqual([]);
    const kept = await page.evaluate(() => window.__metFakeWorld?.engagements() ?? []);
    return kept.map(({ type, ...rest }) => {
      const { venueId: _venue, londonDay: _day, at: _at, expiresAt: _expiry, ...sent } = rest;
      return { type, ...sent };
    });
  };
}

/**
 * Fake mode: the page started no call to the callable since it loaded (the fake world counts
 * each as it starts, so one still under way when the page moves on counts too). On the
 * emulators every request is caught as it leaves, which watchUsageEvents already holds.
 */
async function expectNoCallFromThisPage(page: Page): Promise<void> {
  if (ON_EMULATORS) return;
  expect(await page.evaluate((name) => window.__metFakeWorld?.calls(name), CALLABLE)).toBe(0);
}

async function openGame(page: Page, gameId: string): Promise<void> {
  await page.goto(`/games/spin-the-wheel/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spin The Wheel' })).toBeAttached();
}

async function optInHere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Opt in', exact: true }).click();
  await expect(page.getByText(games.optedIn)).toBeVisible();
}

async function setUsageStatistics(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings');
  const usageStatistics = page.getByRole('switch', { name: consent.switchLabel });
  if ((await usageStatistics.isChecked()) !== on) await usageStatistics.click();
  await expect(usageStatistics).toBeChecked({ checked: on });
}

test(
  'an opt-in sends nothing until the member agrees, the next spin sends one event, and a no stops them at once',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sent = watchUsageEvents(page);
    await signIn(page, 'jack@example.com');
    const question = page.getByRole('region', { name: consent.bannerLabel, exact: true });
    await expect(question).toContainText(consent.bannerBody);

    // Not yet answered: opting in on home sends nothing.
    const card = page.getByRole('article').filter({ hasText: 'Last Chance Spin' });
    await card.getByRole('button', { name: 'Opt in to Last Chance Spin', exact: true }).click();
    await expect(page.getByText(games.optedIn)).toBeVisible();
    await expectNoCallFromThisPage(page);
    expect(await sent()).toEqual([]);

    // No thanks: opting in to another game sends nothing either.
    await question.getByRole('button', { name: consent.decline }).click();
    await expect(question).toBeHidden();
    await openGame(page, DEMO_GAME_IDS.notStarted);
    await optInHere(page);
    await expectNoCallFromThisPage(page);
    expect(await sent()).toEqual([]);

    // Yes, in Settings: the next spin sends exactly one event, and nothing of the member.
    await setUsageStatistics(page, true);
    await openGame(page, DEMO_GAME_IDS.lastDay);
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(page.getByTestId('spin-result')).toBeVisible();
    const theSpin = { type: 'spin wheel', gameId: DEMO_GAME_IDS.lastDay, win: expect.any(Boolean) };
    await expect.poll(sent).toEqual([theSpin]);
    expect(JSON.stringify(await sent())).not.toMatch(/jack|100\d{3}|uid/i);

    // No again: the next opt-in sends nothing, at once; yes again, and the one after is sent,
    // the only event since the spin.
    await setUsageStatistics(page, false);
    await openGame(page, DEMO_GAME_IDS.open);
    await optInHere(page);
    await expectNoCallFromThisPage(page);
    await setUsageStatistics(page, true);
    await openGame(page, DEMO_GAME_IDS.playedToday);
    await optInHere(page);
    await expect
      .poll(sent)
      .toEqual([theSpin, { type: 'optin', category: 'game', gameId: DEMO_GAME_IDS.playedToday }]);
  },
);
