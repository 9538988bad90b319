import { messages } from '../../src/core/kernel/messages';
import { expect, signIn, test } from './support';

/**
 * The three balances are named once and the same everywhere, each with a line the member can
 * open; only loyalty points expire, and home says so. Benefits show the tier's own perks apart
 * from those kept from lower tiers (DECISIONS.md "Venue and benefits").
 */
test.describe.configure({ timeout: 60_000 });

const points = messages.points;
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
