import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../functions/src/seed/demoMembers';
import { formatDayKey } from '../../src/core/kernel/format';
import { messages } from '../../src/core/kernel/messages';
import { myDataMessages } from '../../src/core/settings/myDataMessages';
import { deletionMessages as deletion } from '../../src/core/settings/deletionMessages';
import {
  BOTH_SIZES,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  SAME_AT_EVERY_SIZE,
  signIn,
  test,
} from './support';

/**
 * The member's control of their data: download my data saves the member's own copy
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
    const panel = page.getByRole('region', { name: myDataMessages.heading });
    await expect(panel).toContainText(myDataMessages.intro);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: myDataMessages.button }).click(),
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
      membership: { dateOfBirth: string };
      pointsActivity: unknown[];
    };
    expect(Object.keys(copy)[0]).toBe('summary');
    expect(copy.summary.about).toContain(ace.member.customer_number);
    expect(copy.member).toMatchObject({
      customer_number: ace.member.customer_number,
      email: ace.email,
    });
    // The record beyond what the app shows, and the points' movements.
    expect(copy.membership.dateOfBirth).toBe(ace.member.dob);
    expect(copy.pointsActivity.length).toBeGreaterThan(0);
    expect(copy.plays.map((play) => play.prizeName)).toContain('Free drink');
    expect(copy.tickets.map((ticket) => ticket.message)).toContain(message);
    expect(text).not.toContain(king.email);
    expect(text).not.toContain(king.member.customer_number);
    await expect(panel.getByRole('status')).toHaveText(myDataMessages.saved(fileName));

    // Beside the file, what it holds in words: the date of birth as a date, the plays counted.
    const summary = panel.getByRole('region', { name: myDataMessages.summary.heading });
    await expect(
      summary.getByRole('heading', { name: myDataMessages.summary.heading, level: 3 }),
    ).toBeVisible();
    const dateOfBirth = formatDayKey(ace.member.dob);
    expect(dateOfBirth).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
    const membership = summary.getByRole('region', { name: 'Your membership' });
    await expect(
      membership.locator('div', {
        has: page.getByRole('term').filter({ hasText: 'Date of birth' }),
      }),
    ).toContainText(dateOfBirth);
    const plays = summary.getByRole('region', { name: 'Spin To Win plays' });
    await expect(plays).toContainText(
      `${myDataMessages.summary.count(copy.plays.length, 'play', 'plays')}, the latest on`,
    );
    await expect(summary).not.toContainText(ace.member.dob);
    await expectAccessible(page);
  },
);

test('download my data offline says it needs a connection', async ({ page, context }) => {
  await signIn(page, demo('queen').email);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: myDataMessages.heading });
  await expect(panel.getByRole('button', { name: myDataMessages.button })).toBeVisible();

  await context.setOffline(true);
  await panel.getByRole('button', { name: myDataMessages.button }).click();

  await expect(panel.getByRole('status')).toHaveText(myDataMessages.offline);
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

    // A calm page of its own, signed out, for as long as the member likes.
    await expect(page).toHaveURL(/\/account\/deleted\?reference=DEL-[0-9A-Z]{8}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const receipt = page.getByRole('region', { name: deletion.referenceLabel });
    await expect(receipt.getByText(reference, { exact: true })).toBeVisible();
    await expect(receipt).toContainText(deletion.emailed);
    const next = page.getByRole('region', { name: deletion.nextHeading });
    await expect(next).toContainText('until five years after your membership ends');
    await expect(next).toContainText('points have not changed');
    await expectAccessible(page);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await receipt.getByRole('button', { name: deletion.copy }).click();
    await expect(receipt.getByRole('status')).toHaveText(deletion.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

    // Still there after a reload, and the member is signed out: the menus are gone.
    await page.reload();
    await expect(receipt.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('link', { name: deletion.done }).click();
    await expect(page).toHaveURL(/\/login$/);
  },
);

test(
  "where the browser will not copy, the receipt's Copy button says to write the reference down",
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    await page.goto('/account/deleted?reference=DEL-7K2M9QXA');
    const receipt = page.getByRole('region', { name: deletion.referenceLabel });
    await expect(receipt.getByText('DEL-7K2M9QXA', { exact: true })).toBeVisible();

    await receipt.getByRole('button', { name: deletion.copy }).click();

    await expect(receipt.getByRole('status')).toHaveText(deletion.copyFailed);
    expect(await page.evaluate(() => String(window.getSelection()))).toBe('DEL-7K2M9QXA');
  },
);

test(
  'a receipt address with anything but a reference the server could make shows no reference',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await page.goto('/account/deleted?reference=Call%2001234%20567890');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deletion.heading);
    await expect(page.getByText(deletion.noReference)).toBeVisible();
    await expect(page.getByText('01234')).toHaveCount(0);
  },
);
