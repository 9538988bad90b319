import { describe, expect, it } from 'vitest';
import { PAINTED_SCREENS_KEPT, withPaintedScreen } from '../../../src/core/kernel/query/DeviceCopy';
import {
  currentScreen,
  paintableScreen,
  paintedPath,
  parsePaintedScreens,
  PAINTED_SCREEN_MAX_AGE_MS,
  PAINTED_SCREENS_KEY,
  PAINTED_STYLE_ATTRIBUTE,
  type PaintedScreen,
} from '../../../src/core/kernel/paintedScreen';

const NOW = Date.UTC(2026, 10, 27, 20, 0);
const PHONE = '(max-width: 767.98px)';
/** A page whose layout is the phone's (`mobile`) or the desktop's. */
const width = (mobile: boolean) => (query: string) => query === PHONE && mobile;
const HOUR = 60 * 60 * 1000;

const home = (overrides: Partial<PaintedScreen> = {}): PaintedScreen => ({
  html: '<main><p class="rewards-card__balance">30,100</p></main>',
  stylesheets: ['/assets/app-1.css'],
  mobile: true,
  media: PHONE,
  fonts: ['normal 700 1em Manrope'],
  savedAt: NOW - HOUR,
  shownUntil: null,
  ...overrides,
});

const kept = (screen = home(), uid = 'uid-king') => ({ uid, screens: { '/': screen } });
const at = { uid: 'uid-king', path: '/', matches: width(true), now: NOW };

describe('which painted screen a start may show', () => {
  it("the signed-in member's own screen of this path and layout, painted within the day", () => {
    expect(paintableScreen(kept(), at)).toEqual(home());
  });

  it("never another member's, nor anyone's when nobody is signed in on the device", () => {
    expect(paintableScreen(kept(), { ...at, uid: 'uid-queen' })).toBeNull();
    expect(paintableScreen(kept(), { ...at, uid: null })).toBeNull();
  });

  it('not for another page, nor painted in the other layout (phone and desktop differ)', () => {
    expect(paintableScreen(kept(), { ...at, path: '/offers' })).toBeNull();
    expect(paintableScreen(kept(), { ...at, matches: width(false) })).toBeNull();
    const desktop = home({ mobile: false });
    expect(paintableScreen(kept(desktop), { ...at, matches: width(false) })).toEqual(desktop);
    expect(paintableScreen(kept(desktop), at)).toBeNull();
  });

  it('not once a day old, nor one painted in the future (a clock put back)', () => {
    const justNow = home({ savedAt: NOW });
    expect(paintableScreen(kept(justNow), at)).toEqual(justNow);
    const dayOld = home({ savedAt: NOW - PAINTED_SCREEN_MAX_AGE_MS });
    expect(paintableScreen(kept(dayOld), at)).toEqual(dayOld);
    expect(
      paintableScreen(kept(home({ savedAt: NOW - PAINTED_SCREEN_MAX_AGE_MS - 1 })), at),
    ).toBeNull();
    expect(paintableScreen(kept(home({ savedAt: NOW + 1 })), at)).toBeNull();
  });

  it('a code is painted until it expires, never at or after its expiry', () => {
    expect(paintableScreen(kept(home({ shownUntil: NOW + 1 })), at)).not.toBeNull();
    expect(paintableScreen(kept(home({ shownUntil: NOW })), at)).toBeNull();
  });

  it('nothing when nothing is kept', () => {
    expect(paintableScreen(null, at)).toBeNull();
  });
});

describe('which painted screen the service worker may paint (it cannot tell who is signed in)', () => {
  it.each([
    ['nothing is kept', null, '/'],
    ['no screen is kept for the path', kept(), '/offers'],
    // The kept screens are a JSON object: what every object answers to is no kept screen.
    ['the path is a name every object has', kept(), 'constructor'],
    ['the path is the prototype', kept(), '__proto__'],
  ])('none when %s', (_case, stored, path) => {
    expect(currentScreen(stored, path, NOW)).toBeNull();
  });

  it('the screen kept for the path, in either layout, while it is still true', () => {
    const desktop = home({ mobile: false });
    expect(currentScreen(kept(desktop), '/', NOW)).toEqual(desktop);
    expect(currentScreen(kept(home({ shownUntil: NOW })), '/', NOW)).toBeNull();
  });
});

