import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../e2e/support';
import { ROUTE_TABLE } from '../../../src/core/navigation/routes';
import { tallied, tallyEach } from '../tally';
import { headersFor } from './support/firebaseHosting';
import { MEMBER, MEMBER_PATHS, serviceWorkerActive, signOut } from './support/member';

/**
 * The built app under production's hosting headers (firebase.json, served by preview.config.ts):
 * the browser enforces the Content-Security-Policy, and every screen must still work.
 */

interface Problem {
  kind: 'csp' | 'console' | 'page error';
  page: string;
  detail: string;
}

/** Collects CSP violations (from every document of the page), console errors and page errors. */
async function watchProblems(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.exposeFunction('__reportCspViolation', (detail: string, at: string) => {
    problems.push({ kind: 'csp', page: at, detail });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (
        window as unknown as { __reportCspViolation: (d: string, at: string) => void }
      ).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        location.pathname,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({
        kind: 'console',
        page: new URL(page.url()).pathname,
        detail: message.text(),
      });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({
      kind: 'page error',
      page: new URL(page.url()).pathname,
      detail: error.message,
    });
  });
  return problems;
}

/** A screen works: the splash is gone, a level-1 heading shows, no crash page. */
async function expectScreenWorks(page: Page, path: string): Promise<void> {
  await expect(page.locator('[data-splash]'), path).toHaveCount(0);
  await expect(page.locator('h1').first(), path).toBeVisible();
  await expect(page.getByText(/something went wrong/i), path).toHaveCount(0);
}

test('the preview serves the hosting headers of firebase.json', async ({ page, request }) => {
  await page.goto('/login-mobile');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  // The shell, a deep link, a hashed asset, and the PWA's worker and manifest.
  const paths = [
    '/',
    '/offers',
    '/desk',
    '/index.html',
    script ?? '/assets/missing.js',
    '/sw.js',
    '/manifest.webmanifest',
  ];

  await tallyEach('attacks', 'headers: served as firebase.json says', paths, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const served = response.headers();
    for (const [name, value] of Object.entries(headersFor(path))) {
      expect(served[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });
});

test.describe('with the service worker running, as members have it', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a member signs in and walks every screen with the CSP enforced and nothing blocked', async ({
    page,
  }) => {
    // Every route twice over (signed in, then signed out) on a busy machine.
    test.slow();
    const problems = await watchProblems(page);
    const screens: { path: string; signedIn: boolean }[] = [
      ...MEMBER_PATHS.map((path) => ({ path, signedIn: true })),
      ...ROUTE_TABLE.filter((route) => route.access !== 'signed-in').map((route) => ({
        path: route.pattern,
        signedIn: false,
      })),
    ];

    await signIn(page, MEMBER.email);
    await serviceWorkerActive(page);
    let signedIn = true;
    await tallyEach('attacks', 'CSP: screens walked with no violation', screens, async (screen) => {
      if (signedIn && !screen.signedIn) {
        await signOut(page);
        signedIn = false;
      }
      const before = problems.length;

      await page.goto(screen.path);

      await expectScreenWorks(page, screen.path);
      expect(problems.slice(before), screen.path).toEqual([]);
    });
  });
});

test('Chromium lets the desk’s page use the camera, and no other page', async ({ page }) => {
  // What the document was served with decides, for as long as it lives: `featurePolicy` is
  // Chromium's reading of the page's Permissions-Policy.
  const pages = [
    { path: '/desk', camera: true },
    { path: '/desk/', camera: true },
    { path: '/', camera: false },
    { path: '/offers', camera: false },
    { path: '/login', camera: false },
    { path: '/desktop', camera: false },
  ];

  await tallyEach(
    'attacks',
    'Permissions-Policy: camera as Chromium enforces it',
    pages,
    async ({ path, camera }) => {
      await page.goto(path);
      const allowed = await page.evaluate(() =>
        (
          document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }
        ).featurePolicy?.allowsFeature('camera'),
      );
      expect(allowed, path).toBe(camera);
    },
  );
});

test('the CSP is really enforced: an injected inline script is blocked and reported', async ({
  page,
}) => {
  await tallied('attacks', 'CSP: injected inline script blocked', async () => {
    const problems = await watchProblems(page);
    await page.goto('/login-mobile');
    await expectScreenWorks(page, '/login-mobile');

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true;
    });

    expect(ran).toBe(false);
    await expect
      .poll(() => problems.filter((problem) => problem.kind === 'csp').map((p) => p.detail))
      .toContainEqual(expect.stringMatching(/^script-src(-elem)? blocked inline/));
  });
});

