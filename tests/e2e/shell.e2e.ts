import type { Locator, Page } from '@playwright/test';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { guardNavigation, type AuthSnapshot } from '../../src/core/navigation/guard';
import { messages } from '../../src/core/kernel/messages';
import { ROUTE_TABLE } from '../../src/core/navigation/routes';
import { expect, expectAccessible, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * The app shell: the guard deciding every route in every auth state, routing behaviour of spec
 * section 2 (any case, trailing slashes, scroll reset, browser back), the landing page on a
 * phone, layouts that follow the width, the 'Update Applied' dialog, and axe on the shell's pages.
 */

const SAMPLE_PARAMS: Record<string, string> = {
  gameId: DEMO_GAME_IDS.open,
  id: 'free-play-ten',
};

/** Every route of the domain table as a path a member could type. */
const EVERY_ROUTE = ROUTE_TABLE.map((route) =>
  route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x'),
);

const STATES = {
  'signed out': { account: null, isLoggedIn: false, emailVerified: false, linking: false },
  unverified: {
    account: 'unverified@example.com',
    isLoggedIn: true,
    emailVerified: false,
    linking: false,
  },
  'linking required': {
    account: 'unlinked@example.com',
    isLoggedIn: true,
    emailVerified: true,
    linking: true,
  },
  'signed in': {
    account: 'king@example.com',
    isLoggedIn: true,
    emailVerified: true,
    linking: false,
  },
} as const;

function snapshotOf(state: (typeof STATES)[keyof typeof STATES]): AuthSnapshot {
  return {
    ready: true,
    isLoggedIn: state.isLoggedIn,
    emailVerified: state.emailVerified,
    requiresAccountLinking: state.linking,
    isStaff: false,
  };
}

/** Where the guard of the core sends this path in this auth state. */
/** Screens that send a linked member on once the guard has let them in. */
const SCREEN_REDIRECTS: Readonly<Record<string, string>> = {
  // /promotions is What's On (DECISIONS.md "Events").
  '/promotions': '/events',
  // A member whose membership is linked is told so and taken home.
  '/account/link': '/',
};

function landingOf(path: string, auth: AuthSnapshot): string {
  const decision = guardNavigation(path, auth);
  if (decision.kind === 'redirect') return decision.to;
  const linked = auth.isLoggedIn && auth.emailVerified && !auth.requiresAccountLinking;
  return (linked ? SCREEN_REDIRECTS[path] : undefined) ?? path;
}

function urlPattern(pathAndQuery: string): RegExp {
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}$`);
}

/** A page is on screen (not the splash), inside a main landmark. */
async function expectPageShown(page: Page): Promise<void> {
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
}

/** Client-side navigation, as a link inside the app does it. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('the guard decides every route', { tag: SAME_AT_EVERY_SIZE }, () => {
  for (const [name, state] of Object.entries(STATES)) {
    // In-app navigation: on a fresh page load the session itself first sends an unverified or
    // unlinked login to its holding page (spec section 4); here the guard alone decides.
    test(`every route when ${name}`, async ({ page }) => {
      test.setTimeout(120_000);
      if (state.account) await signIn(page, state.account);
      else await page.goto('/login-mobile');
      const auth = snapshotOf(state);
      for (const path of EVERY_ROUTE) {
        await navigateInApp(page, path);
        await expect(page, `${path} when ${name}`).toHaveURL(urlPattern(landingOf(path, auth)));
        await expectPageShown(page);
      }
    });
  }

  test('addresses opened directly, signed out and signed in', async ({ page }) => {
    for (const [path, landing] of [
      ['/offers/free-play-ten', '/login?redirect=%2Foffers%2Ffree-play-ten'],
      ['/account/verify', '/login?redirect=%2Faccount%2Fverify'],
      ['/account/pending', '/account/pending'],
      ['/info/why-we-ask', '/info/why-we-ask'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(urlPattern(landing));
      await expectPageShown(page);
    }
    await signIn(page, 'king@example.com');
    for (const [path, landing] of [
      ['/login', '/'],
      ['/settings/interests', '/settings/interests'],
      ['/info/terms', '/info/terms'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(urlPattern(landing));
      await expectPageShown(page);
    }
  });
});

test.describe('routing behaviour (spec section 2)', { tag: SAME_AT_EVERY_SIZE }, () => {
  test('matches paths in any case and with trailing slashes', async ({ page }) => {
    await page.goto('/Info/FAQs/');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();

    await page.goto('/OFFERS/');
    await expect(page).toHaveURL(urlPattern('/login?redirect=%2FOFFERS%2F'));

    await signIn(page, 'king@example.com');
    await page.goto('/MORE/');
    await expect(page).toHaveURL(/\/MORE\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'More', exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  });

  test('shows the not-found page for any other path, signed in or out', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1, name: /can.t find that page/ });
    await page.goto('/no-such-page');
    await expect(heading).toBeVisible();
    await page.goto('/offers/1/extra');
    await expect(heading).toBeVisible();

    await signIn(page, 'king@example.com');
    await page.goto('/Nowhere/At/All/');
    await expect(heading).toBeVisible();
  });

  test('resets the scroll to the top-left on every navigation', async ({ page }) => {
    await page.goto('/info/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.getByRole('link', { name: 'FAQs', exact: true }).last().click();

    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  });

  test('browser back shows the route of the address bar', async ({ page }) => {
    await signIn(page, 'king@example.com');
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
    await navigateInApp(page, '/info/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();

    await page.goBack();

    await expect(page).toHaveURL(urlPattern('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
  });

  test('browser back skips a page the guard replaced', async ({ page }) => {
    await page.goto('/info/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await navigateInApp(page, '/offers');
    await expect(page).toHaveURL(urlPattern('/login?redirect=%2Foffers'));

    await page.goBack();

    await expect(page).toHaveURL(urlPattern('/info/faqs'));
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  });
});

test.describe('never a flash of the wrong page', () => {
  /** Records whether any h1 with this text ever appeared, from the first byte of the page. */
  async function watchForHeading(page: Page, text: string): Promise<void> {
    await page.addInitScript((wanted) => {
      const seen = { value: false };
      Object.defineProperty(window, '__sawHeading', { get: () => seen.value });
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) {
          if (heading.textContent?.trim() === wanted) seen.value = true;
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, text);
  }

  const sawHeading = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sawHeading: boolean }).__sawHeading);

  test('a member opening /login goes home without seeing the login form', async ({ page }) => {
    await signIn(page, 'king@example.com');
    await watchForHeading(page, 'Log in');
    await page.goto('/login-mobile');
    await expect(page).toHaveURL(urlPattern('/'));
    await expectPageShown(page);
    expect(await sawHeading(page)).toBe(false);
  });

  test('a visitor opening a member page sees the splash, then the login page', async ({ page }) => {
    await watchForHeading(page, 'More');
    await page.goto('/more');
    await expect(page).toHaveURL(urlPattern('/login?redirect=%2Fmore'));
    await expectPageShown(page);
    expect(await sawHeading(page)).toBe(false);
  });
});

test.describe('login and layouts by width', () => {
  test('/login is the landing page on a phone and the login form on a desktop', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fbenefits');
    if (isPhone(page)) {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to Met Rewards' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Join Met Rewards' })).toHaveAttribute(
        'href',
        '/account/register',
      );
      await expect(page.getByRole('link', { name: 'Create login' })).toHaveAttribute(
        'href',
        '/account/create',
      );
      await expect(page.getByRole('link', { name: 'Link membership' })).toHaveAttribute(
        'href',
        '/account/link',
      );
      await page.getByRole('link', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(urlPattern('/login-mobile?redirect=%2Fbenefits'));
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgotten password?' })).toBeVisible();
  });

  test('/login-mobile is the login form at any width', async ({ page }) => {
    await page.goto('/login-mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('the member layout follows the width as it changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'king@example.com');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const tabBar = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.sidebar .member-summary')).toContainText('Marcus Bell');
    await expect(page.locator('.sidebar .member-summary')).toContainText('King');
    await expect(tabBar).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });

    await expect(tabBar).toBeVisible();
    await expect(sidebar).toHaveCount(0);
  });

  test('mobile headers carry the titles of the spec, hidden on More', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'king@example.com');
    const header = page.locator('.mobile-header__title');
    for (const [path, title] of [
      ['/offers', messages.titles.offers],
      ['/offers/free-play-ten', messages.titles.offers],
      ['/benefits', messages.titles.benefits],
      [`/games/spin-the-wheel/${DEMO_GAME_IDS.open}`, messages.titles.spinTheWheel],
      ['/events', messages.titles.eventsAt('The Metropolitan Mayfair')],
    ] as const) {
      await navigateInApp(page, path);
      await expect(header, path).toHaveText(title);
    }
    await navigateInApp(page, '/more');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.locator('.mobile-header')).toHaveCount(0);
  });

  test('signing out leads to the login page, and member pages need sign-in again', async ({
    page,
  }) => {
    await signIn(page, 'king@example.com');
    await navigateInApp(page, '/more');
    await page.getByRole('button', { name: 'Sign out' }).last().click();
    await expect(page).toHaveURL(urlPattern('/login'));
    await page.goto('/offers');
    await expect(page).toHaveURL(urlPattern('/login?redirect=%2Foffers'));
  });
});

test.describe('a reload of a signed-in page', () => {
  test('looks like in-app navigation: the menus at once, never the splash inside them', async ({
    page,
  }) => {
    await signIn(page, 'king@example.com');
    await page.addInitScript(() => {
      const seen = window as Window & { splashInFrame?: boolean };
      seen.splashInFrame = false;
      new MutationObserver(() => {
        if (document.querySelector('main [data-splash]')) seen.splashInFrame = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The screen's code arrives late, as on a slow connection.
    await page.route(/\/assets\/EventsScreen-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    await page.goto('/events');

    const menu = page.getByRole('navigation', { name: isPhone(page) ? 'Main' : 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^What's On/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Mega Jackpot Night' })).toBeVisible();
    expect(await page.evaluate(() => (window as { splashInFrame?: boolean }).splashInFrame)).toBe(
      false,
    );
  });
});

test.describe('the More page', () => {
  test('on a phone: the whole menu and sign out; from 768 px: only what the sidebar lacks', async ({
    page,
  }) => {
    await signIn(page, 'king@example.com');
    await navigateInApp(page, '/more');

    const more = page.getByRole('main').getByRole('navigation', { name: 'More' });
    await expect(more.getByRole('link', { name: 'Support' })).toBeVisible();
    const signOut = page.getByRole('main').getByRole('button', { name: 'Sign out' });
    if (isPhone(page)) {
      for (const label of ['My Casino', 'Benefits', 'Profile', 'Terms & Conditions']) {
        await expect(more.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(signOut).toBeVisible();
      return;
    }
    const targets = (links: Locator) =>
      links.evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    const inSidebar = await targets(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link'),
    );
    const onMore = await targets(more.getByRole('link'));
    expect(inSidebar).toContain('/benefits');
    expect(onMore.filter((href) => inSidebar.includes(href))).toEqual([]);
    await expect(signOut).toHaveCount(0);
  });
});

test.describe('app updates', () => {
  test("a screen whose code is gone shows 'Update Applied' and reloads", async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.route(/\/assets\/PromotionsScreen-[^/]+\.js$/, (route) => route.abort());
    await navigateInApp(page, '/promotions');

    const dialog = page.getByRole('dialog', { name: messages.update.updateApplied });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(messages.update.updateMessage);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: messages.update.updateButton }).click();
    await reloaded;
  });
});

test.describe('accessibility of the shell pages (axe: no serious or critical issue)', () => {
  test('login, landing, information and not-found pages', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login-mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    for (const path of ['/info/met-rewards-explained', '/info/faqs', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('home, more, information and not-found pages of a member', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'king@example.com');
    await expect(page.locator('.rewards-card .badge')).toHaveText('King');
    await expect(page.locator('.game-card').first()).toBeVisible();
    await expectAccessible(page);

    for (const path of ['/more', '/info/responsible-gaming', '/no-such-page']) {
      await page.goto(path);
      await expectPageShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expectAccessible(page);
    }
  });
});
