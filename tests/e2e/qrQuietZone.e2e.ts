import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './support';

/**
 * A desk scanner needs white around a QR code: the standard's quiet zone is 4 modules on every
 * side (ISO/IEC 18004). The codes the app draws itself keep it at every width.
 */
async function quietZoneInModules(code: Locator): Promise<number> {
  return code.evaluate((svg) => {
    const style = getComputedStyle(svg);
    const modules = Number(style.getPropertyValue('--qr-modules'));
    const padding = Math.min(
      ...['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'].map((side) =>
        parseFloat(style[side as 'paddingTop']),
      ),
    );
    const drawn = svg.getBoundingClientRect().width - 2 * padding;
    return padding / (drawn / modules);
  });
}

test('the membership card and the phone hand-off codes keep a quiet zone of 4 modules', async ({
  page,
}) => {
  await signIn(page, 'king@example.com');
  await page.goto('/card');

  const card = page.locator('.member-card__qr');
  await expect(card).toBeVisible();
  expect(await quietZoneInModules(card)).toBeGreaterThanOrEqual(3.99);

  const handoff = page.locator('.card-handoff__qr');
  if ((await handoff.count()) > 0) {
    expect(await quietZoneInModules(handoff)).toBeGreaterThanOrEqual(3.99);
  }
});