describe('the painted screens kept on the device', () => {
  it('read back as written', () => {
    expect(parsePaintedScreens(JSON.stringify(kept()))).toEqual(kept());
  });

  it('are nothing when none are kept', () => {
    expect(parsePaintedScreens(null)).toBeNull();
  });

  it('are kept under names the next release reads: the key, and the attribute holding each style', () => {
    // A copy painted by one release is shown by the next one's service worker.
    expect(PAINTED_SCREENS_KEY).toBe('met_last_screen');
    expect(PAINTED_STYLE_ATTRIBUTE).toBe('data-painted-style');
  });

  it.each([
    ['not JSON', '{'],
    ['no uid', JSON.stringify({ screens: {} })],
    ['markup not text', JSON.stringify(kept(home({ html: 1 as unknown as string })))],
    ['no media query', JSON.stringify(kept(home({ media: null as unknown as string })))],
    ['no typefaces', JSON.stringify(kept(home({ fonts: undefined as unknown as string[] })))],
    ['a typeface not text', JSON.stringify(kept(home({ fonts: [700 as unknown as string] })))],
    [
      'a stylesheet of another site',
      JSON.stringify(kept(home({ stylesheets: ['https://x.test/a.css'] }))),
    ],
    ['no time painted', JSON.stringify(kept(home({ savedAt: 0 })))],
    ['an expiry that is not a time', JSON.stringify(kept(home({ shownUntil: -5 })))],
    ['screens in a list, not by path', JSON.stringify({ uid: 'uid-king', screens: [home()] })],
    ['a count where the screens should be', JSON.stringify({ uid: 'uid-king', screens: 1 })],
    ['a screen that is no record', JSON.stringify({ uid: 'uid-king', screens: { '/': 'home' } })],
    [
      'a layout that is not true or false',
      JSON.stringify(kept(home({ mobile: 'true' as unknown as boolean }))),
    ],
    [
      'a stylesheet not text',
      JSON.stringify(kept(home({ stylesheets: [1 as unknown as string] }))),
    ],
    [
      'one damaged screen beside a sound one',
      JSON.stringify({
        uid: 'uid-king',
        screens: { '/': home(), '/card': home({ html: 1 as unknown as string }) },
      }),
    ],
  ])('are ignored when damaged: %s', (_case, raw) => {
    expect(parsePaintedScreens(raw)).toBeNull();
  });

  it('hold the newest screen of each path, at most a few, the oldest dropped first', () => {
    let stored = null;
    for (let index = 0; index <= PAINTED_SCREENS_KEPT; index += 1) {
      stored = withPaintedScreen(
        stored,
        'uid-king',
        `/offers/o${index}`,
        home({ savedAt: NOW + index }),
      );
    }
    const paths = Object.keys(stored?.screens ?? {});
    expect(paths).toHaveLength(PAINTED_SCREENS_KEPT);
    expect(paths).not.toContain('/offers/o0');
    expect(paths).toContain(`/offers/o${PAINTED_SCREENS_KEPT}`);

    const again = withPaintedScreen(stored, 'uid-king', '/offers/o2', home({ savedAt: NOW + 99 }));
    expect(again.screens['/offers/o2']?.savedAt).toBe(NOW + 99);
    expect(Object.keys(again.screens)).toHaveLength(PAINTED_SCREENS_KEPT);
  });

  it("of one member only: another member's painting replaces them all", () => {
    const queen = withPaintedScreen(kept(), 'uid-queen', '/card', home());
    expect(queen).toEqual({ uid: 'uid-queen', screens: { '/card': home() } });
  });
});

describe("a page's key", () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/Offers/King-Steak-Night/', '/offers/king-steak-night'],
    ['/card//', '/card'],
  ])('%j is kept under %j, as the routes match any case and trailing slash', (path, key) => {
    expect(paintedPath(path)).toBe(key);
  });
});