test('the app cannot be framed by another page (frame-ancestors, X-Frame-Options)', async ({
  page,
  baseURL,
}) => {
  await tallied('attacks', 'headers: framing (clickjacking) refused', async () => {
    // A page of another origin (a data: URL is an opaque origin) framing the login form: goto
    // resolves once the frame has loaded, or failed to.
    await page.goto(
      `data:text/html,<iframe id="victim" src="${baseURL}/login-mobile" width="400" height="600"></iframe>`,
    );

    await expect(
      page.frameLocator('#victim').getByRole('button', { name: 'Log in', exact: true }),
    ).toHaveCount(0);
  });
});

test('Google Tag Manager cannot run in the page', async ({ page }) => {
  await tallied('attacks', '14. Tag Manager allowed by the CSP', async () => {
    const problems = await watchProblems(page);
    // Answered here, so the attack needs no network: were it allowed, the container would run.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' }),
    );
    await page.goto('/login-mobile');
    await expectScreenWorks(page, '/login-mobile');

    // What injected markup would add: GTM's container script, an account the attacker publishes.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://www.googletagmanager.com/gtm.js?id=GTM-ATTACK1';
      document.head.append(script);
    });

    await expect
      .poll(() => problems.filter((problem) => problem.kind === 'csp').map((p) => p.detail))
      .toContainEqual(
        expect.stringMatching(/^script-src(-elem)? blocked https:\/\/www\.googletagmanager\.com/),
      );
    const ran = await page.evaluate(
      () => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true,
    );
    expect(ran).toBe(false);
  });
});

test('injected styles are blocked; the splash and the app style themselves', async ({ page }) => {
  const problems = await watchProblems(page);
  const cspProblems = () => problems.filter((problem) => problem.kind === 'csp');
  // The app's scripts held back: the page stays on index.html's splash, styled by its own
  // inline <style>, which the policy allows by hash.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login-mobile');
  const splash = page.locator('[data-splash="boot"]');
  await expect(splash).toBeVisible();

  await tallyEach(
    'attacks',
    '14. inline styles allowed by the CSP',
    [
      {
        name: "the splash's own inline <style> applies, with no violation",
        check: async () => {
          expect(await splash.evaluate((element) => getComputedStyle(element).position)).toBe(
            'fixed',
          );
          expect(cspProblems()).toEqual([]);
        },
      },
      {
        name: 'an injected <style> element is blocked and reported',
        check: async () => {
          const applied = await page.evaluate(() => {
            const style = document.createElement('style');
            style.textContent = '.app-splash { position: static !important; }';
            document.head.append(style);
            const splashElement = document.querySelector('[data-splash="boot"]');
            return splashElement ? getComputedStyle(splashElement).position === 'static' : true;
          });
          expect(applied).toBe(false);
          await expect
            .poll(() => cspProblems().map((p) => p.detail))
            .toContainEqual(expect.stringMatching(/^style-src(-elem)? blocked inline/));
        },
      },
      {
        name: 'an injected style attribute is blocked and reported',
        check: async () => {
          const applied = await page.evaluate(() => {
            const element = document.createElement('p');
            element.setAttribute('style', 'display: none');
            document.body.append(element);
            return getComputedStyle(element).display === 'none';
          });
          expect(applied).toBe(false);
          await expect
            .poll(() => cspProblems().map((p) => p.detail))
            .toContainEqual(expect.stringMatching(/^style-src(-attr)? blocked inline/));
        },
      },
      {
        // React's style prop (progress bars, the wheel) sets CSSOM properties, which CSP allows.
        name: "a script's CSSOM style still applies, as React's style prop sets it",
        check: async () => {
          const before = cspProblems().length;
          const applied = await page.evaluate(() => {
            const element = document.createElement('p');
            element.style.setProperty('display', 'none');
            element.style.width = '12px';
            document.body.append(element);
            return getComputedStyle(element).display === 'none';
          });
          expect(applied).toBe(true);
          expect(cspProblems().slice(before)).toEqual([]);
        },
      },
    ],
    async ({ name, check }) => {
      try {
        await check();
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
    },
  );
});
