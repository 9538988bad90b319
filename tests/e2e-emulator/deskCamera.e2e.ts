import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { playwrightChromium } from '../support/chromium.mjs';
import { expect, signIn, test } from '../e2e/support';
import { DEMO_PASSWORD } from '../e2e/support/demoAccounts';
import { writeCameraFile } from './fakeCamera';

/**
 * The desk scans with its camera (issue 30), on the emulators: a member shows a voucher's code on
 * a phone; a second Chromium whose fake camera plays that code (a .y4m made from a screenshot) is
 * the desk, signed in as desk@example.com. It scans and redeems the code; scanned again, the code
 * says when it was redeemed; the membership card scanned shows the member.
 */
test.describe.configure({ timeout: 180_000 });

const REDEEMED = /Redeemed at \d{1,2}:\d{2}[ap]m at The Metropolitan Mayfair/;

/** A desk in a browser of its own, its camera fed `cameraFile`, signed in at /desk. */
async function deskWithCamera(cameraFile: string, baseURL: string | undefined): Promise<Page> {
  const browser = await chromium.launch({
    ...playwrightChromium,
    args: [
      ...playwrightChromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  });
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    permissions: ['camera'],
    viewport: { width: 1024, height: 768 },
  });
  const desk = await context.newPage();
  await desk.goto('/desk');
  await desk.getByLabel('Email address').fill('desk@example.com');
  await desk.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(desk.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
  return desk;
}

test('the desk’s camera scans a voucher’s code, redeems it once, says when on a second scan, and reads the card', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'king@example.com');
  await page.goto('/offers/king-steak-night');
  const qr = page.getByRole('img', { name: 'QR code for Steak night for two' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const voucherFile = path.join(tmpdir(), `desk-voucher-${Date.now()}.y4m`);
  await writeCameraFile(qr, voucherFile);

  const desk = await deskWithCamera(voucherFile, baseURL);
  const reading = desk.getByRole('article', { name: 'Voucher code' });
  await expect(reading.getByText('Steak night for two')).toBeVisible({ timeout: 30_000 });
  await expect(reading.getByText('100104')).toBeVisible();
  await reading.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByRole('article', { name: 'Redeemed' }).getByText(REDEEMED)).toBeVisible();

  // The code is still in front of the camera: the next scan reads it again, redeemed.
  await desk.getByRole('button', { name: 'Scan the next code' }).click();
  await expect(reading.getByText(REDEEMED)).toBeVisible({ timeout: 30_000 });
  await expect(reading.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  await desk.context().browser()?.close();

  // The member's app, its code still open, then says used, when and where, and draws no code.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Used' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(REDEEMED)).toBeVisible();
  await expect(qr).toHaveCount(0);
  await page.goto('/offers');
  await expect(page.getByRole('region', { name: /^Used/ })).toContainText(REDEEMED);

  await page.goto('/card');
  const card = page.getByRole('img', { name: /QR code/i }).first();
  await expect(card).toBeVisible();
  const cardFile = path.join(tmpdir(), `desk-card-${Date.now()}.y4m`);
  await writeCameraFile(card, cardFile);
  const cardDesk = await deskWithCamera(cardFile, baseURL);
  const member = cardDesk.getByRole('article', { name: 'Membership card' });
  await expect(member.getByText('100104')).toBeVisible({ timeout: 30_000 });
  await expect(member.getByText('Vouchers they may use today')).toBeVisible();
  await cardDesk.context().browser()?.close();
  for (const file of [voucherFile, cardFile]) rmSync(file, { force: true });
});
