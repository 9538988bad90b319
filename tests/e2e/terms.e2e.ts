import type { Locator, Page } from '@playwright/test';
import { DEMO_GAME_IDS, demoGames } from '../../functions/src/seed/demoGames';
import { SeedCalendar } from '../../functions/src/seed/seedCalendar';
import { spinToWinOdds } from '../../src/core/games/gameTerms';
import { messages } from '../../src/core/kernel/messages';
import { gamesMessages } from '../../src/core/games/gamesMessages';
import { expect, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * Terms before taking part (SR code 5.1.1; ../shared/SAFER-GAMBLING.md): every game card and
 * every offer leads to its own page with its terms, and a game's odds, before the member opts in
 * or uses it; opting in from a card names the game it joins.
 */

const text = gamesMessages;

/** Spring Fortune, open today; Jack has joined no game. */
const SPRING_FORTUNE = DEMO_GAME_IDS.open;

function prizesOf(gameId: string) {
  const entry = demoGames(new SeedCalendar(new Date())).find((game) => game.game.id === gameId);
  if (!entry) throw new Error(`No demo game ${gameId}`);
  return entry.prizes;
}

function homeGameCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Spin To Win' }).getByRole('article');
}

function termsRegion(page: Page): Locator {
  return page.getByRole('region', { name: messages.incentives.termsHeading, exact: true });
}

/** The game page's terms, with every row of its odds, as a member reads them. */
async function expectTermsAndOdds(page: Page, gameId: string): Promise<void> {
  const terms = termsRegion(page);
  await expect(terms).toBeInViewport();
  await expect(terms).toContainText(messages.incentives.freeToPlay);
  await expect(terms).toContainText(messages.incentives.spinToWin.oneSpinADay);
  const odds = terms.getByRole('table');
  for (const row of spinToWinOdds(prizesOf(gameId))) {
    await expect(odds.getByRole('row', { name: `${row.outcome} ${row.chance}` })).toBeVisible();
  }
}

test('from home, a game the member has not joined opens at its terms and odds, and is still not joined', async ({
  page,
}) => {
  await signIn(page, 'jack@example.com');
  const cards = homeGameCards(page);
  await expect(cards.first()).toBeVisible();

  // Every card on home has its way to its own game's terms and odds.
  for (const card of await cards.all()) {
    const name = await card.getByRole('heading').textContent();
    const link = card.getByRole('link', { name: `${text.termsAndOdds}: ${name}`, exact: true });
    await expect(link).toHaveAttribute('href', /^\/games\/spin-the-wheel\/[^/#]+#game-terms$/);
  }

  const springFortune = cards.filter({ hasText: 'Spring Fortune' });
  await expect(springFortune.getByText('Opted in', { exact: true })).toHaveCount(0);
  await springFortune.getByRole('link', { name: `${text.termsAndOdds}: Spring Fortune` }).click();

  await expect(page).toHaveURL(new RegExp(`/games/spin-the-wheel/${SPRING_FORTUNE}#game-terms$`));
  await expect(page.getByRole('heading', { name: 'Spring Fortune' })).toBeAttached();
  await expectTermsAndOdds(page, SPRING_FORTUNE);
  // Reading the terms joined nothing: the opt-in is still offered, the wheel not.
  await expect(page.getByText('Opted in', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);

  // Beside the opt-in, the way down to the same terms.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: text.readTermsFirst }).click();
  await expect(termsRegion(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Opt in', exact: true })).toBeEnabled();
});

test(
  'opting in from a home card names the game it joins, on every card that offers it',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'jack@example.com');
    const cards = homeGameCards(page);
    await expect(cards.first()).toBeVisible();
    const optIns = page.getByRole('region', { name: 'Spin To Win' }).getByRole('button');
    await expect(optIns.first()).toBeVisible();

    for (const card of await cards.all()) {
      const name = await card.getByRole('heading').textContent();
      const button = card.getByRole('button');
      if ((await button.count()) === 0) continue;
      await expect(button).toHaveText(text.optInTo(name ?? ''));
      await expect(button).toHaveAccessibleName(text.optInTo(name ?? ''));
    }
  },
);

test(
  'every offer card opens its own page, which shows its terms',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/offers');
    const offerCards = page.locator('li.offer-card');
    await expect(offerCards.first()).toBeVisible();
    const titles = await offerCards.locator('.offer-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // Each card says where its terms are.
    await expect(offerCards.filter({ hasText: 'View offer and terms' })).toHaveCount(titles.length);

    for (const title of titles) {
      await page.getByRole('link', { name: title, exact: true }).click();

      await expect(page).toHaveURL(/\/offers\/[^/]+$/);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const terms = page.getByRole('region', { name: messages.incentives.termsHeading });
      await expect(terms).toBeVisible();
      await expect(terms.getByRole('link', { name: messages.incentives.fullTerms })).toBeVisible();
      await page.goBack();
      await expect(offerCards).toHaveCount(titles.length);
    }
  },
);
