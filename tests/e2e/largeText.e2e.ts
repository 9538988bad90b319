import type { Locator, Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { messages } from '../../src/core/kernel/messages';
import { cardMessages } from '../../src/core/card/cardMessages';
import { takeBreakMessages } from '../../src/core/member/takeBreakMessages';
import { SAME_AT_EVERY_SIZE, expect, signIn, test } from './support';
import { DEMO_PASSWORD } from './support/demoAccounts';
import { decodeQr } from './support/decodeQr';

/**
 * Large text on a phone (WCAG 1.4.4 and 1.4.10): at 390x844 with the root font at 200 %, every
 * screen a member uses at the desk reflows into the phone's width. Nothing scrolls sideways, no
 * part of the page is wider than the screen, no word is split across lines, and each primary action
 * is wholly on screen once scrolled to (down only). The layout is the phone's, so these run at
 * phone size only.
 */
test.describe.configure({ timeout: 90_000 });

const KING = 'king@example.com';
const VOUCHER = { path: '/offers/king-steak-night', title: 'Steak night for two' };
const GAME = { path: `/games/spin-the-wheel/${DEMO_GAME_IDS.open}`, name: 'Spring Fortune' };

/** The root font at 200 % from the first paint: set on <html> as soon as the page has one. */
function largeText(): void {
  const enlarge = (): boolean => {
    const root = document.documentElement as HTMLElement | null;
    if (root === null) return false;
    root.style.fontSize = '200%';
    return true;
  };
  if (enlarge()) return;
  new MutationObserver((_, observer) => {
    if (enlarge()) observer.disconnect();
  }).observe(document, { childList: true });
}

/**
 * What sticks out sideways: how far the page scrolls sideways, and the parts of main that reach
 * past either edge of the screen. Parts drawn turned (the wheel's disc) and visually hidden ones
 * (a phone's h1, shown in the title bar instead) are not what a member sees, so they are left out.
 */
async function sidewaysOverflow(page: Page): Promise<{ scroll: number; pastTheEdge: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroller = document.scrollingElement ?? document.documentElement;
    const unseen = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const style = getComputedStyle(at);
        const box = at.getBoundingClientRect();
        if (style.clip !== 'auto' || style.transform !== 'none') return true;
        if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    const pastTheEdge = [...document.querySelectorAll('main *')]
      .filter((element) => !(element instanceof SVGElement) || element instanceof SVGSVGElement)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        return (box.left < -0.5 || box.right > width + 0.5) && !unseen(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        return `${name} (${Math.round(box.left)} to ${Math.round(box.right)} px)`;
      });
    return { scroll: scroller.scrollWidth - scroller.clientWidth, pastTheEdge };
  });
}

/**
 * The words and boxes in main that spill out of the box drawn around them (a card, a panel, a
 * button: the nearest ancestor with a background or a side border), as 'Call The Metropolitan
 * Mayfair' once stuck out of its panel while still on screen.
 */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const unseen = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.transform !== 'none') return true;
        const box = at.getBoundingClientRect();
        if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    const drawsABox = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const sideBorder = parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth) > 0;
      const ground =
        style.backgroundImage !== 'none' ||
        !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
      return sideBorder || ground;
    };
    const boxAround = (element: Element | null): Element => {
      for (let at = element; at !== null; at = at.parentElement) if (drawsABox(at)) return at;
      return document.documentElement;
    };
    const nameOf = (node: Node): string =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : `'${(node.textContent ?? '').trim().slice(0, 40)}'`;
    const main = document.querySelector('main');
    if (main === null) return ['no main'];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (
        element === null ||
        (element instanceof SVGElement && !(element instanceof SVGSVGElement))
      )
        continue;
      if (!(node instanceof Element) && (node.textContent ?? '').trim() === '') continue;
      if (unseen(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes =
        node instanceof Element ? [node.getBoundingClientRect()] : [...range.getClientRects()];
      const around = boxAround(node instanceof Element ? node.parentElement : element);
      const limit = around.getBoundingClientRect();
      const left = Math.max(limit.left, 0);
      const right = Math.min(limit.right, document.documentElement.clientWidth);
      const out = boxes.some(
        (box) =>
          (box.width > 0 || box.height > 0) && (box.left < left - 0.5 || box.right > right + 0.5),
      );
      if (out) found.push(`${nameOf(node)} out of ${nameOf(around)}`);
    }
    return found;
  });
}

/** The words split across two lines ('MEMB / ER', 'Marc / us'); a hyphen may break a word. */
async function splitWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u00ad-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** Nothing scrolls sideways, nothing reaches past the screen's edges. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.pastTheEdge, 'parts of the page past the edge of the screen').toEqual([]);
  expect(overflow.scroll, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
}

