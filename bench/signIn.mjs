/** The demo member the bench signs in as (fake mode): a linked member with vouchers and games. */
export const BENCH_MEMBER = 'king@example.com';
/** BENCH_MEMBER's voucher with a QR code (functions/src/seed/demoOffers.ts). */
export const BENCH_OFFER_PATH = '/offers/king-steak-night';
/** The password of every demo login (DEMO_PASSWORD in functions/src/seed/demoMembers.ts). */
export const DEMO_PASSWORD = 'Demo-Royal-Flush-26';

const LOGIN_PAGES = /^\/login(-mobile)?\/?$/i;

/**
 * Signs in through the login form, as tests/e2e/support/signIn.ts does, and waits until the
 * guard has left the login page for a signed-in screen.
 * @param {import('@playwright/test').Page} page
 */
export async function signInAsDemoMember(page, origin) {
  await page.goto(`${origin}/login-mobile`);
  await page.getByLabel('Email address').fill(BENCH_MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !LOGIN_PAGES.test(url.pathname));
  await page.locator('main h1').first().waitFor();
}
