import { describe, expect, it } from 'vitest';
import { directionsHref } from '../../../src/core/venue/directions';

describe('directionsHref: directions to the casino in the maps app', () => {
  it("is Google Maps' universal directions link to the address, encoded", () => {
    expect(directionsHref('14 Hay Hill, London W1J 6DQ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=14%20Hay%20Hill%2C%20London%20W1J%206DQ',
    );
  });

  it('folds line breaks and runs of spaces, and encodes & and #', () => {
    expect(directionsHref('  3 Quay Street\nManchester  M3 & #2 ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=3%20Quay%20Street%20Manchester%20M3%20%26%20%232',
    );
  });

  it('is null when there is no address to go to', () => {
    expect(directionsHref('  ')).toBeNull();
  });
});
