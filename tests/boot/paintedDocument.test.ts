// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  PAINTED_SCREEN_MAX_AGE_MS,
  PAINTED_STYLE_ATTRIBUTE,
  type PaintedScreen,
} from '../../src/core/kernel/paintedScreen';
import { CHECK_PAINTED_SCRIPT } from '../../src/start/checkPaintedScript.mjs';
import { OVERLAY_ATTRIBUTE } from '../../src/start/lastScreenOverlay';
import {
  pageWithPaintedScreen,
  readPaintedCopy,
  type PaintedCopyForWorker,
} from '../../src/start/paintedDocument';

const NOW = Date.UTC(2026, 11, 7, 20, 0);
const PAGE =
  '<!doctype html><html lang="en-GB"><head><title>Met Rewards</title></head>' +
  '<body class="x"><div id="root"><div class="app-splash"></div></div>' +
  '<script type="module" src="/assets/index-1.js"></script></body></html>';

const home = (overrides: Partial<PaintedScreen> = {}): PaintedScreen => ({
  html: '<main><p class="rewards-card__balance">30,100</p></main>',
  stylesheets: ['/assets/app-1.css', '/assets/HomeScreen-1.css'],
  mobile: true,
  media: '(max-width: 767.98px)',
  fonts: ['normal 700 1em Manrope'],
  savedAt: NOW - 60_000,
  shownUntil: null,
  ...overrides,
});

const copyOf = (screen: PaintedScreen, uid = 'uid-king'): PaintedCopyForWorker => ({
  uid,
  screens: { '/': screen },
  savedUserKey: 'met-fake-world:v1:session',
});

/** The page as the browser would parse it. */
const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('pageWithPaintedScreen: index.html with the member’s last screen already in it', () => {
  it('links the screen’s stylesheets in the head, so they style the first paint', () => {
    const page = parsed(pageWithPaintedScreen(PAGE, copyOf(home()), '/', NOW) ?? '');

    const links = [...page.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/app-1.css',
      '/assets/HomeScreen-1.css',
    ]);
  });

  it('puts the copy first in the body, hidden until the check script right after it shows it', () => {
    const page = parsed(pageWithPaintedScreen(PAGE, copyOf(home()), '/', NOW) ?? '');

    const copy = page.body.firstElementChild;
    expect(copy?.hasAttribute(OVERLAY_ATTRIBUTE)).toBe(true);
    expect(copy?.hasAttribute('hidden')).toBe(true);
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.querySelector('.rewards-card__balance')?.textContent).toBe('30,100');
    expect(copy?.nextElementSibling?.textContent).toBe(CHECK_PAINTED_SCRIPT);
    // What the script checks before showing it.
    expect(copy?.getAttribute('data-uid')).toBe('uid-king');
    expect(copy?.getAttribute('data-saved-user')).toBe('met-fake-world:v1:session');
    expect(copy?.getAttribute('data-media')).toBe('(max-width: 767.98px)');
    expect(copy?.getAttribute('data-mobile')).toBe('true');
    expect(copy?.getAttribute('data-fonts')).toBe('normal 700 1em Manrope');
    // The page's own body and its app are untouched after it.
    expect(page.body.className).toBe('x');
    expect(page.querySelector('#root .app-splash')).not.toBeNull();
  });

  it('keeps what it checks inside its attributes, whatever they hold', () => {
    const copy = copyOf(home({ media: '"><script>alert(1)</script>' }), 'a"b<c>&');
    const page = parsed(pageWithPaintedScreen(PAGE, copy, '/', NOW) ?? '');

    expect(page.querySelectorAll('script')).toHaveLength(2);
    expect(page.body.firstElementChild?.getAttribute('data-uid')).toBe('a"b<c>&');
    expect(page.body.firstElementChild?.getAttribute('data-media')).toBe(
      '"><script>alert(1)</script>',
    );
  });

  it.each([
    ['no copy of this page', copyOf(home()), '/offers'],
    [
      'a copy older than a day',
      copyOf(home({ savedAt: NOW - PAINTED_SCREEN_MAX_AGE_MS - 1 })),
      '/',
    ],
    ['a copy whose code has expired', copyOf(home({ shownUntil: NOW })), '/'],
  ])('answers nothing to paint for %s: the page is served as it is', (_case, copy, path) => {
    expect(pageWithPaintedScreen(PAGE, copy, path, NOW)).toBeNull();
  });
});

describe('readPaintedCopy: what the page left for the worker', () => {
  it('reads the painted screens with the saved user’s key', () => {
    const copy = copyOf(home());

    expect(readPaintedCopy(JSON.stringify(copy))).toEqual(copy);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['no saved user’s key', JSON.stringify({ ...copyOf(home()), savedUserKey: undefined })],
    ['damaged screens', JSON.stringify({ ...copyOf(home()), screens: { '/': { html: 1 } } })],
  ])('reads %s as no copy', (_case, json) => {
    expect(readPaintedCopy(json)).toBeNull();
  });
});

describe('CHECK_PAINTED_SCRIPT, the painted page’s one inline script', () => {
  it('finds the copy and its styles by the attributes the app writes', () => {
    expect(CHECK_PAINTED_SCRIPT).toContain(`hasAttribute('${OVERLAY_ATTRIBUTE}')`);
    expect(CHECK_PAINTED_SCRIPT).toContain(`[${PAINTED_STYLE_ATTRIBUTE}]`);
  });
});
