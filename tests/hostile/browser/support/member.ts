import { expect, type Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../../../functions/src/seed/demoGames';
import { DEMO_ACCOUNTS } from '../../../../functions/src/seed/demoMembers';
import { ROUTE_TABLE } from '../../../../src/core/navigation/routes';
import type { DeviceRecord } from './deviceData';

const king = DEMO_ACCOUNTS.find((account) => account.key === 'king');
if (!king) throw new Error('The demo world has no king@example.com');

/** The member the attacks are made against: King tier, with personal vouchers at Mayfair. */
export const MEMBER = {
  email: king.email,
  customerNumber: king.member.customer_number,
  firstName: king.member.first_name,
  lastName: king.member.last_name,
  /** A voucher issued to this member alone, with a QR code. */
  voucher: { id: 'king-steak-night', title: 'Steak night for two' },
  eventId: 'mayfair-rsvp-poker-masterclass',
} as const;

/** What only this member's pages show: seeing any of it signed out is a leak. */
export const MEMBER_ON_SCREEN = [
  MEMBER.customerNumber,
  MEMBER.firstName,
  MEMBER.lastName,
  MEMBER.voucher.title,
];

const SAMPLE_PARAMS: Record<string, string> = {
  gameId: DEMO_GAME_IDS.open,
  id: MEMBER.voucher.id,
};
const EVENT_PARAMS: Record<string, string> = { id: MEMBER.eventId };

/** Every route of src/core/navigation/routes.ts that needs sign-in, as a path with real ids. */
export const MEMBER_PATHS = ROUTE_TABLE.filter((route) => route.access === 'signed-in').map(
  (route) =>
    route.pattern.replace(
      /:([A-Za-z]+)/g,
      (_, name: string) =>
        (route.id === 'eventDetails' ? EVENT_PARAMS : SAMPLE_PARAMS)[name] ?? 'x',
    ),
);

/** Where the guard sends a signed-out visitor who asked for `path` (spec section 4, rule 2). */
export function loginRedirectFor(path: string): RegExp {
  const query = new URLSearchParams({ redirect: path }).toString();
  const escaped = `/login?${query}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}$`);
}

/** Signs out from the More page, as a member would, and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/more');
  await page.getByRole('button', { name: 'Sign out' }).last().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/** The ids of the vouchers and offers the member was shown on /offers. */
export async function offerIdsShown(page: Page): Promise<string[]> {
  await page.goto('/offers');
  const links = page.locator('main a[href^="/offers/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.slice('/offers/'.length))))];
}

/** Opens the member's own voucher and returns its QR code's data URL. */
export async function viewVoucherQr(page: Page): Promise<string> {
  await page.goto(`/offers/${MEMBER.voucher.id}`);
  const qr = page.getByRole('img', { name: `QR code for ${MEMBER.voucher.title}` });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  return (await qr.getAttribute('src')) ?? '';
}

/**
 * Drops Cache Storage entries that are byte for byte the file the server gives everyone (the
 * service worker's precache of the build). In fake mode the app's code bundles the demo seed,
 * member names included, so those files would match without holding anything of this member.
 */
export async function withoutBuildFiles(
  page: Page,
  records: readonly DeviceRecord[],
): Promise<{ kept: DeviceRecord[]; buildFiles: number }> {
  const kept: DeviceRecord[] = [];
  let buildFiles = 0;
  for (const record of records) {
    if (record.cached && new URL(record.cached.url).origin === new URL(page.url()).origin) {
      const served = await page.request.get(record.cached.url, { failOnStatusCode: false });
      const cachedBody = Buffer.from(record.cached.bodyBase64, 'base64');
      if (served.ok() && (await served.body()).equals(cachedBody)) {
        buildFiles += 1;
        continue;
      }
    }
    kept.push(record);
  }
  return { kept, buildFiles };
}

/**
 * Waits (up to 15 s) for the app's service worker to be active, so what it caches is in place
 * before the attack. False when this build registers none.
 */
export async function serviceWorkerActive(page: Page): Promise<boolean> {
  const active = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        if (!('serviceWorker' in navigator)) return resolve(false);
        setTimeout(() => resolve(false), 15_000);
        void navigator.serviceWorker.ready.then(() => resolve(true));
      }),
  );
  console.log(
    `[${new URL(page.url()).host}] service worker: ${active ? 'active' : 'none registered by this build'}`,
  );
  return active;
}