/** The screen reflows: no sideways scroll, nothing spills out of its box, no word split. */
async function expectReflowed(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  expect(await spills(page), 'what spills out of its box').toEqual([]);
  expect(await splitWords(page.locator('main')), 'words split across two lines').toEqual([]);
}

/**
 * Scrolled to (down only: the page never moves sideways), the action is wholly on screen: inside
 * the screen's width, under the title bar and above the tab bar.
 */
async function expectWhollyOnScreen(page: Page, action: Locator): Promise<void> {
  await expect(action).toBeVisible();
  await action.evaluate((element) =>
    element.scrollIntoView({ block: 'center', inline: 'nearest' }),
  );
  expect(await page.evaluate(() => window.scrollX), 'scrolled sideways').toBe(0);
  const box = await action.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) throw new Error('the action is not laid out');
  const [top, bottom] = await page.evaluate(() => [
    document.querySelector('.mobile-header')?.getBoundingClientRect().bottom ?? 0,
    document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? window.innerHeight,
  ]);
  expect(box.x, 'its left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'its right edge').toBeLessThanOrEqual(viewport.width);
  expect(box.y, 'its top, under the title bar').toBeGreaterThanOrEqual(top);
  expect(box.y + box.height, 'its bottom, above the tab bar').toBeLessThanOrEqual(bottom);
}

test.describe('at 200 % text on a phone', { tag: SAME_AT_EVERY_SIZE }, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(largeText);
  });

  test('home reflows, its cards fit the screen, and Show my card is on screen', async ({
    page,
  }) => {
    // The longest tier's name and the largest balance of the demo members.
    await signIn(page, 'kingspades@example.com');
    const showCard = page.getByRole('link', { name: cardMessages.showCard });
    await expect(showCard).toBeVisible();
    await expect(page.getByText('132,000', { exact: true })).toBeVisible();
    const gameAction = page.locator('.game-card .card__footer .button').first();
    await expect(gameAction).toBeVisible();

    await expectReflowed(page);
    await expectWhollyOnScreen(page, showCard);
    await expectWhollyOnScreen(page, gameAction);
  });

  test('the title bar shows a screen’s whole title, on two lines if it must', async ({ page }) => {
    await signIn(page, KING);
    // The app's own title (in #root): a reload lays a painted copy of the last screen, with a title
    // of its own, over the page for a moment, and it may be laid after the page has loaded.
    const title = page.locator('#root .mobile-header__title');
    for (const [path, name] of [
      ['/', 'Home'],
      ['/safer-gambling', messages.saferGambling.title],
      ['/events', messages.titles.eventsAt('The Metropolitan Mayfair')],
    ] as const) {
      await page.goto(path);
      await expect(title).toHaveText(name);
      const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut, `${path}'s title is cut short`).toBe(false);
      const clipped = await title.evaluate(
        (element) => element.scrollHeight > element.clientHeight,
      );
      expect(clipped, `${path}'s title loses a line`).toBe(false);
      expect(await splitWords(title), `${path}'s title splits a word`).toEqual([]);
    }
  });

  test('the membership card keeps its words whole and its code on screen', async ({ page }) => {
    await signIn(page, KING);
    await page.goto('/card');
    const code = page.getByRole('img', { name: /membership/i }).first();
    await expect(code).toBeVisible();
    await expect(page.getByTestId('card-membership-number')).toBeVisible();

    await expectReflowed(page);
    await expectWhollyOnScreen(page, code);
    await expectWhollyOnScreen(page, page.getByTestId('card-membership-number'));
  });

  test('a game’s page reflows, and Spin the wheel is on screen, not clipped', async ({ page }) => {
    await signIn(page, KING);
    await page.goto(GAME.path);
    await expect(page.getByRole('heading', { name: GAME.name })).toBeVisible();
    const spin = page.getByRole('button', { name: 'Spin the wheel' });
    await expect(spin).toBeEnabled();

    await expectReflowed(page);
    await expectWhollyOnScreen(page, spin);
    const wheel = await page.locator('.wheel').boundingBox();
    if (wheel === null) throw new Error('the wheel is not drawn');
    expect(wheel.x).toBeGreaterThanOrEqual(0);
    expect(wheel.x + wheel.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });

  test('offers reflow, each offer within the screen', async ({ page }) => {
    await signIn(page, KING);
    await page.goto('/offers');
    const firstOffer = page.getByRole('link', { name: VOUCHER.title });
    await expect(firstOffer).toBeVisible();

    await expectReflowed(page);
    await expectWhollyOnScreen(page, page.getByRole('radio', { name: 'List' }));
    await expectWhollyOnScreen(page, firstOffer);
    await page.getByRole('radio', { name: 'List' }).check();
    await expectReflowed(page);
    await expectWhollyOnScreen(page, page.getByRole('link', { name: VOUCHER.title }));
  });

  test('a voucher reflows, and its code to redeem is on screen', async ({ page }) => {
    await signIn(page, KING);
    await page.goto(VOUCHER.path);
    const code = page.getByRole('img', { name: `QR code for ${VOUCHER.title}` });
    await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);

    await expectReflowed(page);
    await expectWhollyOnScreen(
      page,
      page.getByRole('heading', { name: 'Show this code to redeem' }),
    );
    await expectWhollyOnScreen(page, code);
  });

  test('safer gambling reflows, and Take a break is on screen', async ({ page }) => {
    await signIn(page, KING);
    await page.goto('/safer-gambling');
    const takeBreak = page.getByRole('button', { name: takeBreakMessages.heading, exact: true });
    await expect(takeBreak).toBeVisible();

    await expectReflowed(page);
    await expectWhollyOnScreen(page, takeBreak);
    await expectWhollyOnScreen(page, page.getByRole('link', { name: /^Call / }).first());
  });

  test('the desk reflows, with Check code and Redeem on screen', async ({ page }) => {
    await signIn(page, KING);
    await page.goto(VOUCHER.path);
    const qr = page.getByRole('img', { name: `QR code for ${VOUCHER.title}` });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const code = await decodeQr(qr);
    await page.goto('/desk');
    await page.getByRole('button', { name: 'Sign out to sign in as staff' }).click();
    await page.getByLabel('Email address').fill('desk@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in as staff' }).click();
    await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();

    await test.step('the top bar shows the staff’s whole email, never cut short', async () => {
      const who = page.getByText('desk@example.com', { exact: true });
      await expect(who).toBeVisible();
      const cut = await who.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, 'the email is cut short').toBe(false);
      await expectWhollyOnScreen(page, who);
    });

    await expectNoSidewaysScroll(page);
    const check = page.getByRole('button', { name: 'Check code' });
    await expectWhollyOnScreen(page, check);
    await page.getByLabel('Or type or paste the code').fill(code);
    await check.click();
    const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
    await expect(redeem).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectWhollyOnScreen(page, redeem);
  });
});

