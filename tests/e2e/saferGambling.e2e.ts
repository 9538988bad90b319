import type { Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { messages } from '../../src/core/kernel/messages';
import { BOTH_SIZES, expect, expectAccessible, signIn, test } from './support';

/**
 * Safer gambling and terms on every incentive (../shared/SAFER-GAMBLING.md): the page
 * one tap from the menus and from Spin To Win, the helpline as a tel: link, SENSE and GAMSTOP, the
 * home casino's own contact; each offer and each game shows its terms.
 */
test.describe.configure({ timeout: 60_000 });

const text = messages.saferGambling;
const KING = {
  email: 'king@example.com',
  venue: 'The Metropolitan Mayfair',
  phone: '020 7946 0614',
};

async function expectSaferGamblingPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/safer-gambling$/);
  await expect(page.locator('main h1')).toHaveText(text.title);
  await expect(page).toHaveTitle(messages.titles.document(text.title));
}

test.describe('the safer gambling page', () => {
  test('opens in one tap from the menu: the helpline as a tel: link, SENSE, GAMSTOP and the casino', async ({
    page,
  }, testInfo) => {
    await signIn(page, KING.email);
    if (testInfo.project.name === 'desktop') {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: text.title }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'More' })
        .click();
      await page
        .getByRole('navigation', { name: 'More' })
        .getByRole('link', { name: text.title })
        .click();
    }
    await expectSaferGamblingPage(page);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text.helplineHeading })).toBeVisible();
    await expect(main.getByRole('link', { name: text.callHelpline })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    await expect(main.getByRole('link', { name: /^SENSE/ })).toHaveAttribute(
      'href',
      'https://www.senseselfexclusion.com',
    );
    await expect(main.getByText(text.senseText)).toBeVisible();
    await expect(main.getByRole('link', { name: /^GAMSTOP/ })).toHaveAttribute(
      'href',
      'https://www.gamstop.co.uk',
    );
    await expect(main.getByText(text.gamstopText)).toBeVisible();
    // The home casino's own number, from the venue the member belongs to.
    await expect(main.getByText(text.contactText(KING.venue))).toBeVisible();
    await expect(
      main.getByRole('link', { name: `Call ${KING.venue}, ${KING.phone}` }),
    ).toHaveAttribute('href', 'tel:02079460614');
    // What the app offers today, and nothing it does not.
    await expect(main.getByRole('link', { name: new RegExp(text.supportLink) })).toHaveAttribute(
      'href',
      '/account/support',
    );
    await expect(main.getByRole('link', { name: new RegExp(text.infoLink) })).toHaveAttribute(
      'href',
      '/info/responsible-gaming',
    );
    await expectAccessible(page);
  });

  test('opens from a Spin To Win game', async ({ page }) => {
    await signIn(page, KING.email);
    await page.goto(`/games/spin-the-wheel/${DEMO_GAME_IDS.open}`);
    await expect(page.getByRole('heading', { name: 'Spring Fortune' })).toBeVisible();

    await page.getByRole('link', { name: text.link }).click();

    await expectSaferGamblingPage(page);
    await expect(page.getByRole('link', { name: text.callHelpline })).toHaveAttribute(
      'href',
      text.helplineHref,
    );
  });

  test('opens from the Responsible Gaming page', async ({ page }) => {
    await signIn(page, KING.email);
    await page.goto('/info/responsible-gaming');

    await page.getByRole('main').getByRole('link', { name: text.link }).click();

    await expectSaferGamblingPage(page);
  });

  test('is not offered to a visitor in the signed-out footer, and asks a visitor to log in', async ({
    page,
  }) => {
    await page.goto('/info/responsible-gaming');
    await expect(page.getByRole('link', { name: 'Data Processing' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: text.title, exact: true })).toHaveCount(0);

    await page.goto('/safer-gambling');

    await expect(page).toHaveURL(/\/login(-mobile)?\?redirect=%2Fsafer-gambling$/);
  });
});

test.describe('terms on every incentive', { tag: BOTH_SIZES }, () => {
  test("an offer's details show its terms and a way to the full terms", async ({ page }) => {
    await signIn(page, KING.email);
    await page.goto('/offers/king-steak-night');

    const terms = page.getByRole('region', { name: messages.incentives.termsHeading, exact: true });
    await expect(terms).toContainText('One per member. Not exchangeable for cash.');
    await terms.getByRole('link', { name: messages.incentives.fullTerms }).click();
    await expect(page).toHaveURL(/\/info\/terms$/);
  });

  test('a Spin To Win game says it is free to play and shows its terms', async ({ page }) => {
    const spin = messages.incentives.spinToWin;
    await signIn(page, KING.email);
    await page.goto(`/games/spin-the-wheel/${DEMO_GAME_IDS.open}`);

    const terms = page.getByRole('region', { name: messages.incentives.termsHeading, exact: true });
    await expect(terms.getByText(messages.incentives.freeToPlay, { exact: true })).toBeVisible();
    for (const line of [spin.adultsOnly, spin.oneSpinADay, spin.result, spin.prizes]) {
      await expect(terms).toContainText(line);
    }
    await expect(terms).toContainText(
      /Opt in from \d+\w\w \w{3} \d{4} to .*, then spin once a day/,
    );
    await expect(terms.getByRole('link', { name: messages.incentives.fullTerms })).toHaveAttribute(
      'href',
      '/info/terms',
    );
    await expectAccessible(page);
  });
});
