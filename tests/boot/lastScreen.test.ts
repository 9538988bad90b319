// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_SESSION_STORAGE_KEY } from '../../src/adapters/fake/world/FakeAuthSession';
import { PAINTED_SCREENS_KEY } from '../../src/core/kernel/paintedScreen';
import { paintLastScreen } from '../../src/start/lastScreen';
import { dismissLastScreen, lastScreenShown } from '../../src/start/lastScreenOverlay';
import { FAKE_SAVED_USER_KEY } from '../../src/start/startChunks';
import { paintScreen } from '../../src/ui/shell/paintedScreen';

const SAVED_USER_KEY = 'firebase:authUser:demo-key:[DEFAULT]';
const HOME_HTML =
  '<main><p class="rewards-card__balance" data-from-device="true">30,100</p>' +
  '<svg data-painted-style="--qr-modules: 25" role="img"></svg></main>';

function signedInAs(uid: string): void {
  localStorage.setItem(SAVED_USER_KEY, JSON.stringify({ uid, email: `${uid}@example.com` }));
}

function painted(uid: string, screen: Record<string, unknown> = {}): void {
  localStorage.setItem(
    PAINTED_SCREENS_KEY,
    JSON.stringify({
      uid,
      screens: {
        '/': {
          html: HOME_HTML,
          stylesheets: [],
          mobile: true,
          media: PHONE_QUERY,
          savedAt: Date.now() - 1_000,
          shownUntil: null,
          ...screen,
        },
      },
    }),
  );
}

const PHONE_QUERY = '(max-width: 767.98px)';

function phoneWidth(mobile: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY && mobile,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  phoneWidth(true);
  history.replaceState(null, '', '/');
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-shown');
});

