import { describe, expect, it } from 'vitest';
import { devLinkOptions } from '../../../src/core/account/devLinkOptions';

describe('the emailed links of a development build', () => {
  it('point back at the app that asked for them', () => {
    const platform = { isDevMode: () => true, origin: () => 'http://localhost:5173' };

    expect(devLinkOptions(platform)).toEqual({
      devMode: true,
      devDomain: 'http://localhost:5173',
    });
  });

  it('say so when the build is not a development one', () => {
    const platform = { isDevMode: () => false, origin: () => 'https://members.example.com' };

    expect(devLinkOptions(platform)).toEqual({
      devMode: false,
      devDomain: 'https://members.example.com',
    });
  });
});
