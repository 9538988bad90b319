import type { Page } from '@playwright/test';
import { pointsMessages } from '../../src/core/points/pointsMessages';
import { BOTH_SIZES, expect, expectAccessible, signIn, test } from './support';

/**
 * The three balances are named once and the same everywhere, each with a line the member can
 * open; only loyalty points expire, and home says so. Benefits show the tier's own perks apart
 * from those kept from lower tiers (DECISIONS.md "Venue and benefits").
 */
test.describe.configure({ timeout: 60_000 });

const points = pointsMessages;
const KING_EXPIRY =
  /^Only loyalty points expire: your 5,020 on \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}\.$/;

test('home and profile name the same balances, say only loyalty points expire, and explain each', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Your Met Rewards' }) });
  const figures = card.locator('dl').first();
  await expect(figures.getByText(points.reward, { exact: true })).toBeVisible();
  await expect(figures.getByText(points.tier, { exact: true })).toBeVisible();
  await expect(card.getByText(KING_EXPIRY)).toBeVisible();
  await expect(card.getByText(points.rewardExplained)).toBeHidden();

  await card.getByText(points.whatAreThese).click();
  for (const line of [points.rewardExplained, points.tierExplained, points.loyaltyExplained]) {
    await expect(card.getByText(line)).toBeVisible();
  }
  await expect(card.getByRole('term')).toHaveText([
    points.reward,
    points.tier,
    points.reward,
    points.tier,
    points.loyalty,
  ]);

  await page.goto('/profile');
  const main = page.getByRole('main');
  const balances = main.locator('dl').filter({ hasText: points.loyalty }).first();
  await expect(balances.getByRole('term')).toHaveText([points.reward, points.tier, points.loyalty]);
  await expect(main.getByText(KING_EXPIRY)).toBeVisible();
  await expect(main.getByText(/Rewards balance|Tier score|Reward Points/)).toHaveCount(0);
});

test("King's benefits list the tier's own perks, then those from lower tiers, each perk once", async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  await page.goto('/benefits');
  const own = page.getByRole('region', { name: 'King benefits', exact: true });
  const included = page.getByRole('region', { name: 'Also included from lower tiers' });
  await expect(own.getByRole('heading', { name: 'Member prices' })).toBeVisible();
  await expect(own).toContainText('20% off food and drink.');
  await expect(included.getByRole('listitem').filter({ hasText: 'Welcome drink' })).toContainText(
    'From Jack',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Member prices' })).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'Free parking' })).toHaveCount(1);
  await expect(main.getByText(/15% off|10% off|Three hours/)).toHaveCount(0);
});

const activity = points.activity;
const DAY = String.raw`\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}`;

/** A card of the page by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
/** The rewards card on home. */
const rewardsCard = (page: Page) => section(page, 'Your Met Rewards');

test(
  'points activity shows, newest first, how loyalty points were earned, spent and expire, from home and from Profile',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await rewardsCard(page).getByRole('link', { name: activity.link }).click();
    await expect(page).toHaveURL(/\/points$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();

    const expiries = section(page, activity.expiryHeading);
    await expect(expiries.getByRole('listitem')).toHaveText(
      new RegExp(`^5,020 loyalty points expire at the end of ${DAY}$`),
    );
    const history = section(page, activity.historyHeading).getByRole('listitem');
    // King's seeded story adds up to the 5,020 balance: the last visit first, the oldest last.
    await expect(history).toHaveCount(8);
    await expect(history.first()).toContainText('Table games');
    await expect(history.first()).toContainText('+2,350');
    await expect(history.nth(1)).toContainText('Drinks at the bar');
    await expect(history.nth(1)).toContainText('−600');
    await expect(history.filter({ hasText: 'Bonus points from the wheel' })).toContainText('+250');
    await expect(history.filter({ hasText: 'Points from last year' })).toContainText('−500');
    await expectAccessible(page);

    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: activity.link }).click();
    await expect(page).toHaveURL(/\/points$/);
    await expect(history.first()).toContainText('+2,350');
  },
);

test('home says in words how many reward points the next tier needs and what it unlocks, and what the bar counts', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  const card = rewardsCard(page);
  await expect(card.getByText('41,900 more reward points to reach King of Hearts.')).toBeVisible();
  await expect(
    card.getByText('King of Hearts unlocks Guest passes and Birthday dinner.'),
  ).toBeVisible();
  const bar = card.getByRole('progressbar', { name: 'Reward points towards King of Hearts' });
  await expect(bar).toHaveAttribute('aria-valuetext', '30,100 of 72,000 reward points');
  await expect(card.getByText('30,100 of 72,000 reward points')).toBeVisible();
});

test('the top tier says it is the top, with no points to go', async ({ page }) => {
  await signIn(page, 'ace@example.com');
  const card = rewardsCard(page);
  await expect(card.getByText('Ace is our top tier: every benefit is yours.')).toBeVisible();
  await expect(card.getByText(/more reward points to reach/)).toHaveCount(0);
  await expect(card.getByRole('progressbar', { name: points.topTierProgress })).toHaveAttribute(
    'aria-valuetext',
    '251,300 reward points',
  );
  await expectAccessible(page);
});

test("each tier has its own card identity: King's and Ace's cards differ on home and on the card", async ({
  page,
}) => {
  const grounds: string[] = [];
  for (const email of ['king@example.com', 'ace@example.com']) {
    await signIn(page, email);
    const home = await rewardsCard(page).evaluate((node) => getComputedStyle(node).backgroundImage);
    await page.goto('/card');
    const band = await page
      .getByTestId('card-tier-band')
      .evaluate((node) => getComputedStyle(node).backgroundImage);
    expect(band).toBe(home);
    grounds.push(home);
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
  }
  expect(grounds[0]).toMatch(/gradient/);
  expect(grounds[0]).not.toBe(grounds[1]);
});
