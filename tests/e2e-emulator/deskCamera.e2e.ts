import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, signIn, test } from '../e2e/support';
import { deskWithCamera } from './deskBrowser';
import { writeBlankCameraFile, writeCameraFile } from './fakeCamera';

/**
 * The desk scans with its camera, on the emulators, served as deployed (firebase.json's
 * Permissions-Policy allows the camera on /desk only): a member shows a voucher's code on a phone;
 * a second Chromium whose fake camera plays that code (a .y4m made from a screenshot) is the desk,
 * signed in as desk@example.com. It scans and redeems the code; scanned again, the code says when
 * it was redeemed; the membership card scanned shows the member. Under `camera=()` (what every
 * other path is sent) the same desk is refused the camera and says so.
 */
test.describe.configure({ timeout: 180_000 });

const REDEEMED = /Redeemed at \d{1,2}:\d{2}[ap]m at The Metropolitan Mayfair/;
const ALREADY = /^Already redeemed at \d{1,2}:\d{2}[ap]m on .+ at The Metropolitan Mayfair$/;

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

  const { page: desk, violations, close } = await deskWithCamera(voucherFile, baseURL);
  const reading = desk.getByRole('article', { name: 'Voucher code' });
  await expect(reading.getByText('Steak night for two')).toBeVisible({ timeout: 30_000 });
  await expect(reading.getByTestId('desk-status-line')).toHaveText('Valid — ready to redeem');
  await expect(reading.getByText('100104')).toBeVisible();
  await reading.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByRole('article', { name: 'Redeemed' }).getByText(REDEEMED)).toBeVisible();

  // The code is still in front of the camera: the next scan reads it again, redeemed.
  await desk.getByRole('button', { name: 'Scan the next code' }).click();
  await expect(reading.getByTestId('desk-status-line')).toHaveText('Already redeemed', {
    timeout: 30_000,
  });
  await expect(reading.getByText(ALREADY)).toBeVisible();
  await expect(reading.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  expect(violations, 'what the served headers refused the desk').toEqual([]);
  await close();

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
  const member = cardDesk.page.getByRole('article', { name: 'Membership card' });
  await expect(member.getByText('100104')).toBeVisible({ timeout: 30_000 });
  await expect(member.getByText('Vouchers they may use today')).toBeVisible();
  await cardDesk.close();
  for (const file of [voucherFile, cardFile]) rmSync(file, { force: true });
});

test('under camera=() the desk is refused the camera and says to type the code instead', async ({
  baseURL,
}) => {
  const cameraFile = path.join(tmpdir(), `desk-blank-${Date.now()}.y4m`);
  writeBlankCameraFile(cameraFile);
  const desk = await deskWithCamera(cameraFile, baseURL, {
    permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  });
  await expect(
    desk.page.getByRole('status').filter({ hasText: 'The camera is not allowed' }),
  ).toBeVisible();
  expect(desk.violations.map((violation) => violation.kind)).toContain('permissions-policy');
  expect(desk.violations.map((violation) => violation.detail).join(' ')).toMatch(/camera/);
  await desk.close();
  rmSync(cameraFile, { force: true });
});

test('a staff login that signs in on the members’ login page reaches the desk with its camera', async ({
  baseURL,
}) => {
  const cameraFile = path.join(tmpdir(), `desk-blank-${Date.now()}.y4m`);
  writeBlankCameraFile(cameraFile);
  const desk = await deskWithCamera(cameraFile, baseURL, { signInOnLogin: true });
  await expect(desk.page).toHaveURL(/\/desk$/);
  await expect(desk.page.getByText('Scanning: hold the code inside the frame.')).toBeVisible();
  expect(desk.violations).toEqual([]);
  await desk.close();
  rmSync(cameraFile, { force: true });
});
