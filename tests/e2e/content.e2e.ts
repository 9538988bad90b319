import type { Page } from '@playwright/test';
import { OPTIN_IDS_KEY } from '../../src/core/kernel/constants';
import { messages } from '../../src/core/kernel/messages';
import { notices } from '../../src/core/kernel/notices';
import { expect, expectAccessible, SAME_AT_EVERY_SIZE, signIn, test, world } from './support';

/**
 * What a member finds at their casino: offers and vouchers with QR codes, tier benefits,
 * events and promotions with RSVP, the restaurant and My Casino.
 */

// Each test signs in through the UI and runs axe, which takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

const MAYFAIR = 'The Metropolitan Mayfair';
const RSVP_EVENT = '/events/mayfair-rsvp-poker-masterclass';
/** The app writes a typographic apostrophe: You’re on the list. */
const ON_THE_LIST = /^You.re on the list$/;
const EXPIRY = /^Expires \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/;

/** Follows a link of the app's menu (tab bar or sidebar), so the page is not reloaded. */
async function openFromMenu(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: label, exact: true })
    .filter({ visible: true })
    .first()
    .click();
}

function offerCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/**
 * The colours of the brand's palette families in tokens.css (midnight, emerald, gold, ivory,
 * ink) and white, as the browser computes them.
 */
function brandColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const colours = new Set<string>(['rgb(255, 255, 255)']);
    const root = getComputedStyle(document.documentElement);
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
        for (const name of Array.from(rule.style)) {
          if (!/^--palette-(midnight|emerald|gold|ivory|ink)-/.test(name)) continue;
          probe.style.color = root.getPropertyValue(name).trim();
          colours.add(getComputedStyle(probe).color);
        }
      }
    }
    probe.remove();
    return [...colours];
  });
}

function problemDialog(page: Page) {
  return page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
}

