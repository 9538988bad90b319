import type { Benefits } from '@met/scheme/contract';

/** King benefits at venue 6; fields may be overridden. */
export function someBenefits(overrides: Partial<Benefits> = {}): Benefits {
  return {
    tier: 'King',
    venueId: 6,
    title: 'King benefits',
    intro: '<p>Thank you for playing with us.</p>',
    items: [{ title: 'Free parking', description: 'At every visit.' }],
    ...overrides,
  };
}
