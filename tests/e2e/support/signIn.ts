import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demoAccounts';

const LOGIN_PAGES = /^\/login(-mobile)?\/?$/i;

/** The login form of /login-mobile (the form at any width): email, password, Log in. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs in through the UI as a demo account and waits until the guard has landed the member
 * somewhere other than the login page ('/' for a member, /account/pending, /account/verify).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login-mobile');
  await fillLogin(page, email, password);
  await page.waitForURL((url) => !LOGIN_PAGES.test(url.pathname));
  await expect(page.locator('main')).toBeVisible();
}
