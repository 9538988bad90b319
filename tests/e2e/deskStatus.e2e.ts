import type { Page } from '@playwright/test';
import { takeBreakMessages } from '../../src/core/member/takeBreakMessages';
import { SAME_AT_EVERY_SIZE, expect, expectAccessible, signIn, test } from './support';
import { DEMO_PASSWORD } from './support/demoAccounts';
import { decodeQr } from './support/decodeQr';

/**
 * The desk says yes or no at a glance: every reading starts with one status line in words, its own
 * colour and shape, above the member and the voucher. Valid and redeemed are in deskRedeem.e2e.ts;
 * here the refusals: a forged code, another casino's member, a self-excluded member, and a member
 * who took a break after opening a voucher's code (that code, and their card). And at 200 % text
 * on a phone the valid reading scrolls down only, Redeem wholly on screen.
 */
test.describe.configure({ timeout: 120_000 });

const VOUCHER = '/offers/king-steak-night';
const KING = { email: 'king@example.com', number: '100104', name: 'Marcus Bell' };
/** Queen's home casino is Manchester; the desk is Mayfair's. */
const OTHER_CASINO_NUMBER = '100102';
const EXCLUDED = { number: '100115', name: 'Owen Price' };

const status = (page: Page) => page.getByTestId('desk-status');
const statusLine = (page: Page) => page.getByTestId('desk-status-line');

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Or type or paste the code').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

async function signInAtDesk(page: Page): Promise<void> {
  await page.goto('/desk');
  const signOut = page.getByRole('button', { name: 'Sign out to sign in as staff' });
  const staffSignIn = page.getByRole('heading', { name: 'Desk sign-in' });
  await expect(signOut.or(staffSignIn)).toBeVisible();
  if (await signOut.isVisible()) await signOut.click();
  await page.getByLabel('Email address').fill('desk@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
}

/** The status is the reading's first thing, above the member's name (and so tier and number). */
async function expectStatusFirst(page: Page, memberName: string): Promise<void> {
  const reading = page.getByRole('article');
  const first = reading.locator(':scope > *').first();
  await expect(first).toHaveAttribute('data-testid', 'desk-status');
  const statusBox = await status(page).boundingBox();
  const nameBox = await reading.getByText(memberName, { exact: true }).boundingBox();
  expect(statusBox && nameBox && statusBox.y + statusBox.height <= nameBox.y).toBe(true);
}

/** At 200 % text on a phone: nothing wider than the screen, Redeem wholly on it once scrolled. */
async function expectRedeemReachableAtLargeText(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  // Nothing in the desk reaches past the screen's right edge (an element may clip what overflows).
  const widest = await page
    .locator('main')
    .evaluate((main) =>
      Math.max(...[...main.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)),
    );
  expect(widest, 'no sideways scroll at 200 %').toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await redeem.scrollIntoViewIfNeeded();
  const box = await redeem.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box === null || viewport === null) return;
  // Sub-pixel rounding aside, wholly on screen.
  expect(box.x).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(-0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

test(
  'each refusal starts with "Refused" and why: forged, another casino’s, self-excluded, on a break',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, KING.email);
    await page.goto(VOUCHER);
    const qr = page.getByRole('img', { name: 'QR code for Steak night for two' });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const code = await decodeQr(qr);

    await signInAtDesk(page);
    await typeCode(page, code);
    await expect(statusLine(page)).toHaveText('Valid — ready to redeem');
    await expect(status(page)).toHaveAttribute('data-kind', 'valid');
    await expectStatusFirst(page, KING.name);
    await expectRedeemReachableAtLargeText(page);

    await typeCode(page, 'MR2.not.a.real.code.x');
    await expect(statusLine(page)).toHaveText('Refused: not one of our codes');
    await expect(status(page)).toHaveAttribute('role', 'alert');
    await expect(status(page)).toContainText('not one of ours');
    await expectAccessible(page);

    await typeCode(page, OTHER_CASINO_NUMBER);
    await expect(statusLine(page)).toHaveText('Refused: another casino’s member');
    await expect(status(page)).toContainText('The Metropolitan Manchester');

    await typeCode(page, EXCLUDED.number);
    await expect(statusLine(page)).toHaveText('Refused: self-excluded');
    await expect(status(page)).toContainText(`${EXCLUDED.name} is self-excluded`);
    await expectStatusFirst(page, EXCLUDED.name);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Scan the next code' }).click();

    // King takes a break: the code he opened before it, and his card, are refused at the desk.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Desk sign-in' })).toBeVisible();
    await signIn(page, KING.email);
    await page.goto('/safer-gambling');
    const panel = page.getByTestId('take-break');
    await panel.getByRole('radio', { name: '24 hours' }).check();
    await panel.getByRole('button', { name: takeBreakMessages.heading }).click();
    await panel.getByRole('button', { name: takeBreakMessages.confirm }).click();
    await expect(page.getByTestId('pause-note')).toBeVisible();

    await signInAtDesk(page);
    await typeCode(page, code);
    await expect(statusLine(page)).toHaveText('Refused: on a break');
    await expect(status(page)).toContainText(`${KING.name} is taking a break until`);
    await expectStatusFirst(page, KING.name);
    await expect(page.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Scan the next code' }).click();

    await typeCode(page, KING.number);
    await expect(statusLine(page)).toHaveText('Refused: on a break');
    await expectStatusFirst(page, KING.name);
  },
);
