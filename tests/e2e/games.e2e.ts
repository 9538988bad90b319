import type { Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { demoGames } from '../../functions/src/seed/demoGames';
import { SeedCalendar } from '../../functions/src/seed/seedCalendar';
import { spinToWinOdds } from '../../src/core/games/gameTerms';
import { messages } from '../../src/core/kernel/messages';
import { gamesMessages } from '../../src/core/games/gamesMessages';
import { segmentAtPointer } from '../support/segmentAtPointer';
import { BOTH_SIZES, expect, expectAccessible, signIn, test, world } from './support';

/**
 * Spin To Win: opting in, one spin a day that lands on the prize the server chose, and every
 * state a game can be in.
 */

const text = gamesMessages;
const COMES_BACK_ON = /\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/;

/** The prizes of a demo game, in wheel order (the seed's dates do not matter here). */
function prizesOf(gameId: string) {
  const entry = demoGames(new SeedCalendar(new Date())).find((game) => game.game.id === gameId);
  if (!entry) throw new Error(`No demo game ${gameId}`);
  return entry.prizes;
}

async function openGame(page: Page, gameId: string): Promise<void> {
  await page.goto(`/games/spin-the-wheel/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spin The Wheel' })).toBeAttached();
}

function spinButton(page: Page) {
  return page.getByRole('button', { name: 'Spin the wheel' });
}

function optInButton(page: Page) {
  return page.getByRole('button', { name: 'Opt in', exact: true });
}

function spinResult(page: Page) {
  return page.getByTestId('spin-result');
}

function problemDialog(page: Page) {
  return page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
}

async function closeProblem(page: Page, message: string | RegExp): Promise<void> {
  const dialog = problemDialog(page);
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: messages.dialog.ok }).click();
  await expect(dialog).toBeHidden();
}

test.describe('a King member playing Spin To Win', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'king@example.com');
  });

  test('spins once, lands on the prize the server chose, and has played for today after a reload', async ({
    page,
  }) => {
    // The full four-second spin, an axe run and a reload: more than the default budget.
    test.slow();
    await openGame(page, DEMO_GAME_IDS.open);
    await expect(page.getByRole('heading', { name: 'Spring Fortune' })).toBeVisible();
    await expect(page.getByText(text.readyToPlay)).toBeVisible();
    await expect(optInButton(page)).toHaveCount(0);

    // A slow answer, so the second tap of a double tap lands while the first is in flight.
    await world(page).setLatency(700);
    await spinButton(page).dblclick();

    await expect(spinResult(page)).toHaveCount(1, { timeout: 10_000 });
    const prizes = prizesOf(DEMO_GAME_IDS.open);
    const rotation = Number(await page.getByTestId('wheel-disc').getAttribute('data-rotation'));
    const landed = prizes[segmentAtPointer(rotation, prizes.length)];
    expect(landed).toBeDefined();
    await expect(spinResult(page)).toContainText(landed?.win ? text.won(landed.name) : text.lost);
    await expect(spinResult(page)).toContainText(text.comeBackTomorrow);
    await expect(spinButton(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    const playedMessage = landed?.win ? text.alreadyPlayedWon(landed.name) : text.alreadyPlayedLost;
    await expect(page.getByText(playedMessage)).toBeVisible();
    await expect(page.getByText(text.comeBackTomorrow)).toHaveCount(1);
    await expect(spinButton(page)).toHaveCount(0);
    await expect(spinResult(page)).toHaveCount(0);
  });

  test(
    "the game's terms show the wheel's odds as the server draws them, one outcome a row",
    { tag: BOTH_SIZES },
    async ({ page }) => {
      await openGame(page, DEMO_GAME_IDS.open);

      const terms = page.getByRole('region', {
        name: messages.incentives.termsHeading,
        exact: true,
      });
      // The scheme's prizeOdds over the seeded prize list: the odds the server's drawPrize has.
      const published = spinToWinOdds(prizesOf(DEMO_GAME_IDS.open));
      expect(published.map((row) => `${row.outcome}: ${row.chance}`)).toEqual([
        '£5 Free Play: 1 in 8',
        'No prize: 3 in 8',
        'Free drink: 1 in 8',
        '£10 Free Play: 1 in 8',
        'Double points: 1 in 8',
        'Free dessert: 1 in 8',
      ]);
      const odds = terms.getByRole('table');
      await expect(odds).toBeVisible();
      const rows = odds.locator('tbody tr');
      await expect(rows).toHaveCount(published.length);
      for (const [index, row] of published.entries()) {
        await expect(rows.nth(index).getByRole('rowheader')).toHaveText(row.outcome);
        await expect(rows.nth(index).getByRole('cell')).toHaveText(row.chance);
      }
    },
  );

  test('sees the last-day notice, and after spinning is told it was the last day', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, DEMO_GAME_IDS.lastDay);

    // Said once, by the badge: the sentence does not repeat it.
    await expect(page.getByText('Last day', { exact: true })).toBeVisible();
    await expect(page.getByText(text.readyToPlay, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/last day/i)).toHaveCount(1);
    await spinButton(page).click();

    await expect(spinResult(page)).toContainText(text.lastDayPlayed);
    await expect(page.getByText(text.comeBackTomorrow)).toHaveCount(0);
  });

  test('opts in to a game that has not started, and opting in again asks to come back after the start', async ({
    page,
  }) => {
    await openGame(page, DEMO_GAME_IDS.notStarted);
    await expect(page.getByText(/^Opt in now to play when the game starts on /)).toHaveText(
      COMES_BACK_ON,
    );
    await expect(spinButton(page)).toHaveCount(0);
    await expectAccessible(page);

    await optInButton(page).click();

    await expect(page.getByText(text.optedIn)).toBeVisible();
    await expect(
      page.getByText(/^This game has not started yet\. Please check back on /),
    ).toHaveText(COMES_BACK_ON);

    await optInButton(page).click();
    await closeProblem(
      page,
      /already opted in to this game\. Please come back after the game starts on/,
    );
  });

  test('an ended game says so and offers neither opt-in nor a spin', async ({ page }) => {
    await openGame(page, DEMO_GAME_IDS.ended);

    await expect(page.getByText(text.ended)).toBeVisible();
    await expect(spinButton(page)).toHaveCount(0);
    await expect(optInButton(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('when the wheel cannot be reached it says so, and the Spin button works again', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, DEMO_GAME_IDS.open);
    await expect(spinButton(page)).toBeVisible();
    await world(page).failNext('promotions-spinTheWheel', 'unavailable');

    await spinButton(page).click();

    await closeProblem(page, messages.errors.network);
    await expect(spinResult(page)).toHaveCount(0);
    await expect(page.getByText(text.readyToPlay)).toBeVisible();
    await spinButton(page).click();
    await expect(spinResult(page)).toHaveCount(1);
  });

  test('with reduced motion the result shows at once, without the wheel turning', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, DEMO_GAME_IDS.open);

    await spinButton(page).click();

    // The animated spin takes over four seconds; this must not wait for it.
    await expect(spinResult(page)).toBeVisible({ timeout: 1_500 });
    const rotation = Number(await page.getByTestId('wheel-disc').getAttribute('data-rotation'));
    expect(rotation).toBeLessThan(360);
  });

  test('an unknown game shows that it cannot be found', async ({ page }) => {
    await openGame(page, 'spin-no-such-game');

    await expect(page.getByRole('heading', { name: 'We can’t find that game' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await expectAccessible(page);
  });
});

test("home's Opt in opts in there, and the card then offers its wheel with the same badge as the game page", async ({
  page,
}) => {
  await signIn(page, 'jack@example.com');
  const card = page.getByRole('article').filter({ hasText: 'Last Chance Spin' });
  // Its words name the game it joins.
  await card.getByRole('button', { name: 'Opt in to Last Chance Spin', exact: true }).click();

  await expect(page.getByText(text.optedIn)).toBeVisible();
  const spinNow = card.getByRole('link', { name: 'Spin now: Last Chance Spin', exact: true });
  await expect(spinNow).toBeVisible();
  const homeBadge = card.getByText('Opted in', { exact: true });
  const homeColour = await homeBadge.evaluate((el) => getComputedStyle(el).backgroundColor);

  await spinNow.click();
  await expect(page.getByRole('heading', { name: 'Last Chance Spin' })).toBeVisible();
  const gameBadge = page.getByRole('main').getByText('Opted in', { exact: true });
  await expect(gameBadge).toHaveCSS('background-color', homeColour);
  await expect(spinButton(page)).toBeVisible();
});

test('an Ace member who played the Daily Jackpot today is told so and cannot spin again', async ({
  page,
}) => {
  await signIn(page, 'ace@example.com');
  await openGame(page, DEMO_GAME_IDS.playedToday);

  await expect(
    page.getByText(`${text.alreadyPlayedWon('Free drink')} ${text.comeBackTomorrow}`),
  ).toBeVisible();
  await expect(spinButton(page)).toHaveCount(0);
  await expect(optInButton(page)).toHaveCount(0);
  await expectAccessible(page);
});