describe('the start paints the last screen of the member signed in on this device', () => {
  it('over the splash, inert and hidden from assistive technology, its inline styles applied', async () => {
    signedInAs('uid-king');
    painted('uid-king');

    expect(await paintLastScreen(SAVED_USER_KEY)).toBe(true);

    const overlay = document.querySelector<HTMLElement>('[data-last-screen]');
    expect(overlay?.querySelector('.rewards-card__balance')?.textContent).toBe('30,100');
    expect(overlay?.inert).toBe(true);
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(overlay?.style.position).toBe('fixed');
    const code = overlay?.querySelector<SVGElement>('svg');
    expect(code?.style.getPropertyValue('--qr-modules').trim()).toBe('25');
    expect(code?.hasAttribute('data-painted-style')).toBe(false);
    expect(lastScreenShown()).toBe(true);
  });

  it("paints nothing of another member's, nor when nobody is signed in here", async () => {
    painted('uid-king');
    expect(await paintLastScreen(SAVED_USER_KEY)).toBe(false);
    expect(lastScreenShown()).toBe(false);

    signedInAs('uid-queen');
    await paintLastScreen(SAVED_USER_KEY);
    expect(lastScreenShown()).toBe(false);
  });

  it('paints nothing for another page, the other layout, or a code that has expired', async () => {
    signedInAs('uid-king');
    painted('uid-king');
    history.replaceState(null, '', '/offers');
    await paintLastScreen(SAVED_USER_KEY);
    expect(lastScreenShown()).toBe(false);

    history.replaceState(null, '', '/');
    phoneWidth(false);
    await paintLastScreen(SAVED_USER_KEY);
    expect(lastScreenShown()).toBe(false);

    phoneWidth(true);
    painted('uid-king', { shownUntil: Date.now() - 1 });
    await paintLastScreen(SAVED_USER_KEY);
    expect(lastScreenShown()).toBe(false);
  });

  it('paints planted markup without its scripts, event handlers or javascript: links', async () => {
    signedInAs('uid-king');
    painted('uid-king', {
      html:
        '<main><p class="rewards-card__balance">30,100</p><script>window.planted = 1</script>' +
        '<img src="x" onerror="window.planted = 2"><a href="javascript:alert(1)">Offers</a></main>',
    });

    expect(await paintLastScreen(SAVED_USER_KEY)).toBe(true);

    const overlay = document.querySelector<HTMLElement>('[data-last-screen]');
    expect(overlay?.querySelector('.rewards-card__balance')?.textContent).toBe('30,100');
    expect(overlay?.querySelector('script')).toBeNull();
    expect(overlay?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(overlay?.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('is removed by the app, and not painted once the app has shown its own screen', async () => {
    signedInAs('uid-king');
    painted('uid-king');
    await paintLastScreen(SAVED_USER_KEY);

    dismissLastScreen();
    expect(lastScreenShown()).toBe(false);

    await paintLastScreen(SAVED_USER_KEY);
    expect(lastScreenShown()).toBe(false);
  });

  it("keeps to the page's width: a gutter the body keeps beside the app is kept by the copy", async () => {
    signedInAs('uid-king');
    painted('uid-king');
    document.body.style.padding = '0 24px 0 8px';

    expect(await paintLastScreen(SAVED_USER_KEY)).toBe(true);

    const overlay = document.querySelector<HTMLElement>('[data-last-screen]');
    expect(overlay?.style.left).toBe('8px');
    expect(overlay?.style.right).toBe('24px');
    document.body.style.padding = '';
  });

  it('is shown once the fonts it uses are in, so its headings never change typeface', async () => {
    signedInAs('uid-king');
    painted('uid-king');
    let fontsIn = (): void => undefined;
    const ready = new Promise<void>((resolve) => {
      fontsIn = resolve;
    });
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });

    const painting = paintLastScreen(SAVED_USER_KEY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const overlay = document.querySelector<HTMLElement>('[data-last-screen]');
    expect(overlay?.style.visibility).toBe('hidden');
    fontsIn();

    expect(await painting).toBe(true);
    expect(overlay?.style.visibility).toBe('');
    Reflect.deleteProperty(document, 'fonts');
  });

  it("reads the fake world's signed-in user from the key its identity provider keeps", () => {
    expect(FAKE_SAVED_USER_KEY).toBe(FAKE_SESSION_STORAGE_KEY);
  });
});

describe('what is painted of a screen', () => {
  function root(html: string): HTMLElement {
    const element = document.createElement('div');
    element.id = 'root';
    element.innerHTML = html;
    document.body.appendChild(element);
    return element;
  }

  it('nothing while it is loading or the splash is up', () => {
    expect(paintScreen(root('<main><div aria-busy="true"></div></main>'), true)).toBeNull();
    expect(paintScreen(root('<div class="app-splash" data-splash="app"></div>'), true)).toBeNull();
  });

  it("the screen as the device's copy, without the shell's passing notes or typed values", () => {
    const screen = paintScreen(
      root(
        '<main><p class="rewards-card__balance" data-from-device="false">30,100</p>' +
          '<div class="offline-banner-region" data-unpainted>No connection</div>' +
          '<input name="search" value="steak">' +
          '<div class="progress" style="width: 42%"></div></main>',
      ),
      true,
    );

    expect(screen?.html).toContain('data-from-device="true"');
    expect(screen?.html).not.toContain('No connection');
    expect(screen?.html).not.toContain('steak');
    expect(screen?.html).toContain('<div class="progress" data-painted-style="width: 42%"></div>');
    expect(screen?.mobile).toBe(true);
    expect(screen?.media).toBe(PHONE_QUERY);
    expect(screen?.shownUntil).toBeNull();
  });

  it('only what lies in the first screenful: below it nothing could be seen', () => {
    const page = root(
      '<main><section id="card"><p>30,100</p><p id="card-foot">Gold</p></section>' +
        '<section id="games">Spin To Win</section><section id="events">What is on</section></main>' +
        '<nav id="tabs" class="tab-bar">Home</nav>',
    );
    // jsdom lays nothing out: each element says where it is, as a 390x844 phone would.
    const tops: Record<string, number> = {
      card: 100,
      'card-foot': 900,
      games: 844,
      events: 1400,
      tabs: 2000,
    };
    for (const element of page.querySelectorAll('*')) {
      const top = tops[element.id] ?? 0;
      element.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 0, y: top, width: 390, height: 80 });
    }
    const tabs = page.querySelector<HTMLElement>('#tabs');
    if (tabs) tabs.style.position = 'fixed';
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });

    const html = paintScreen(page, true)?.html ?? '';

    expect(html).toContain('30,100');
    expect(html).not.toContain('Gold');
    expect(html).not.toContain('Spin To Win');
    expect(html).not.toContain('What is on');
    // Fixed to the viewport, as a tab bar is: in view wherever it sits in the page.
    expect(html).toContain('Home');
  });

  it('until the first of its codes expires, with the stylesheets of this site', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/app-1.css';
    document.head.appendChild(link);
    const screen = paintScreen(
      root('<figure data-shown-until="2000"></figure><figure data-shown-until="1500"></figure>'),
      false,
    );

    expect(screen?.shownUntil).toBe(1500);
    expect(screen?.stylesheets).toEqual(['/assets/app-1.css']);
    link.remove();
  });

  it('without a stylesheet left linked by a screen the member has left (its rules match nothing)', () => {
    const linked = (href: string, css: string): HTMLLinkElement => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.appendChild(style);
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      Object.defineProperty(link, 'sheet', { value: style.sheet });
      style.remove();
      document.head.appendChild(link);
      return link;
    };
    const home = linked(
      '/assets/HomeScreen-1.css',
      '@media (min-width: 1px) { .rewards-card { color: red } }',
    );
    const login = linked('/assets/LoginScreen-1.css', '.login-form { color: red }');

    const screen = paintScreen(root('<main><div class="rewards-card">30,100</div></main>'), true);

    expect(screen?.stylesheets).toEqual(['/assets/HomeScreen-1.css']);
    home.remove();
    login.remove();
  });
});
