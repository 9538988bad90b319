import { expect, expectAccessible, fillLogin, signIn, test } from './support';
import { DEMO_PASSWORD } from './support/demoAccounts';
import { decodeQr } from './support/decodeQr';

/**
 * The casino's desk, in fake mode (one world per browser profile), so one account
 * after the other: king opens a voucher's code, the desk signs in at /desk, types that code and
 * redeems it once; typed again it says when; king's membership number shows king.
 */
test.describe.configure({ timeout: 90_000 });

const VOUCHER = '/offers/king-steak-night';
const REDEEMED = /Redeemed at \d{1,2}:\d{2}[ap]m at The Metropolitan Mayfair/;
/** A second scan: when, with the day, and where; never the words of a success. */
const ALREADY =
  /^Already redeemed at \d{1,2}:\d{2}[ap]m on \d{1,2}(st|nd|rd|th) \w{3} \d{4} at The Metropolitan Mayfair$/;

async function typeCode(page: import('@playwright/test').Page, code: string): Promise<void> {
  await page.getByLabel('Or type or paste the code').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

test('the desk reads a voucher’s code, redeems it once, says when after, and reads a card', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  await page.goto(VOUCHER);
  const qr = page.getByRole('img', { name: 'QR code for Steak night for two' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const code = await decodeQr(qr);
  expect(code).toMatch(/^MR2\./);

  // A member on /desk is told it is for staff, with the way to sign in as staff.
  await page.goto('/desk');
  await expect(
    page.getByRole('heading', { name: 'This page is for the casino’s staff.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out to sign in as staff' }).click();
  // Signed out on the desk, the desk's own sign-in, not the members' login page.
  await expect(page.getByRole('heading', { name: 'Desk sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/desk$/);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill('desk@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();

  await typeCode(page, code);
  const reading = page.getByRole('article', { name: 'Voucher code' });
  const statusLine = page.getByTestId('desk-status-line');
  await expect(reading.getByTestId('desk-status-line')).toHaveText('Valid — ready to redeem');
  await expect(reading.getByText('Steak night for two')).toBeVisible();
  await expect(reading.getByText('100104')).toBeVisible();
  await expect(reading.getByText('The Metropolitan Mayfair')).toBeVisible();
  await expectAccessible(page);
  await reading.getByRole('button', { name: 'Redeem' }).click();

  const done = page.getByRole('article', { name: 'Redeemed' });
  await expect(done.getByTestId('desk-status-line')).toHaveText('Redeemed');
  await expect(done.getByText(REDEEMED)).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Scan the next code' }).click();

  await typeCode(page, code);
  await expect(reading.getByTestId('desk-status-line')).toHaveText('Already redeemed');
  await expect(reading.getByTestId('desk-status')).toHaveAttribute('role', 'alert');
  await expect(reading.getByText(ALREADY)).toBeVisible();
  await expect(reading.getByText(REDEEMED)).toHaveCount(0);
  await expect(reading.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  await expectAccessible(page);
  await reading.getByRole('button', { name: 'Scan the next code' }).click();

  await typeCode(page, '100104');
  const card = page.getByRole('article', { name: 'Membership card' });
  await expect(statusLine).toHaveText('Membership card — check their photo ID');
  await expect(card.getByText('100104')).toBeVisible();
  await expect(card.getByText('Vouchers they may use today')).toBeVisible();
  await expectAccessible(page);

  // King again on this device: the voucher is used, when and where, and draws no code.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Desk sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/desk$/);
  await signIn(page, 'king@example.com');
  await page.goto(VOUCHER);
  await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible();
  await expect(page.getByText(REDEEMED)).toBeVisible();
  await expect(qr).toHaveCount(0);
});

test('a staff login that signs in on /login is sent to the desk, never to link a membership', async ({
  page,
}) => {
  await page.goto('/login-mobile');
  await fillLogin(page, 'desk@example.com');
  await page.waitForURL(/\/desk$/);
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
  // A page loaded elsewhere sends staff on by loading the desk (its own Permissions-Policy), which
  // may cut the first load short: wait only for it to start.
  await page.goto('/offers', { waitUntil: 'commit' });
  await page.waitForURL(/\/desk$/);
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
});

test('a forged code is refused in plain words and what was typed stays', async ({ page }) => {
  await page.goto('/desk');
  await page.getByLabel('Email address').fill('desk@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await typeCode(page, 'MR2.not.a.real.code.x');
  await expect(page.getByTestId('desk-status-line')).toHaveText('Refused: not one of our codes');
  await expect(page.getByRole('alert')).toContainText(/not one of ours|changed|expired/i);
  await expect(page.getByLabel('Or type or paste the code')).toHaveValue('MR2.not.a.real.code.x');
});