test.describe('at 200 % text on a 320 px phone', { tag: SAME_AT_EVERY_SIZE }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(largeText);
  });

  test('the tab bar keeps to the screen: every tab within its own space, nothing scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, KING);
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await expect(tabBar.getByRole('link', { name: 'More' })).toBeVisible();

    await expectNoSidewaysScroll(page);
    // What reaches past its own tab (a tab's pill a pixel wider than the tab), or past the screen.
    const outside = await tabBar.evaluate((bar) => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      for (const tab of bar.querySelectorAll('li')) {
        const limit = tab.getBoundingClientRect();
        for (const part of [tab, ...tab.querySelectorAll('*')]) {
          const box = part.getBoundingClientRect();
          const pastTab = box.left < limit.left - 0.5 || box.right > limit.right + 0.5;
          if (pastTab || box.left < -0.5 || box.right > width + 0.5) {
            found.push(`${tab.textContent}: ${part.tagName.toLowerCase()}.${part.classList}`);
          }
        }
      }
      if (bar.scrollWidth > bar.clientWidth) found.push(`the bar: ${bar.scrollWidth} px wide`);
      return found;
    });
    expect(outside, 'parts of the tab bar past their tab or the screen').toEqual([]);
  });
});

/** At the normal text size, 'Show my card' stays on one line beside every tier's name. */
const TIERS = [
  ['jack@example.com', 'Jack'],
  ['queen@example.com', 'Queen'],
  ['queenspades@example.com', 'Queen of Spades'],
  ['king@example.com', 'King'],
  ['kinghearts@example.com', 'King of Hearts'],
  ['kingspades@example.com', 'King of Spades'],
  ['ace@example.com', 'Ace'],
] as const;

for (const [email, tier] of TIERS) {
  test(
    `home's Show my card stays on one line for a ${tier} member`,
    { tag: SAME_AT_EVERY_SIZE },
    async ({ page }) => {
      await signIn(page, email);
      // The rewards card: the tier's name beside the way to the card.
      const card = page.locator('.rewards-card');
      await expect(card.getByText(tier, { exact: true })).toBeVisible();
      const label = card
        .getByRole('link', { name: cardMessages.showCard })
        .locator('.button__label');

      const lines = await label.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });

      expect(lines).toBe(1);
    },
  );
}
