import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { REDIRECT_FALLBACK, safeRedirect } from '../../../src/core/navigation/redirect';
import { matchRoute } from '../../../src/core/navigation/routes';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { memberApp } from '../../journeys/memberApp';
import { tallyEach } from '../tally';
import { holdsFor } from './holdsFor';
import { hostileString } from './hostileValues';

/**
 * The login page's redirect parameter (spec-decisions 11): every open-redirect form falls back
 * to '/', and whatever is accepted stays on the app's origin and names a page the app has.
 */

const ORIGIN = 'https://app.example';

const OPEN_REDIRECTS: readonly string[] = [
  '//evil.example',
  '//evil.example/offers',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'https://evil.example/offers',
  'http:evil.example',
  'http:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  ' /offers',
  '/offers ',
  '\n/offers',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '/..//evil.example',
  '/../evil.example',
  '/offers/..//evil.example',
  '/./offers/../../evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/%0d%0aLocation:',
  '/offers%0d%0aSet-Cookie:x=1',
  '/offers/%00',
  '/\u2215\u2215evil.example', // division slashes
  '/\uff0f\uff0fevil.example', // fullwidth solidus
  '/\u29f8evil.example', // big solidus
  '/\u2044evil.example', // fraction slash
  '\uff0f\uff0fevil.example',
  '//evil.example%2F%2E%2E',
  '/@evil.example',
  '//user@evil.example',
  `/offers/${'a'.repeat(3000)}`,
];

const VALID_DEEP_LINKS: readonly string[] = [
  '/',
  '/offers/abc?x=1',
  '/offers',
  '/offers/abc',
  '/events/9#rsvp',
  '/games/spin-the-wheel/spring-2026',
  '/settings/communications',
  '/restaurant',
  '/events/summer%20gala',
  // Odd, but harmless: what follows '?' or '#' cannot move the page off the origin.
  '/offers?next=//evil.example',
  '/offers#//evil.example',
];

/** Where the browser would really go: on the origin, at a path the app has a page for. */
function expectSameOriginKnownPage(result: string): void {
  expect(result.startsWith('/')).toBe(true);
  const url = new URL(result, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.protocol).toBe('https:');
  expect(matchRoute(url.pathname), `${result} resolves to ${url.pathname}`).not.toBeNull();
}

const urlLike = fc.oneof(
  hostileString,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
  fc
    .tuple(
      fc.constantFrom('/', '//', '/\\', '\\', '/offers/', '/events/', '/games/spin-the-wheel/', ''),
      fc.array(
        fc.constantFrom(
          '%2F',
          '%2f',
          '%5C',
          '%25',
          '%2e',
          '..',
          '.',
          '/',
          '\\',
          'evil.example',
          'javascript:',
          '\t',
          '\n',
          '%09',
          '%0d%0a',
          '?',
          '#',
          '@',
          'abc',
          '\uff0f',
        ),
        { maxLength: 6 },
      ),
    )
    .map(([start, pieces]) => start + pieces.join('')),
);

describe('bad input: the redirect parameter (spec-decisions 11)', { timeout: 60_000 }, () => {
  it('falls back to / for every open-redirect form', async () => {
    await tallyEach('bad input', 'redirect: open-redirect forms', OPEN_REDIRECTS, (raw) => {
      expect(safeRedirect(raw), JSON.stringify(raw)).toBe(REDIRECT_FALLBACK);
    });
  });

  it('keeps a valid deep link as it was', async () => {
    await tallyEach('bad input', 'redirect: valid deep links', VALID_DEEP_LINKS, (raw) => {
      expect(safeRedirect(raw)).toBe(raw);
      expectSameOriginKnownPage(raw);
    });
  });

  it('maps any string to / or to a same-origin path of a known page', async () => {
    await holdsFor(
      'redirect: any string',
      urlLike,
      (raw) => {
        const result = safeRedirect(raw);

        if (result !== REDIRECT_FALLBACK) expect(result).toBe(raw);
        expectSameOriginKnownPage(result);
      },
      { numRuns: 1000 },
    );
  });

  it('after signing in with a hostile redirect, the member lands on /', async () => {
    await tallyEach(
      'bad input',
      'redirect: after a real sign-in',
      ['//evil.example', '/%5Cevil.example', 'javascript:alert(1)', '/offers/abc?x=1'],
      async (redirect) => {
        const app = memberApp();
        await app.settled();
        const login = app.get(LoginStore);
        login.form.set('email', 'king@example.com');
        login.form.set('password', DEMO_PASSWORD);

        await login.signIn(redirect);

        expect(await app.settled()).toBe('initialised');
        expect(app.pendingPath()).toBe(redirect === '/offers/abc?x=1' ? redirect : '/');
        app.session.stop();
      },
    );
  });
});
