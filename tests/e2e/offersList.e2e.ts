import type { Locator, Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { expect, expectAccessible, signIn, test } from './support';

/**
 * /offers as a compact list (DECISIONS.md "Offers and voucher codes", Cards or List):
 * King's seven offers take far less height as rows than as picture cards, the choice is kept on
 * the device, and every row opens its offer, whose page holds its terms.
 */
const KING = 'king@example.com';
const SEVEN = 7;

/** From the top of the first section to the bottom of the last, in CSS pixels. */
async function offersHeight(page: Page): Promise<number> {
  const sections = page.locator('.offer-section');
  const first = await sections.first().boundingBox();
  const last = await sections.last().boundingBox();
  if (first === null || last === null) throw new Error('the offer sections are not laid out');
  return last.y + last.height - first.y;
}

const listChoice = (page: Page): Locator => page.getByRole('radio', { name: 'List' });
const cardsChoice = (page: Page): Locator => page.getByRole('radio', { name: 'Cards' });
const rows = (page: Page): Locator => page.locator('li.offer-row');

test.describe('offers as a compact list', () => {
  test('seven offers take far less height as a list than as cards, and the list is kept after a reload', async ({
    page,
  }) => {
    await signIn(page, KING);
    await page.goto('/offers');
    await expect(page.locator('li.offer-card')).toHaveCount(SEVEN);
    await expect(cardsChoice(page)).toBeChecked();
    // The pictures keep their 16:9 frames while loading, so the height is final already.
    const cardsHeight = await offersHeight(page);

    await listChoice(page).check();

    await expect(rows(page)).toHaveCount(SEVEN);
    await expect(page.locator('li.offer-card')).toHaveCount(0);
    const listHeight = await offersHeight(page);
    expect(listHeight, `list ${listHeight}px against cards ${cardsHeight}px`).toBeLessThan(
      cardsHeight * 0.6,
    );
    // About one thumb's height a row, headings and gaps included.
    expect(listHeight / SEVEN).toBeLessThan(120);
    await expectAccessible(page);

    await page.reload();

    await expect(listChoice(page)).toBeChecked();
    await expect(rows(page)).toHaveCount(SEVEN);
    await expect(page.locator('li.offer-card')).toHaveCount(0);

    await cardsChoice(page).check();
    await page.reload();
    await expect(page.locator('li.offer-card')).toHaveCount(SEVEN);
  });

  test('each row, tapped anywhere, opens its offer, whose page shows its terms', async ({
    page,
  }) => {
    await signIn(page, KING);
    await page.goto('/offers');
    await listChoice(page).check();
    await expect(rows(page)).toHaveCount(SEVEN);
    const titles = await rows(page).locator('.offer-row__title').allTextContents();
    expect(new Set(titles).size).toBe(SEVEN);

    for (const [index, title] of titles.entries()) {
      const row = rows(page).nth(index);
      // Away from the title's text: the thumbnail's side and the chevron's side of the row.
      const box = await row.boundingBox();
      if (box === null) throw new Error(`row ${title} is not laid out`);
      const x = index % 2 === 0 ? 12 : box.width - 12;
      await row.click({ position: { x, y: box.height / 2 } });

      await expect(page).toHaveURL(/\/offers\/[^/]+$/);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: messages.incentives.termsHeading }),
      ).toBeVisible();
      await page.goBack();
      await expect(rows(page)).toHaveCount(SEVEN);
    }
  });
});
