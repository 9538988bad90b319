import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_VENUES } from '../../../functions/src/seed/demoVenues';

const PUBLIC = new URL('../../../public', import.meta.url);

describe('the demo restaurants', () => {
  it("link only menus the app ships, so a menu never opens the app's not-found page", () => {
    const links = DEMO_VENUES.flatMap(({ restaurant }) => restaurant.menuLinks);
    expect(links.length).toBeGreaterThan(0);
    for (const { url } of links) {
      const file = new URL(`.${url}`, `${PUBLIC.href}/`);
      expect(existsSync(file), url).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString(), url).toBe('%PDF-');
    }
  });
});
