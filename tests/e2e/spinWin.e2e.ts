import type { Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { messages } from '../../src/core/kernel/messages';
import { gamesMessages } from '../../src/core/games/gamesMessages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { BOTH_SIZES, expect, signIn, skipOnEmulators, test } from './support';

/**
 * A Spin To Win win is an occasion (DECISIONS.md "Games"): it says where the prize is and how to
 * claim it, celebrates with motion only for members who have not asked for less, and the game stops
 * announcing its last day once the member has played.
 */
test.describe.configure({ timeout: 60_000 });

const text = gamesMessages;
/** The last day is said once, by the card's badge: the status sentence does not repeat it. */
const LAST_DAY = /last day/i;

/** The fake world's server draws its prize from crypto.getRandomValues: make it draw 0. */
async function serverDrawsFirstPrize(page: Page): Promise<void> {
  skipOnEmulators("rigs the fake world's prize draw; the functions on the emulators draw for real");
  await page.evaluate(() => {
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = <T extends ArrayBufferView>(array: T): T => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = 0;
        return array;
      }
      return real(array);
    };
  });
}

async function winLastChanceSpin(page: Page): Promise<void> {
  await signIn(page, 'king@example.com');
  await page.goto(`/games/spin-the-wheel/${DEMO_GAME_IDS.lastDay}`);
  await expect(page.getByRole('heading', { name: 'Last Chance Spin' })).toBeVisible();
  await expect(page.getByText('Last day', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(LAST_DAY)).toHaveCount(1);
  await serverDrawsFirstPrize(page);
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
}

test('a win on the last day says where the prize is and how to claim it, and the last-day notice goes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await winLastChanceSpin(page);

  const result = page.getByTestId('spin-result');
  await expect(result).toContainText(text.wonEyebrow);
  // 'Dinner for two', the first prize, in a sentence.
  await expect(result).toContainText('You won dinner for two!');
  await expect(result).toContainText(text.wonNext);
  await expect(result.getByRole('link', { name: text.wonShowNumber })).toHaveAttribute(
    'href',
    '/card',
  );
  await expect(result).toContainText(text.lastDayPlayed);
  // No burst of confetti for a member who asked for less motion.
  await expect(result.locator('.spin-result__confetti')).toBeHidden();

  await expect(page.getByText('Last day', { exact: true })).toHaveCount(0);
});

test('how to claim the prize is still there after a reload', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await winLastChanceSpin(page);
  await expect(page.getByTestId('spin-result')).toContainText(text.wonNext);

  await page.reload();

  const claim = page.getByRole('region', { name: text.claimHeading });
  await expect(claim).toContainText(text.wonNext);
  await expect(claim.getByRole('link', { name: text.wonShowNumber })).toHaveAttribute(
    'href',
    '/card',
  );
});

test('a win celebrates with a burst of confetti when motion is welcome', async ({ page }) => {
  test.slow(); // The full four-second spin.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await winLastChanceSpin(page);

  const result = page.getByTestId('spin-result');
  await expect(result).toContainText('You won dinner for two!', { timeout: 10_000 });
  const confetti = result.locator('.spin-result__confetti span').first();
  await expect(confetti).toBeAttached();
  expect(await confetti.evaluate((piece) => getComputedStyle(piece).animationName)).toBe(
    'spin-result-confetti',
  );
});

test(
  "a win's 'My membership card' opens the card with the code the desk scans",
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await winLastChanceSpin(page);
    const result = page.getByTestId('spin-result');
    await expect(result).toContainText('You won dinner for two!');

    await result.getByRole('link', { name: text.wonShowNumber }).click();

    await expect(page).toHaveURL(/\/card$/);
    await expect(page.locator('main h1')).toHaveText(messages.titles.card);
    await expect(page.getByRole('img', { name: cardMessages.codeAlt('100104') })).toHaveAttribute(
      'data-qr-value',
      '100104',
    );
  },
);

test(
  "a win earlier today: the claim note's 'My membership card' opens the card (the server's own record of the win, so on the emulators too)",
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await signIn(page, 'ace@example.com');
    await page.goto(`/games/spin-the-wheel/${DEMO_GAME_IDS.playedToday}`);
    const note = page.getByRole('region', { name: text.claimHeading });
    await expect(note).toContainText(text.wonNext);

    await note.getByRole('link', { name: text.wonShowNumber }).click();

    await expect(page).toHaveURL(/\/card$/);
    await expect(page.locator('main h1')).toHaveText(messages.titles.card);
    await expect(page.getByRole('img', { name: cardMessages.codeAlt('100107') })).toHaveAttribute(
      'data-qr-value',
      '100107',
    );
  },
);
