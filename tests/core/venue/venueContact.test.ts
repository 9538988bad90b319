import { describe, expect, it } from 'vitest';
import type { Venue } from '../../../src/core/venue/Venue';
import { venueContact } from '../../../src/core/venue/venueContact';

const venue = (overrides: Partial<Venue> = {}): Venue => ({
  id: 6,
  name: 'The Metropolitan Leeds',
  logo: '',
  rulesHtml: '',
  address: '1 Park Row, Leeds',
  phone: '0113 000 0000',
  openingHours: '24 hours',
  image: '',
  ...overrides,
});

describe("venueContact: the home casino's own contact on the safer gambling page", () => {
  it('gives the name, the phone as written and a tel: link of its digits', () => {
    expect(venueContact(venue())).toEqual({
      name: 'The Metropolitan Leeds',
      phone: '0113 000 0000',
      telHref: 'tel:01130000000',
    });
  });

  it('shows the phone without the spaces around it', () => {
    expect(venueContact(venue({ phone: '  0113 000 0000 ' }))?.phone).toBe('0113 000 0000');
  });

  it('keeps an international prefix', () => {
    expect(venueContact(venue({ phone: '+44 (0)113 000 0000' }))?.telHref).toBe(
      'tel:+4401130000000',
    );
  });

  it.each(['', '  ', 'ask at reception'])('offers no tel: link for a phone of %j', (phone) => {
    expect(venueContact(venue({ phone }))?.telHref).toBeNull();
  });

  it('is null before the venue is known, or for a venue without a name', () => {
    expect(venueContact(null)).toBeNull();
    expect(venueContact(venue({ name: ' ' }))).toBeNull();
  });
});
