import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { myDataMessages } from '../../src/core/settings/myDataMessages';
import {
  SAME_AT_EVERY_SIZE,
  expect,
  expectAccessible,
  goInApp,
  signIn,
  test,
  world,
} from './support';

/**
 * A redemption at the desk, the member's side: once a desk has redeemed a voucher, King's app moves it from the
 * offers to use to 'Used', says when and where ('Redeemed at 9:04pm at The Metropolitan
 * Mayfair'), draws no code for it, and keeps none on the device: not the device copy of the code,
 * not the painted copy of its page (DECISIONS.md "Redeemed at the desk: what the member sees").
 */
const KING = 'king@example.com';
const DINNER = { id: 'two-for-one-dinner', title: 'Two-for-one dinner' };
const CODE_KEY = `vouchers-generateQrCode ${JSON.stringify({ voucherId: DINNER.id })}`;

/** What the device keeps of the dinner's code: its answer and the painted copy of its page. */
async function keptCode(page: Page): Promise<{ answer: boolean; paintedCode: boolean }> {
  return page.evaluate(
    ({ key, path }) => {
      const read = (name: string) => JSON.parse(localStorage.getItem(name) ?? '{}') as unknown;
      const copy = read('met_last_seen') as { answers?: Record<string, unknown> };
      const painted = read('met_last_screen') as { screens?: Record<string, { html: string }> };
      return {
        answer: copy.answers?.[key] !== undefined,
        paintedCode: painted.screens?.[path]?.html.includes('QR code for') ?? false,
      };
    },
    { key: CODE_KEY, path: `/offers/${DINNER.id}` },
  );
}

test('a voucher redeemed at the desk shows as used, with no code, on the screen and the device', async ({
  page,
}) => {
  await signIn(page, KING);
  await page.goto(`/offers/${DINNER.id}`);
  const code = page.getByRole('img', { name: `QR code for ${DINNER.title}` });
  await expect(code).toBeVisible();
  // The device keeps the code and the painted page with it (for the desk in the basement).
  await expect.poll(() => keptCode(page)).toEqual({ answer: true, paintedCode: true });

  await world(page).redeemAtDesk(KING, DINNER.id);
  // The page opens again from the device's copy (a code still valid), then the server answers.
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible();
  await expect(page.getByText(/^Redeemed at .* at The Metropolitan Mayfair\.$/)).toBeVisible();
  await expect(code).toHaveCount(0);
  await expect(page.getByRole('button', { name: /code/i })).toHaveCount(0);
  await expect.poll(async () => (await keptCode(page)).answer).toBe(false);
  await expectAccessible(page);

  await goInApp(page, '/offers');

  const used = page.getByRole('region', { name: /^Used/ });
  await expect(used.getByRole('link', { name: DINNER.title })).toBeVisible();
  await expect(used).toContainText(/Redeemed at \d{1,2}:\d{2}[ap]m at The Metropolitan Mayfair/);
  const toUse = page.getByRole('region', { name: /^(My|Other) Offers/ });
  await expect(toUse.getByRole('link', { name: DINNER.title })).toHaveCount(0);
  await expectAccessible(page);

  await used.getByRole('link', { name: DINNER.title }).click();
  await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible();
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible();
  await expect(code).toHaveCount(0);
  expect(await keptCode(page)).toEqual({ answer: false, paintedCode: false });
  const codesAsked = await page.evaluate(() =>
    window.__metFakeWorld?.calls('vouchers-generateQrCode'),
  );
  expect(codesAsked).toBe(0);
});

test(
  'download my data lists the voucher redeemed at the desk, when and where',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, KING);
    await world(page).redeemAtDesk(KING, DINNER.id);

    await page.goto('/settings');
    const panel = page.getByRole('region', { name: myDataMessages.heading });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: myDataMessages.button }).click(),
    ]);

    const path = await download.path();
    const copy = JSON.parse(await readFile(path, 'utf8')) as {
      redemptions: { voucherId: string; title: string; at: string; venueName: string }[];
    };
    expect(copy.redemptions).toEqual([
      {
        voucherId: DINNER.id,
        title: DINNER.title,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        venueName: 'The Metropolitan Mayfair',
      },
    ]);
  },
);

test(
  'a voucher redeemed since the list was fetched: its code is refused, and the page shows it used',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, KING);
    await page.goto('/offers');
    const dinner = page.getByRole('link', { name: DINNER.title });
    await expect(dinner).toBeVisible();

    await world(page).redeemAtDesk(KING, DINNER.id);
    // The list on screen is stale: the app asks for the code, and the backend refuses it.
    await dinner.click();

    await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible();
    await expect(page.getByText(/^Redeemed at .* at The Metropolitan Mayfair\.$/)).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code for ${DINNER.title}` })).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const codesAsked = await page.evaluate(() =>
      window.__metFakeWorld?.calls('vouchers-generateQrCode'),
    );
    expect(codesAsked).toBe(1);
    await goInApp(page, '/offers');
    await expect(
      page.getByRole('region', { name: /^Used/ }).getByRole('link', { name: DINNER.title }),
    ).toBeVisible();
  },
);
