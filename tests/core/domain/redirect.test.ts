import { describe, expect, it } from 'vitest';
import { loginPathWithRedirect, safeRedirect } from '../../../src/core/domain/redirect';

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
