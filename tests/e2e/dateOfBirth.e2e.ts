import type { Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { expect, signIn, test } from './support';

/**
 * Date of birth is typed as day, month and year (spec-decisions 26, the GOV.UK pattern) on the
 * register, link and create-login forms: never a native date picker whose order follows the
 * browser, so the README's 12 April 1985 is 12 April whatever the locale.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ locale: 'en-US' });

const labels = messages.fieldLabels;

function dateOfBirth(page: Page) {
  return page.getByRole('group', { name: labels.dob });
}

async function expectDayMonthYearFields(page: Page): Promise<void> {
  const dob = dateOfBirth(page);
  await expect(dob).toBeVisible();
  await expect(dob.getByRole('textbox')).toHaveCount(3);
  const order = await dob
    .locator('label')
    .evaluateAll((found) => found.map((label) => label.textContent));
  expect(order).toEqual([labels.day, labels.month, labels.year]);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
}

test('an unlinked member who reloads /account/link stays there, and links with day 12, month 4, year 1985', async ({
  page,
}) => {
  await signIn(page, 'unlinked@example.com');
  await page.goto('/account/link');
  await page.reload();
  await expect(page).toHaveURL(/\/account\/link$/);
  await expect(page.getByRole('heading', { name: 'Link your membership', level: 1 })).toBeVisible();
  await expectDayMonthYearFields(page);

  await page.getByLabel(labels.membershipNumber).fill('100200');
  const dob = dateOfBirth(page);
  await dob.getByLabel(labels.day).fill('12');
  await dob.getByLabel(labels.month).fill('4');
  await dob.getByLabel(labels.year).fill('1985');
  await page.getByRole('button', { name: 'Link membership' }).click();

  await expect(page).toHaveURL(/\/account\/linked$/);
});

test('the join form says which part of a date of birth is missing, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/account/register');
  await expectDayMonthYearFields(page);
  const dob = dateOfBirth(page);
  await dob.getByLabel(labels.day).fill('12');
  await dob.getByLabel(labels.year).fill('1985');
  await page.getByRole('button', { name: 'Join Met Rewards' }).click();

  await expect(dob.getByText(messages.validation.dateMissing('month'))).toBeVisible();
  await expect(dob.getByLabel(labels.day)).toHaveValue('12');
  await expect(dob.getByLabel(labels.year)).toHaveValue('1985');

  await dob.getByLabel(labels.month).fill('13');
  await page.getByRole('button', { name: 'Join Met Rewards' }).click();
  await expect(dob.getByText(messages.validation.invalidDate)).toBeVisible();
});

test('create login asks for the date of birth as day, month and year, with the required message', async ({
  page,
}) => {
  await page.goto('/account/create');
  await expectDayMonthYearFields(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(dateOfBirth(page).getByText(messages.validation.required(labels.dob))).toBeVisible();
});
