import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, ROUTES } from '../../../src/core/navigation/routes';
import {
  headersFor,
  hostingHeaderRules,
  parseCsp,
  parsePermissionsPolicy,
  sourceMatches,
} from '../browser/support/firebaseHosting';
import { tallyEach } from '../tally';

/**
 * The security headers production sends (firebase.json's hosting headers). The hostile browser
 * run serves the built app with these very headers (browser/preview.config.ts), so the policy
 * checked here is the one the app is proven to work under.
 */

const EVERY_PATH = [
  '/',
  '/offers/king-steak-night',
  '/index.html',
  '/sw.js',
  '/assets/index-abc.js',
];
const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Sources that would let an attacker's script run if they got markup or a URL into the page. */
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

/**
 * Sources that would let injected markup style the page (CSS can read attribute values out to an
 * attacker's server, or dress a fake form): only 'self' and the splash's hash may stay.
 */
const UNSAFE_STYLE_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-hashes'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];
const STYLE_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

describe('hosting security headers (firebase.json)', () => {
  it('every path, the app shell and the service worker included, gets every security header', async () => {
    const checks: [string, (headers: Record<string, string>) => void][] = [
      ['a Content-Security-Policy', (h) => expect(h['Content-Security-Policy']).toBeTruthy()],
      [
        'X-Content-Type-Options nosniff',
        (h) => expect(h['X-Content-Type-Options']).toBe('nosniff'),
      ],
      [
        'a strict Referrer-Policy',
        (h) => expect(STRICT_REFERRER_POLICIES).toContain(h['Referrer-Policy']),
      ],
      [
        'HSTS for at least a year, subdomains included',
        (h) => {
          const hsts = h['Strict-Transport-Security'] ?? '';
          expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(ONE_YEAR_S);
          expect(hsts).toMatch(/(^|;)\s*includeSubDomains\s*(;|$)/);
        },
      ],
      ['X-Frame-Options DENY', (h) => expect(h['X-Frame-Options']).toBe('DENY')],
    ];
    const cases = EVERY_PATH.flatMap((path) =>
      checks.map(([name, check]) => ({ path, name, check })),
    );

    await tallyEach(
      'attacks',
      'headers: security header present',
      cases,
      ({ path, name, check }) => {
        const headers = headersFor(path);
        try {
          check(headers);
        } catch (error) {
          throw new Error(`${path}: ${name}: ${(error as Error).message}`, { cause: error });
        }
      },
    );
  });

  it('the Content-Security-Policy allows no inline or eval script and no framing', async () => {
    const policy = parseCsp(headersFor('/')['Content-Security-Policy'] ?? '');
    const scriptSources = policy.get('script-src') ?? policy.get('default-src') ?? ['*'];
    const checks: [string, () => void][] = [
      ...UNSAFE_SCRIPT_SOURCES.map((source): [string, () => void] => [
        `script-src without ${source}`,
        () => expect(scriptSources).not.toContain(source),
      ]),
      [
        'script-src-elem and -attr not loosened',
        () => {
          expect(policy.get('script-src-elem')).toBeUndefined();
          expect(policy.get('script-src-attr')).toBeUndefined();
        },
      ],
      ["frame-ancestors 'none'", () => expect(policy.get('frame-ancestors')).toEqual(["'none'"])],
      ["object-src 'none'", () => expect(policy.get('object-src')).toEqual(["'none'"])],
      [
        "base-uri 'self' or 'none'",
        () => expect([["'self'"], ["'none'"]]).toContainEqual(policy.get('base-uri')),
      ],
      ["default-src 'self'", () => expect(policy.get('default-src')).toEqual(["'self'"])],
      [
        "worker-src 'self' (the service worker at /sw.js)",
        () => expect(policy.get('worker-src')).toEqual(["'self'"]),
      ],
      [
        "manifest-src 'self' (/manifest.webmanifest)",
        () => expect(policy.get('manifest-src')).toEqual(["'self'"]),
      ],
      [
        'upgrade-insecure-requests',
        () => expect(policy.has('upgrade-insecure-requests')).toBe(true),
      ],
    ];

    await tallyEach('attacks', 'headers: CSP directive', checks, ([name, check]) => {
      try {
        check();
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
    });
  });

  it('the CSP names no Google Tag Manager host, in any directive', async () => {
    // GTM is unused, and its container script runs whatever a GTM account publishes: a known
    // gadget that turns an allowed host into an attacker's script.
    const directives = EVERY_PATH.flatMap((path) => [
      ...parseCsp(headersFor(path)['Content-Security-Policy'] ?? ''),
    ]);
    expect(directives.length).toBeGreaterThan(10);

    await tallyEach(
      'attacks',
      '14. Tag Manager allowed by the CSP',
      directives,
      ([name, sources]) => {
        expect(
          sources.filter((source) => /googletagmanager\.com/i.test(source)),
          name,
        ).toEqual([]);
      },
    );
  });

  it("the CSP allows no inline style but the splash's, by hash", async () => {
    const policy = parseCsp(headersFor('/')['Content-Security-Policy'] ?? '');
    const styleSources = policy.get('style-src') ?? policy.get('default-src') ?? ['*'];
    const checks: [string, () => void][] = [
      ...UNSAFE_STYLE_SOURCES.map((source): [string, () => void] => [
        `style-src without ${source}`,
        () => expect(styleSources).not.toContain(source),
      ]),
      [
        "style-src is 'self' and hashes only",
        () =>
          expect(
            styleSources.filter((source) => source !== "'self'" && !STYLE_HASH.test(source)),
          ).toEqual([]),
      ],
      [
        'style-src-elem and -attr not loosened',
        () => {
          expect(policy.get('style-src-elem')).toBeUndefined();
          expect(policy.get('style-src-attr')).toBeUndefined();
        },
      ],
    ];

    await tallyEach('attacks', '14. inline styles allowed by the CSP', checks, ([name, check]) => {
      try {
        check();
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
      }
    });
  });

  it('the service worker and the app shell are always revalidated, hashed assets cached', async () => {
    // Hosting matches the request path, not the file a rewrite serves: /offers is index.html, and
    // without a header of its own a browser would keep it for Hosting's default hour.
    const appShellAt = (path: string): [string, () => void] => [
      `${path} (the app shell) no-cache`,
      () => expect(headersFor(path)['Cache-Control']).toBe('no-cache'),
    ];
    const caching: [string, () => void][] = [
      appShellAt('/'),
      appShellAt('/offers'),
      appShellAt('/desk'),
      appShellAt('/account/reset-link'),
      ['/sw.js no-cache', () => expect(headersFor('/sw.js')['Cache-Control']).toBe('no-cache')],
      [
        '/index.html no-cache',
        () => expect(headersFor('/index.html')['Cache-Control']).toBe('no-cache'),
      ],
      [
        '/assets/** immutable',
        () => expect(headersFor('/assets/index-abc.js')['Cache-Control']).toMatch(/immutable/),
      ],
      ["security headers on '**'", () => expect(hostingHeaderRules()[0]?.source).toBe('**')],
    ];

    await tallyEach(
      'attacks',
      'headers: caching of app shell and worker',
      caching,
      ([name, check]) => {
        try {
          check();
        } catch (error) {
          throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
        }
      },
    );
  });
});

/**
 * The Hosting emulator's own matcher (superstatic, which firebase-tools serves Hosting with): the
 * oracle `sourceMatches` is held to, so the hostile preview sends what the emulator would.
 */
const hostingEmulator = createRequire(import.meta.url)('superstatic/lib/utils/patterns') as {
  configMatcher(path: string, config: { source: string }): boolean;
};

/** Every route of the app as a path a member could open: each ':param' filled in. */
const ROUTE_PATHS = ROUTE_TABLE.map((route) => ({
  id: route.id,
  path: route.pattern.replace(/:[^/]+/g, 'sample-1'),
}));
const DESK_PATHS = [ROUTES.desk.pattern, `${ROUTES.desk.pattern}/`];
/** Paths near the desk's that are not the desk: the app answers them with its not-found page. */
const NOT_THE_DESK = ['/desktop', '/desk/settings', '/desks', '/offers/desk'];

function permissionsAt(path: string): Map<string, string> {
  return parsePermissionsPolicy(headersFor(path)['Permissions-Policy'] ?? '');
}

describe('Permissions-Policy: the camera is the desk’s alone (firebase.json)', () => {
  it('the desk’s paths allow the camera to the app’s own origin, and change nothing else', async () => {
    const elsewhere = permissionsAt('/');
    expect(elsewhere.size).toBeGreaterThan(1);

    await tallyEach('attacks', 'headers: Permissions-Policy of the desk', DESK_PATHS, (path) => {
      const desk = permissionsAt(path);
      expect(desk.get('camera'), path).toBe('(self)');
      expect(new Map([...desk].filter(([feature]) => feature !== 'camera')), path).toEqual(
        new Map([...elsewhere].filter(([feature]) => feature !== 'camera')),
      );
    });
  });

  it('every other route, the shell, the worker and the assets refuse the camera', async () => {
    const others = [
      ...ROUTE_PATHS.filter((route) => route.id !== 'desk').map((route) => route.path),
      ...NOT_THE_DESK,
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
    ];
    expect(others).toEqual(expect.arrayContaining(['/', '/offers']));

    await tallyEach('attacks', 'headers: camera refused outside the desk', others, (path) => {
      const policy = permissionsAt(path);
      expect(policy.get('camera'), path).toBe('()');
      expect(policy.get('microphone'), path).toBe('()');
    });
  });

  it('the desk’s header block comes after the one for every path (a later block wins)', () => {
    const sources = hostingHeaderRules().map((rule) => rule.source);
    const setsPolicy = hostingHeaderRules()
      .filter((rule) => rule.headers.some((header) => header.key === 'Permissions-Policy'))
      .map((rule) => rule.source);

    expect(setsPolicy).toEqual(['**', ROUTES.desk.pattern]);
    expect(sources.indexOf(ROUTES.desk.pattern)).toBeGreaterThan(sources.indexOf('**'));
  });

  it('header globs match paths exactly as the Hosting emulator matches them', async () => {
    const globs = [...new Set(hostingHeaderRules().map((rule) => rule.source))];
    const paths = [
      ...ROUTE_PATHS.map((route) => route.path),
      ...DESK_PATHS,
      ...NOT_THE_DESK,
      '/Desk',
      '/desk//',
      '//desk',
      '/assets//index-abc.js',
      '/index.html',
      '/sw.js',
      '/sw.js/',
      '/assets',
      '/assets/',
      '/assets/index-abc.js',
      '/assets/fonts/manrope.woff2',
    ];
    const cases = globs.flatMap((glob) => paths.map((path) => ({ glob, path })));

    await tallyEach('attacks', 'headers: glob matched as Hosting does', cases, ({ glob, path }) => {
      expect(sourceMatches(glob, path), `${glob} on ${path}`).toBe(
        hostingEmulator.configMatcher(path, { source: glob }),
      );
    });
  });
});
