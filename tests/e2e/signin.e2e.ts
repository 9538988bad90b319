import type { Page } from '@playwright/test';
import { messages } from '../../src/core/kernel/messages';
import { DEMO_PASSWORD, expect, fillLogin, SAME_AT_EVERY_SIZE, test } from './support';

/**
 * Each demo account's sign-in outcome through the login form (spec sections 4, 6 and 8), the
 * login errors, and the redirect parameter surviving the whole sign-in.
 */

const problemDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: messages.dialog.problemTitle });

const urlIs = (path: string) =>
  new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

async function openLoginForm(page: Page): Promise<void> {
  await page.goto('/login-mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

test.describe('members of each tier reach home', { tag: SAME_AT_EVERY_SIZE }, () => {
  for (const [email, tier] of [
    ['jack@example.com', 'Jack'],
    ['queen@example.com', 'Queen'],
    ['queenspades@example.com', 'Queen of Spades'],
    ['king@example.com', 'King'],
    ['kinghearts@example.com', 'King of Hearts'],
    ['kingspades@example.com', 'King of Spades'],
    ['ace@example.com', 'Ace'],
    ['casino17@example.com', 'Queen'],
  ] as const) {
    test(`${email} signs in as ${tier}`, async ({ page }) => {
      await openLoginForm(page);
      await fillLogin(page, email);

      await expect(page).toHaveURL(urlIs('/'));
      await expect(page.locator('.rewards-card .badge')).toHaveText(tier);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Good \w+, \w+/);
      await expect(problemDialog(page)).toHaveCount(0);
    });
  }
});

test('a temporary member is told so in a toast, then signed out', async ({ page }) => {
  await openLoginForm(page);
  await fillLogin(page, 'temporary@example.com');

  await expect(page.getByText(messages.app.temporaryMembership)).toBeVisible();
  await expect(page).toHaveURL(urlIs('/login'));
  await expect(problemDialog(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(urlIs('/login?redirect=%2F'));
});

test.describe('blocked memberships are signed out with a Problem', () => {
  for (const [email, message] of [
    ['update@example.com', messages.app.updateRequired],
    ['executive@example.com', messages.app.executiveRequired],
    ['account@example.com', messages.app.accountRequired],
    ['suspended@example.com', messages.app.suspended],
  ] as const) {
    test(email, async ({ page }) => {
      await openLoginForm(page);
      await fillLogin(page, email);

      const dialog = problemDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(message);
      await expect(page).toHaveURL(urlIs('/login'));
      await dialog.getByRole('button', { name: messages.dialog.ok }).click();
      await expect(dialog).toHaveCount(0);
      await page.goto('/offers');
      await expect(page).toHaveURL(urlIs('/login?redirect=%2Foffers'));
    });
  }
});

test('an unverified login waits at /account/pending', async ({ page }) => {
  await openLoginForm(page);
  await fillLogin(page, 'unverified@example.com');
  await expect(page).toHaveURL(urlIs('/account/pending'));
});

test('a login without a linked membership goes to /account/verify', async ({ page }) => {
  await openLoginForm(page);
  await fillLogin(page, 'unlinked@example.com');
  await expect(page).toHaveURL(urlIs('/account/verify'));
});

test.describe('login errors', () => {
  test('a wrong password is refused and the email stays typed', async ({ page }) => {
    await openLoginForm(page);
    await fillLogin(page, 'king@example.com', 'Not-The-Password-1');

    const dialog = problemDialog(page);
    await expect(dialog).toContainText(messages.login.wrongPassword);
    await dialog.getByRole('button', { name: messages.dialog.ok }).click();
    await expect(page).toHaveURL(urlIs('/login-mobile'));
    await expect(page.getByLabel('Email address')).toHaveValue('king@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Not-The-Password-1');
  });

  test('after a wrong password the dialog offers Forgotten password?, which opens the reset form', async ({
    page,
  }) => {
    await openLoginForm(page);
    await fillLogin(page, 'king@example.com', 'Not-The-Password-1');

    const dialog = problemDialog(page);
    await dialog.getByRole('button', { name: messages.login.forgottenPassword }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(urlIs('/forgotten-password'));
  });

  test('an unknown email is refused', async ({ page }) => {
    await openLoginForm(page);
    await fillLogin(page, 'nobody@example.com');
    await expect(problemDialog(page)).toContainText(messages.login.userNotFound);
  });

  test('empty fields are marked beside the fields and summarised', async ({ page }) => {
    await openLoginForm(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    const summary = page.getByRole('alert').filter({
      hasText: messages.validation.requiredInformation,
    });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(messages.validation.required('Email address'));
    await expect(summary).toContainText(messages.login.missingPassword);
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A refused form is marked in place; the 'Problem' dialog is for refusals by the server.
    await expect(problemDialog(page)).toHaveCount(0);
  });
});

test.describe('the redirect parameter survives the sign-in', () => {
  test('a visitor opening /offers signs in and arrives at /offers', async ({ page }) => {
    await page.goto('/offers');
    await expect(page).toHaveURL(urlIs('/login?redirect=%2Foffers'));
    if (isPhone(page)) {
      await page.getByRole('link', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(urlIs('/login-mobile?redirect=%2Foffers'));
    }
    await fillLogin(page, 'king@example.com');

    await expect(page).toHaveURL(urlIs('/offers'));
    await expect(
      page.getByRole('heading', { level: 1, name: messages.titles.offers }),
    ).toBeAttached();
  });

  test('keeps the query string of the page asked for', async ({ page }) => {
    await page.goto('/login-mobile?redirect=%2Fevents%3Fview%3Dall');
    await fillLogin(page, 'queen@example.com');
    await expect(page).toHaveURL(urlIs('/events?view=all'));
  });

  test('an outside address is never followed (spec-decisions 11)', async ({ page }) => {
    await page.goto('/login-mobile?redirect=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Email address').fill('king@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(urlIs('/'));
  });
});
