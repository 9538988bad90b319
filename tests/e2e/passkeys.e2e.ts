import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../functions/src/seed/demoMembers';
import { PASSKEY_MESSAGES } from '../../functions/src/services/passkeys/passkeyMessages';
import { messages } from '../../src/core/kernel/messages';
import { passkeyMessages } from '../../src/core/passkeys/passkeyMessages';
import {
  addVirtualAuthenticator,
  atLocalhost,
  BOTH_SIZES,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  test,
  world,
} from './support';

/**
 * Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn
 * domain): a member adds one in Settings and signs in with it without a password, landing where
 * the redirect says; a removed passkey signs nobody in; a suspended member's is refused with the
 * spec's message. WebAuthn refuses an IP address as relying party ID, so these journeys open the
 * app at http://localhost:PORT rather than the suite's 127.0.0.1 (../shared/MACHINE-NOTES.md).
 */

const QUEEN = DEMO_ACCOUNTS.find((demo) => demo.key === 'queen')!;

const problemDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: messages.dialog.problemTitle });

const passkeyButton = (page: Page) =>
  page.getByRole('button', { name: messages.login.passkeySignIn, exact: true });

/** The passkey named `name` in Settings > Passkeys' list. */
const passkeyRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: passkeyMessages.yours })
    .getByRole('listitem')
    .filter({ hasText: name });

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto(atLocalhost('/login-mobile'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function openPasskeys(page: Page): Promise<void> {
  await page.goto(atLocalhost('/settings'));
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Passkeys/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/passkeys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeAttached();
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await page.getByLabel(passkeyMessages.nameLabel).fill(name);
  await page.getByRole('button', { name: passkeyMessages.add, exact: true }).click();
  await expect(page.getByText(passkeyMessages.added(name))).toBeVisible();
  await expect(passkeyRow(page, name)).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.goto(atLocalhost('/settings'));
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

test.describe('passkeys', { tag: BOTH_SIZES }, () => {
  test('a member adds a passkey in Settings, signs out, and signs in with it without a password, landing where the redirect says', async ({
    page,
  }) => {
    test.slow(); // Two sign-ins, a sign-out, four screens and three scans on two busy cores.
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, QUEEN.email);
    await openPasskeys(page);
    await expect(page.getByText(passkeyMessages.none)).toBeVisible();
    // The name field starts with the device's name ('Linux computer' here).
    await expect(page.getByLabel(passkeyMessages.nameLabel)).not.toHaveValue('');
    await expectAccessible(page);

    await addPasskey(page, 'My laptop');
    await expect(passkeyRow(page, 'My laptop')).toContainText(passkeyMessages.neverUsed);
    await expect(passkeyRow(page, 'My laptop')).toContainText(passkeyMessages.thisDevice);

    // A second add on the same device: the authenticator refuses (it holds a passkey the server
    // listed), and the member is told so beside the add, naming it, rather than a failure.
    await page.getByLabel(passkeyMessages.nameLabel).fill('Laptop again');
    await page.getByRole('button', { name: passkeyMessages.add, exact: true }).click();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(passkeyMessages.alreadyAdded);
    await expect(status).toContainText(passkeyMessages.alreadyAddedNamed('My laptop'));
    await expect(problemDialog(page)).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: passkeyMessages.yours }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectAccessible(page);

    await signOut(page);
    await page.goto(atLocalhost('/offers'));
    await expect(page).toHaveURL(/\/login\?redirect=%2Foffers$/);
    await expect(passkeyButton(page)).toBeVisible();
    await expectAccessible(page);
    await passkeyButton(page).click();

    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(problemDialog(page)).toHaveCount(0);

    await openPasskeys(page);
    await expect(passkeyRow(page, 'My laptop')).toContainText(/Last used/);
  });

  test('the "passkey added" mail names the passkey, and its link opens that passkey’s removal after sign-in', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, QUEEN.email);
    await openPasskeys(page);
    await addPasskey(page, 'Strange laptop');
    const mail = (await world(page).outbox())
      .filter(({ to, subject }) => to === QUEEN.email && subject.includes('passkey was added'))
      .at(-1);
    expect(mail?.text).toContain('“Strange laptop”');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/settings/passkeys');

    await signOut(page);
    await page.goto(atLocalhost(`${link.pathname}${link.search}`));
    await expect(page).toHaveURL(/\/login(-mobile)?\?redirect=/);
    // Any sign-in will do; this device holds the passkey (the password form's email field would
    // offer it too, through autofill).
    await passkeyButton(page).click();

    await expect(page).toHaveURL(/\/settings\/passkeys\?remove=/);
    const confirm = page.getByRole('dialog', { name: passkeyMessages.removeTitle });
    await expect(confirm).toContainText(passkeyMessages.removeConfirm('Strange laptop'));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: passkeyMessages.remove, exact: true }).click();
    await expect(page.getByText(passkeyMessages.removed('Strange laptop'))).toBeVisible();
    await expect(page.getByText(passkeyMessages.none)).toBeVisible();
  });

  test('a removed passkey no longer signs in, and says so', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, QUEEN.email);
    await openPasskeys(page);
    await addPasskey(page, 'Old phone');

    await page
      .getByRole('button', { name: passkeyMessages.removeLabel('Old phone'), exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: passkeyMessages.removeTitle });
    await expect(confirm).toContainText(passkeyMessages.removeConfirm('Old phone'));
    await confirm.getByRole('button', { name: passkeyMessages.remove, exact: true }).click();
    await expect(page.getByText(passkeyMessages.removed('Old phone'))).toBeVisible();
    await expect(page.getByText(passkeyMessages.none)).toBeVisible();
    // Its row and button are gone: focus is on the list, not lost to the page.
    await expect(page.getByRole('heading', { name: passkeyMessages.yours })).toBeFocused();

    await signOut(page);
    await page.goto(atLocalhost('/login-mobile'));
    // The device still holds it; the server no longer knows it.
    await passkeyButton(page).click();
    await expect(problemDialog(page)).toContainText(PASSKEY_MESSAGES.notRecognised);
    await problemDialog(page).getByRole('button', { name: messages.dialog.ok }).click();
    await expect(page).toHaveURL(/\/login-mobile$/);
  });

  test('after a password sign-in, home offers a passkey once on this device, and never after a passkey sign-in', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, QUEEN.email);
    const offer = page.getByRole('region', { name: passkeyMessages.offerTitle });
    await expect(offer).toContainText(passkeyMessages.offerBody);
    await expectAccessible(page);

    await offer.getByRole('button', { name: passkeyMessages.offerDismiss }).click();
    await expect(offer).toHaveCount(0);
    // Focus stays on the page, not the body: the next Tab goes on into the page.
    await expect(page.getByRole('main')).toBeFocused();
    await signOut(page);
    await signInWithPassword(page, QUEEN.email);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');
    await expect(offer).toHaveCount(0);

    // Another member on the same device is offered it once too, and takes it.
    await signOut(page);
    const king = DEMO_ACCOUNTS.find((demo) => demo.key === 'king')!;
    await signInWithPassword(page, king.email);
    await offer.getByRole('button', { name: passkeyMessages.offerAdd }).click();
    await expect(page).toHaveURL(/\/settings\/passkeys$/);
    await addPasskey(page, 'My laptop');
    await signOut(page);
    await page.goto(atLocalhost('/login-mobile'));
    await passkeyButton(page).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Marcus');
    await expect(offer).toHaveCount(0);
  });

  test("a suspended member's passkey sign-in is refused with the spec's message", async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, QUEEN.email);
    await openPasskeys(page);
    await addPasskey(page, 'My laptop');
    await signOut(page);

    await world(page).setSuspended(QUEEN.member.customer_number, true);
    await page.goto(atLocalhost('/login-mobile'));
    await passkeyButton(page).click();

    await expect(problemDialog(page)).toContainText(messages.app.suspended);
    await problemDialog(page).getByRole('button', { name: messages.dialog.ok }).click();
    await page.goto(atLocalhost('/offers'));
    await expect(page).toHaveURL(/\/login\?redirect=%2Foffers$/);
  });
});
