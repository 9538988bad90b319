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
