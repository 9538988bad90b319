import { expect, type Page } from '@playwright/test';
import type { CallableName } from '@met/scheme/contract';
import { messages } from '../../../../src/core/kernel/messages';

/** Requests the page's fake world has had for `callable` since the page loaded. */
export async function callsTo(page: Page, callable: CallableName): Promise<number> {
  await page.waitForFunction(() => window.__metFakeWorld !== undefined, null, { timeout: 10_000 });
  return page.evaluate((name) => window.__metFakeWorld?.calls(name) ?? -1, callable);
}

/** In-app navigation (no reload, so the world's in-memory faults stay in place). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

export function problemDialog(page: Page) {
  return page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
}

/** The Problem dialog says `message`; OK closes it. */
export async function closeProblem(page: Page, message: string | RegExp): Promise<void> {
  const dialog = problemDialog(page);
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: messages.dialog.ok }).click();
  await expect(dialog).toBeHidden();
}

/** What a visitor types into /account/support. */
export const TYPED_TICKET = {
  name: 'Imogen Calloway',
  email: 'imogen.calloway@example.com',
  topic: 'Spin To Win',
  message: 'The wheel froze in the basement bar. ✨ مرحبا <b>bold?</b>',
};

export async function typeTicket(page: Page): Promise<void> {
  await page.getByLabel('Name').fill(TYPED_TICKET.name);
  await page.getByLabel('Email address').fill(TYPED_TICKET.email);
  await page.getByLabel('Topic').selectOption(TYPED_TICKET.topic);
  await page.getByLabel('Message').fill(TYPED_TICKET.message);
}

/** Every value typed into the support form is still there. */
export async function expectTicketKept(page: Page): Promise<void> {
  await expect(page.getByLabel('Name')).toHaveValue(TYPED_TICKET.name);
  await expect(page.getByLabel('Email address')).toHaveValue(TYPED_TICKET.email);
  await expect(page.getByLabel('Topic')).toHaveValue(TYPED_TICKET.topic);
  await expect(page.getByLabel('Message')).toHaveValue(TYPED_TICKET.message);
}

export function sendTicketButton(page: Page) {
  return page.getByRole('button', { name: 'Send message' });
}

export async function expectTicketSent(page: Page): Promise<void> {
  await expect(page.getByText(/Your reference is/)).toBeVisible();
}
