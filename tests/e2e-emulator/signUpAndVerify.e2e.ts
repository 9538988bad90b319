import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../e2e/support';
import { verificationLinkTo } from './emulatorRun';

const PASSWORD = 'Velvet-Roulette-Sunrise-71';

async function signUpWithoutMembership(page: Page, email: string): Promise<void> {
  await page.goto('/account/create');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Okafor');
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill('23');
  await dob.getByLabel('Month').fill('8');
  await dob.getByLabel('Year').fill('1991');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my login' }).click();
}

/** A second browser, signed out: the member's phone, where the email is opened. */
async function anotherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  return context.newPage();
}

test('a visitor signs up, confirms the email from the emulator link with the password, and is asked to link a membership', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `new.visitor.${Date.now()}@example.com`;

  await signUpWithoutMembership(page, email);
  await expect(page).toHaveURL(/\/account\/pending$/);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();

  // The Auth emulator's link carries the one-time code; the app's own page applies it.
  const code = new URL(await verificationLinkTo(email)).searchParams.get('oobCode');
  expect(code).toBeTruthy();
  const phone = await anotherDevice(browser, baseURL);
  await phone.goto(`/account/pending?mode=verifyEmail&oobCode=${code}`);
  // The link alone verifies nothing: the login's password confirms it
  // (DECISIONS.md "Account and mail: guessing limits and the planted login").
  await expect(phone.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await phone.getByLabel('Email address').fill(email);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Confirm my email address' }).click();
  // Confirming signed the member in on this device; with no membership yet, they are asked to
  // link one.
  await expect(phone).toHaveURL(/\/account\/verify$/);
  await expect(phone.getByRole('heading', { name: 'Link your membership' })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();

  // The login is kept across a reload (local persistence).
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Link your membership' })).toBeVisible();
  await expect(phone).toHaveURL(/\/account\/verify$/);

  // Back on the first device, still signed in since sign-up: a reload of the user sees it.
  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page).toHaveURL(/\/account\/verify$/);
  await expect(page.getByRole('heading', { name: 'Link your membership' })).toBeVisible();
});
