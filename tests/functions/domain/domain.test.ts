import { describe, expect, it } from 'vitest';
import { actionLinkOrigin, withActionCode } from '../../../functions/src/domain/actionLinks';
import { hasValidOptIn, playWindowAt } from '../../../functions/src/domain/games';

describe('games', () => {
  const game = {
    id: 'g',
    name: '',
    description: '',
    OptinStart: '2026-03-01T00:00:00Z',
    OptinEnd: '2026-03-20T00:00:00Z',
    GameStart: '2026-03-05T00:00:00Z',
    GameEnd: '2026-03-20T00:00:00Z',
  };

  it.each([
    ['2026-03-04T23:59:59.999Z', 'not-started'],
    ['2026-03-05T00:00:00Z', 'open'],
    ['2026-03-19T23:59:59.999Z', 'open'],
    ['2026-03-20T00:00:00Z', 'ended'],
  ])('at %s the game is %s', (now, window) => {
    expect(playWindowAt(game, new Date(now))).toBe(window);
  });

  it.each([
    ['2026-02-28T23:59:59.999Z', false],
    ['2026-03-01T00:00:00Z', true],
    ['not a date', false],
  ])('an opt-in at %s counts: %s', (timestamp, valid) => {
    expect(hasValidOptIn([{ gameId: 'g', timestamp }], game)).toBe(valid);
  });
});

describe('actionLinkOrigin', () => {
  const policy = {
    productionOrigin: 'https://rewards.example.com/',
    allowedDevOrigins: ['https://preview.example.com'],
    developmentBackend: true,
  };

  it.each([
    [false, 'http://localhost:5173', 'https://rewards.example.com'],
    [true, 'http://localhost:5173/some/path', 'http://localhost:5173'],
    [true, 'http://[::1]:5173', 'http://[::1]:5173'],
    [true, 'https://localhost.evil.net', 'https://rewards.example.com'],
    [true, 'javascript:alert(1)', 'https://rewards.example.com'],
    [true, '', 'https://rewards.example.com'],
  ])('devMode %s with devDomain %s links to %s', (devMode, devDomain, origin) => {
    expect(actionLinkOrigin({ devMode, devDomain }, policy)).toBe(origin);
  });

  it.each([
    ['http://localhost:31337', 'https://rewards.example.com'],
    ['http://127.0.0.1:5173', 'https://rewards.example.com'],
    ['http://[::1]:5173', 'https://rewards.example.com'],
    ['https://preview.example.com', 'https://preview.example.com'],
  ])('a deployed backend, asked for devDomain %s, links to %s', (devDomain, origin) => {
    const deployed = { ...policy, developmentBackend: false };

    expect(actionLinkOrigin({ devMode: true, devDomain }, deployed)).toBe(origin);
  });

  it.each([
    ['ends in several slashes', 'https://rewards.example.com//', ['https://preview.example.com']],
    [
      'is configured with a trailing slash',
      'https://rewards.example.com',
      ['https://preview.example.com//'],
    ],
  ])(
    'honours a configured dev origin, and links production without slashes, when the setting %s',
    (_case, productionOrigin, allowedDevOrigins) => {
      const settings = { productionOrigin, allowedDevOrigins, developmentBackend: false };

      expect(actionLinkOrigin({ devMode: false, devDomain: '' }, settings)).toBe(
        'https://rewards.example.com',
      );
      expect(
        actionLinkOrigin({ devMode: true, devDomain: 'https://preview.example.com' }, settings),
      ).toBe('https://preview.example.com');
    },
  );
});

describe('withActionCode', () => {
  it.each([
    [
      'a page without a query',
      'https://rewards.example.com/account/pending',
      'https://rewards.example.com/account/pending?mode=verifyEmail&oobCode=code%2F1%2B2',
    ],
    [
      'a page that has a query already',
      'https://rewards.example.com/account/pending?lang=en',
      'https://rewards.example.com/account/pending?lang=en&mode=verifyEmail&oobCode=code%2F1%2B2',
    ],
  ])('adds mode and code to %s', (_case, page, link) => {
    expect(withActionCode(page, 'verifyEmail', 'code/1+2')).toBe(link);
  });
});
