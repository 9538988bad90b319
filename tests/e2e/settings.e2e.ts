import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../functions/src/seed/demoMembers';
import { messages } from '../../src/core/kernel/messages';
import { usageStatisticsMessages } from '../../src/core/device/usageStatisticsMessages';
import { notices } from '../../src/core/kernel/notices';
import { deletionMessages as deletion } from '../../src/core/settings/deletionMessages';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  fillLogin,
  SAME_AT_EVERY_SIZE,
  signIn,
  test,
  world,
} from './support';

/**
 * The member's own pages: profile (membership number, mobile phone), settings, interests,
 * communication preferences and deleting the online account.
 */

const text = messages.validation;

function customerNumberOf(key: string): string {
  const account = DEMO_ACCOUNTS.find((demo) => demo.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account.member.customer_number;
}

function problemDialog(page: Page) {
  return page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
}

async function closeProblem(page: Page, message: string | RegExp): Promise<void> {
  const dialog = problemDialog(page);
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: messages.dialog.ok }).click();
  await expect(dialog).toBeHidden();
}

/** A refused form says why at the top and beside each field (spec 5); no dialog is in the way. */
async function expectFormSummary(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(problemDialog(page)).toBeHidden();
}

function toast(page: Page, message: string) {
  return page.getByText(message, { exact: true });
}

function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Save', exact: true });
}

test.describe('a King member looking after their account', { tag: SAME_AT_EVERY_SIZE }, () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'king@example.com');
  });

  test('sees the membership number, tier and points on the profile', async ({ page }) => {
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeAttached();
    await expect(page.getByTestId('membership-number')).toHaveText(customerNumberOf('king'));
    await expect(page.getByRole('heading', { name: 'Marcus Bell' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('King', { exact: true })).toBeVisible();
    await expect(main.getByText('30,100')).toBeVisible();
    await expect(main.getByText('king@example.com', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'The Metropolitan Mayfair' })).toBeVisible();
    await expectAccessible(page);
  });

  test('changes the mobile phone: a wrong number is explained, a right one is saved', async ({
    page,
  }) => {
    await page.goto('/profile');
    const phone = page.getByLabel(messages.fieldLabels.mobilePhone);
    await expect(phone).toHaveValue('07700 900104');

    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save phone number' }).click();

    await expectFormSummary(page, text.completeHighlighted);
    await expect(
      page.getByRole('alert').filter({ hasText: text.completeHighlighted }),
    ).toBeVisible();
    await expect(page.getByText(text.invalidMobile).first()).toBeVisible();
    await expect(phone).toHaveValue('12345');
    await expectAccessible(page);

    await phone.fill('07700 900555');
    await page.getByRole('button', { name: 'Save phone number' }).click();

    await expect(toast(page, notices.detailsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(messages.fieldLabels.mobilePhone)).toHaveValue(/900\s?555$/);
  });

  test('opens each settings page from the settings list', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeAttached();
    const main = page.getByRole('main');
    for (const name of ['Interests', 'Communication preferences', 'Delete My Account', 'Support']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
    await expectAccessible(page);

    await main.getByRole('link', { name: /^Interests/ }).click();
    await expect(page).toHaveURL(/\/settings\/interests$/);
  });

  test('saves interests, which are still there after a reload', async ({ page }) => {
    await page.goto('/settings/interests');
    const poker = page.getByRole('checkbox', { name: 'Poker' });
    const dining = page.getByRole('checkbox', { name: 'Dining' });
    await expect(dining).toBeChecked();
    await expect(poker).not.toBeChecked();
    await expectAccessible(page);

    await poker.check();
    await dining.uncheck();
    await saveButton(page).click();

    await expect(toast(page, notices.detailsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Poker' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dining' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Table games' })).toBeChecked();
  });

  test('keeps the chosen interests when saving fails, and saves them on a retry', async ({
    page,
  }) => {
    await page.goto('/settings/interests');
    await page.getByRole('checkbox', { name: 'Sport' }).check();
    await world(page).failNext('members-updateProfile', 'unavailable');

    await saveButton(page).click();

    await closeProblem(page, messages.errors.network);
    await expect(page.getByRole('checkbox', { name: 'Sport' })).toBeChecked();
    await saveButton(page).click();
    await expect(toast(page, notices.detailsSaved)).toBeVisible();
  });

  test('saves communication preferences, which are still there after a reload', async ({
    page,
  }) => {
    await page.goto('/settings/communications');
    const sms = page.getByRole('switch', { name: /^SMS/ });
    const post = page.getByRole('switch', { name: /^Post/ });
    await expect(page.getByRole('switch', { name: /^Email/ })).toBeChecked();
    await expect(sms).not.toBeChecked();
    await expect(post).toBeChecked();
    await expectAccessible(page);

    await sms.check();
    await post.uncheck();
    await saveButton(page).click();

    await expect(toast(page, notices.detailsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /^SMS/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /^Post/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /^Phone/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /^Push/ })).toHaveCount(0);
  });

  test('signs out from the settings page', async ({ page }) => {
    await page.goto('/settings');

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/login/);
  });
});

test(
  'a Jack member deletes the online account: signed out, and that login no longer works',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    // Three attempts, two axe runs and a second sign-in: more than the default budget.
    test.slow();
    await signIn(page, 'jack@example.com');
    await page.goto('/settings/delete');
    await expect(page.getByText(/casino membership and its points/).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete my online account' }).click();

    await expectFormSummary(page, text.requiredInformation);
    await expect(page.getByText(messages.login.missingPassword).first()).toBeVisible();
    await expect(page.getByText(text.confirmDelete).first()).toBeVisible();
    await expectAccessible(page);

    await page
      .getByLabel(messages.fieldLabels.password, { exact: true })
      .fill('Not-The-Password-1');
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Delete my online account' }).click();
    await closeProblem(page, messages.login.wrongPassword);
    await expect(page.getByRole('checkbox', { name: /I understand/ })).toBeChecked();

    await page.getByLabel(messages.fieldLabels.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Delete my online account' }).click();

    // The receipt's own page, signed out: its reference is the server's (myData.e2e.ts).
    await expect(page).toHaveURL(/\/account\/deleted\?reference=DEL-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deletion.heading);
    await page.goto('/login-mobile');
    await fillLogin(page, 'jack@example.com');
    await closeProblem(page, messages.login.userNotFound);
  },
);

test(
  'is asked once about usage statistics, and can change the answer in settings',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    const consent = usageStatisticsMessages;
    await signIn(page, 'queen@example.com');
    const banner = page.getByRole('region', { name: consent.bannerLabel });
    await expect(banner).toContainText(consent.bannerTitle);

    await banner.getByRole('button', { name: consent.decline }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();

    await page.goto('/settings');
    const usageStatistics = page.getByRole('switch', { name: consent.switchLabel });
    await expect(usageStatistics).not.toBeChecked();
    await usageStatistics.click();
    await expect(usageStatistics).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: consent.switchLabel })).toBeChecked();
  },
);

// At every size: the journeys above run at phone size only, these screens' look at both. One test
// a page: five pages and five scans in one test came within seconds of its 30 s on two busy cores.
for (const [path, heading] of [
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/settings/interests', 'Interests'],
  ['/settings/communications', 'Communication'],
  ['/settings/delete', 'Delete My Account'],
] as const) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectAccessible(page);
  });
}
