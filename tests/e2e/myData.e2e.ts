import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../functions/src/seed/demoMembers';
import { messages } from '../../src/core/kernel/messages';
import { BOTH_SIZES, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './support';

/**
 * The member's control of their data (issue 26): download my data saves the member's own copy
 * as a JSON file.
 */

function demo(key: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}

/** Sends a support ticket from the signed-in support form, with `message`. */
async function sendTicket(page: Page, message: string): Promise<void> {
  await page.goto('/account/support');
  const name = page.getByLabel(messages.fieldLabels.name, { exact: true });
  if ((await name.inputValue()) === '') await name.fill('Ace Member');
  const email = page.getByLabel(messages.fieldLabels.email, { exact: true });
  if ((await email.inputValue()) === '') await email.fill('ace@example.com');
  await page.getByLabel(messages.fieldLabels.topic, { exact: true }).selectOption('Account');
  await page.getByLabel(messages.fieldLabels.message, { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Your reference is/)).toBeVisible();
}

test(
  'download my data saves a JSON file of the member’s own plays and tickets, and nothing of another member',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    test.slow();
    const ace = demo('ace');
    const king = demo('king');
    const message = `Where are my points? ${Date.now()}`;
    await signIn(page, ace.email);
    await sendTicket(page, message);

    await page.goto('/settings');
    const panel = page.getByRole('region', { name: messages.myData.heading });
    await expect(panel).toContainText(messages.myData.intro);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: messages.myData.button }).click(),
    ]);

    const fileName = download.suggestedFilename();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(fileName).toBe(`met-rewards-data-${ace.member.customer_number}-${day}.json`);
    const text = await readFile((await download.path())!, 'utf8');
    const copy = JSON.parse(text) as {
      summary: { about: string; sections: Record<string, string> };
      member: { customer_number: string; email: string };
      plays: { prizeName: string }[];
      tickets: { message: string }[];
    };
    expect(Object.keys(copy)[0]).toBe('summary');
    expect(copy.summary.about).toContain(ace.member.customer_number);
    expect(copy.member).toMatchObject({
      customer_number: ace.member.customer_number,
      email: ace.email,
    });
    expect(copy.plays.map((play) => play.prizeName)).toContain('Free drink');
    expect(copy.tickets.map((ticket) => ticket.message)).toContain(message);
    expect(text).not.toContain(king.email);
    expect(text).not.toContain(king.member.customer_number);
    await expect(panel.getByRole('status')).toHaveText(messages.myData.saved(fileName));
    await expectAccessible(page);
  },
);

test('download my data offline says it needs a connection', async ({ page, context }) => {
  await signIn(page, demo('queen').email);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: messages.myData.heading });
  await expect(panel.getByRole('button', { name: messages.myData.button })).toBeVisible();

  await context.setOffline(true);
  await panel.getByRole('button', { name: messages.myData.button }).click();

  await expect(panel.getByRole('status')).toHaveText(messages.myData.offline);
  await context.setOffline(false);
});

test(
  'deleting the account says first what the casino keeps, why and until when, then shows a receipt reference',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    test.slow();
    const member = demo('queenspades');
    await signIn(page, member.email);
    await page.goto('/settings/delete');
    const explained = page.getByText(/What the casino keeps, and why/).locator('..');
    await expect(explained).toContainText('your membership record');
    await expect(explained).toContainText('Money Laundering Regulations 2017');
    await expect(explained).toContainText('until five years after your membership ends');
    await expectAccessible(page);

    await page.getByLabel(messages.fieldLabels.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Delete my online account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    const receipt = page.getByText(/Your receipt reference is DEL-[0-9A-Z]{8}/);
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('until five years after your membership ends');
    await expectAccessible(page);
  },
);
