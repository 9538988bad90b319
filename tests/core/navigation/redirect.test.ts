import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX_LENGTH } from '../../../src/core/kernel/constants';
import { loginPathWithRedirect, safeRedirect } from '../../../src/core/navigation/redirect';

describe('safeRedirect (spec-decisions 11)', () => {
  it.each([
    '/',
    '/offers',
    '/offers/123',
    '/Offers/123/',
    '/offers?tab=other',
    '/events/9#rsvp',
    '/games/spin-the-wheel/AbC',
    '/settings/delete',
    '/account/verify',
    '/events/summer%20gala',
  ])('accepts the known same-origin path %j', (raw) => {
    expect(safeRedirect(raw)).toBe(raw);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative to a known path', '//evil.example/offers'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/offers\\evil'],
    ['absolute http', 'http://evil.example/offers'],
    ['absolute https', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['scheme after a slash', '/javascript:alert(1)'],
    ['scheme in a parameter', '/offers/javascript:alert(1)'],
    ['scheme-like in the query', '/offers?next=https://evil.example'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded double slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash in a parameter', '/offers/%5Cevil'],
    ['encoded slash in a parameter', '/offers/%2F%2Fevil.example'],
    ['double-encoded double slash', '/%252F%252Fevil.example'],
    ['encoded leading slash', '%2F%2Fevil.example'],
    ['encoded colon', '/offers/javascript%3Aalert(1)'],
    ['tab', '/\t/evil.example'],
    ['newline', '/offers\n'],
    ['space', '/offers /x'],
    ['null byte', '/offers\u0000'],
    ['encoded tab', '/%09/evil.example'],
    ['relative', 'offers'],
    ['unknown route', '/admin'],
    ['not a route', '/offers/1/2'],
    ['malformed escape', '/offers/%E0%A4%A'],
    ['triple-encoded', '/offers/%25252F'],
    ['too long', `/offers/${'1'.repeat(3000)}`],
  ])('refuses %s and falls back to /', (_case, raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});

describe('safeRedirect: what browsers would read differently from the router', () => {
  it.each([
    ['a dot segment', '/offers/.'],
    ['a dot-dot segment', '/offers/..'],
    ['a dot segment, encoded', '/games/spin-the-wheel/%2e'],
    ['a dot-dot segment, encoded in capitals', '/offers/%2E%2E'],
    ['a dot-dot segment, half encoded', '/offers/.%2e'],
    ['a control character', '/offers/1\u0001'],
    ['a delete character', '/offers/1\u007f'],
    ['a backslash in a parameter', '/offers/\\evil.example'],
    ['a non-breaking space', '/offers/1\u00a0'],
    ['a line separator', '/offers/1\u2028'],
    ['a raw space in a parameter', '/events/summer gala'],
    ['a malformed escape in the query', '/offers?tab=%E0%A4%A'],
    ['a one-letter scheme', '/offers/c:evil'],
    ['a scheme with a digit', '/offers/web3:alert(1)'],
    ['a harmless letter encoded three times', '/offers/a%252541'],
  ])('refuses %s and falls back to /', (_case, raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it.each([
    ['dots inside a segment', '/offers/1.5'],
    ['three dots', '/offers/...'],
    ['a colon after a digit', '/offers/10:30'],
    ['a letter encoded twice', '/offers/a%2541'],
    ['an encoded space', '/offers/a%20b'],
  ])('accepts %s', (_case, raw) => {
    expect(safeRedirect(raw)).toBe(raw);
  });

  it('accepts a path of exactly the longest length, and refuses one character more', () => {
    const longest = `/offers/${'1'.repeat(REDIRECT_MAX_LENGTH - '/offers/'.length)}`;

    expect(longest).toHaveLength(REDIRECT_MAX_LENGTH);
    expect(safeRedirect(longest)).toBe(longest);
    expect(safeRedirect(`${longest}1`)).toBe('/');
  });
});

describe('loginPathWithRedirect', () => {
  it.each(['/', '/offers', '/offers/7?tab=other&x=1', '/events/9#rsvp', '/events/summer%20gala'])(
    'puts %j in the redirect parameter so it reads back unchanged',
    (wanted) => {
      const login = loginPathWithRedirect(wanted);
      const url = new URL(login, 'https://app.example');
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('redirect')).toBe(wanted);
      expect(safeRedirect(url.searchParams.get('redirect'))).toBe(wanted);
    },
  );
});