test.describe('a King member at The Metropolitan Mayfair', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'king@example.com');
  });

  test('sees My Offers and Other Offers, with what expires soon and nothing expired', async ({
    page,
  }) => {
    await openFromMenu(page, 'Offers');

    await expect(
      page.getByRole('heading', { level: 1, name: 'My Exclusive Offers' }),
    ).toBeAttached();
    const mine = page.getByRole('region', { name: /My Offers/ });
    const other = page.getByRole('region', { name: /Other Offers/ });
    await expect(mine.getByRole('heading', { name: 'Steak night for two' })).toBeVisible();
    await expect(mine.getByRole('heading', { name: '£25 Free Play' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Two-for-one dinner' })).toBeVisible();
    await expect(page.getByText('£20 Free Play', { exact: true })).toHaveCount(0);
    await expect(offerCard(page, 'Steak night for two').getByText('Expires soon')).toBeVisible();
    await expect(offerCard(page, '£25 Free Play').getByText('Expires soon')).toHaveCount(0);
    await expect(offerCard(page, '£25 Free Play').getByText(/^Expires /)).toHaveText(EXPIRY);
    await expectAccessible(page);
  });

  test('opens a voucher and shows its QR code large on white, with the membership number', async ({
    page,
  }) => {
    await openFromMenu(page, 'Offers');
    await page.getByRole('link', { name: 'Steak night for two' }).click();

    await expect(page).toHaveURL(/\/offers\/king-steak-night$/);
    await expect(page.getByRole('heading', { name: 'Steak night for two' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code for Steak night for two' });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveJSProperty('complete', true);
    const panel = page.locator('figure', { has: qr });
    await expect(panel).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const qrBox = (await qr.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(qrBox.width).toBeGreaterThanOrEqual(250);
    expect(qrBox.width / panelBox.width).toBeGreaterThan(0.8);
    await expect(panel.getByText('100104')).toBeVisible();
    await expect(page.getByText(/Turn your screen brightness up/)).toBeVisible();
    await expect(page.getByText(/Show the QR code to a member of staff/)).toBeVisible();
    await expectAccessible(page);
  });

  test('an offer that needs no code says so instead of showing a QR code', async ({ page }) => {
    await page.goto('/offers/double-points-weekend');

    await expect(page.getByRole('heading', { name: 'Double points weekend' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No code needed' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  });

  test(
    'an unknown offer says it cannot be found and leads back to the offers',
    { tag: SAME_AT_EVERY_SIZE },
    async ({ page }) => {
      await page.goto('/offers/no-such-offer');

      await expect(page.getByRole('heading', { name: "We can't find that offer" })).toBeVisible();
      await page.getByRole('link', { name: 'Back to your offers' }).click();
      await expect(page).toHaveURL(/\/offers$/);
      await expect(page.getByRole('heading', { name: 'My Offers' })).toBeVisible();
    },
  );

  test(
    'offers that fail to load show the network message, and trying again works',
    { tag: SAME_AT_EVERY_SIZE },
    async ({ page }) => {
      await world(page).failNext('vouchers-getAllVouchers', 'unavailable');

      await openFromMenu(page, 'Offers');

      const dialog = problemDialog(page);
      await expect(dialog).toContainText(messages.errors.network);
      await expect(
        page.getByRole('heading', { name: "We couldn't load your offers" }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: messages.dialog.retry }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Steak night for two' })).toBeVisible();
    },
  );

  test('sees the benefits of the King tier and the next tier', async ({ page }) => {
    await page.goto('/benefits');

    await expect(page.getByRole('heading', { level: 1, name: 'My Benefits' })).toBeAttached();
    const tier = page.getByRole('region', { name: 'Your tier' });
    await expect(tier.getByText('King', { exact: true })).toBeVisible();
    await expect(tier.getByText('Next tier: King of Hearts')).toBeVisible();
    await expect(page.getByRole('heading', { name: `King benefits at ${MAYFAIR}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Priority booking' })).toBeVisible();
    await expectAccessible(page);
  });

  test("sees What's On at the casino with the spotlight event first", async ({ page }) => {
    await openFromMenu(page, 'Events');

    await expect(
      page.getByRole('heading', { level: 1, name: `What's On at ${MAYFAIR}` }),
    ).toBeAttached();
    const titles = page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .or(page.getByRole('main').getByRole('heading', { level: 3 }));
    await expect(titles.first()).toHaveText('Mega Jackpot Night');
    await expect(page.getByText('In the spotlight')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sunday Roulette Social' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();
    await expect(page.getByText('Casino Quiz Night')).toHaveCount(0);
    // King is on the masterclass's RSVP list (seed), so it says so instead of 'RSVP'.
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Poker Masterclass' }).getByText(ON_THE_LIST),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test(
    "/promotions opens What's On: one list of the casino's events, not two",
    { tag: SAME_AT_EVERY_SIZE },
    async ({ page }) => {
      await page.goto('/promotions');

      await expect(page).toHaveURL(/\/events$/);
      await expect(
        page.getByRole('heading', { level: 1, name: `What's On at ${MAYFAIR}` }),
      ).toBeAttached();
      await expect(page.getByRole('region', { name: 'Mega Jackpot Night' })).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/\/promotions$/);
    },
  );

  test("wears the brand's palette: the QR code chip is midnight, not another blue", async ({
    page,
  }) => {
    await openFromMenu(page, 'Offers');
    const chip = page.getByText('QR code', { exact: true }).first();
    await expect(chip).toBeVisible();

    const brand = await brandColours(page);
    const [text, background] = await chip.evaluate((label) => {
      const style = getComputedStyle(label.parentElement ?? label);
      return [style.color, style.backgroundColor];
    });

    expect(brand).toContain(text);
    expect(brand).toContain(background);
  });

  test(
    'is already on the masterclass list he joined elsewhere: no Count me in',
    { tag: SAME_AT_EVERY_SIZE },
    async ({ page }) => {
      // A device that never said yes: the server's list is what says so.
      await page.evaluate((key) => localStorage.removeItem(key), OPTIN_IDS_KEY);
      await page.goto(RSVP_EVENT);

      await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();
      await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Count me in' })).toHaveCount(0);
      await openFromMenu(page, 'Events');
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Poker Masterclass' }).getByText(ON_THE_LIST),
      ).toBeVisible();
    },
  );

  test('sees the restaurant: description, hours, menus and booking in a new tab', async ({
    page,
  }) => {
    await openFromMenu(page, 'Restaurant');

    await expect(page.getByRole('heading', { name: 'The Hay Hill Grill' })).toBeVisible();
    await expect(page.getByText('Dry-aged British beef')).toBeVisible();
    await expect(page.getByRole('row', { name: /Friday and Saturday\s*5pm to 2am/ })).toBeVisible();
    const menu = page.getByRole('link', { name: /Dinner menu/ });
    await expect(menu).toHaveAttribute('target', '_blank');
    const booking = page.getByRole('link', { name: /Book a table/ });
    await expect(booking).toHaveAttribute('href', /^https:\/\/booking\.example\.com\//);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page);
  });

  test('sees My Casino: logo, address, phone, rules on request and the restaurant', async ({
    page,
  }) => {
    await page.goto('/mycasino');

    await expect(page.getByRole('img', { name: `${MAYFAIR} logo` })).toBeVisible();
    await expect(page.getByRole('heading', { name: MAYFAIR })).toBeVisible();
    await expect(page.getByText('14 Hay Hill, London W1J 6DQ')).toBeVisible();
    await expect(page.getByRole('link', { name: /Call 020 7946 0614/ })).toHaveAttribute(
      'href',
      'tel:02079460614',
    );
    const rules = page.getByRole('button', { name: 'Rules of the casino' });
    await expect(rules).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(`House rules at ${MAYFAIR}`)).toBeHidden();
    await rules.click();
    await expect(rules).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: `House rules at ${MAYFAIR}` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Our restaurant' }).click();
    await expect(page).toHaveURL(/\/restaurant$/);
  });
});

test(
  'says yes to an RSVP event, is on the list, and still is after a reload',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'jack@example.com');
    await page.goto(RSVP_EVENT);
    await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Count me in' }).click();

    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
    await expect(page.getByText(notices.eventOptedIn)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Count me in' })).toHaveCount(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), OPTIN_IDS_KEY);
    expect(JSON.parse(stored ?? '[]')).toContain('mayfair-rsvp-poker-masterclass');

    await page.reload();

    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Count me in' })).toHaveCount(0);
    await page.goto('/events');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Poker Masterclass' }).getByText(ON_THE_LIST),
    ).toBeVisible();
  },
);

test(
  'a double tap on RSVP sends one request: one confirmation, no problem',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'jack@example.com');
    await page.goto(RSVP_EVENT);
    const button = page.getByRole('button', { name: 'Count me in' });
    await expect(button).toBeVisible();
    await world(page).setLatency(600);

    await button.dblclick();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });

    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
    await expect(page.getByText(notices.eventOptedIn)).toHaveCount(1);
    await expect(page.getByText(/shown \d+ times/)).toHaveCount(0);
    await expect(problemDialog(page)).toHaveCount(0);
  },
);

test(
  'a member of home casino 17 sees the Mayfair casino (venue 6)',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'casino17@example.com');

    await page.goto('/mycasino');
    await expect(page.getByRole('heading', { name: MAYFAIR })).toBeVisible();
    await page.goto('/events');
    await expect(
      page.getByRole('heading', { level: 1, name: `What's On at ${MAYFAIR}` }),
    ).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Mega Jackpot Night' })).toBeVisible();
  },
);
