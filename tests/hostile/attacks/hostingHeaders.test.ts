import { describe, expect, it } from 'vitest';
import { headersFor, hostingHeaderRules, parseCsp } from '../browser/support/firebaseHosting';
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

  it('the CSP names no Google Tag Manager host, in any directive (issue 15, item 14)', async () => {
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

  it("the CSP allows no inline style but the splash's, by hash (issue 15, item 14)", async () => {
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
    const caching: [string, () => void][] = [
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
