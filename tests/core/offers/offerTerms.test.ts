import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { offerTerms } from '../../../src/core/offers/offers';

describe('offerTerms: every offer shows terms (SR code 5.1.1)', () => {
  it("shows the record's own terms", () => {
    expect(offerTerms('One per visit. Mayfair only.')).toBe('One per visit. Mayfair only.');
  });

  it('trims them', () => {
    expect(offerTerms('  One per visit.\n')).toBe('One per visit.');
  });

  it.each(['', '   ', '\n\t'])(
    "falls back to the scheme's standard terms when the record has none (%j)",
    (none) => {
      expect(offerTerms(none)).toBe(messages.incentives.standardOfferTerms);
    },
  );
});
