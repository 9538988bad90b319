import { describe, expect, it } from 'vitest';
import { venueIdForMember } from '../../../src/core/member/venueOf';
import { aMember } from '../../builders/aMember';

describe('the venue whose content a member sees', () => {
  it('is the home casino', () => {
    expect(venueIdForMember(aMember().withHomeCasino(3).buildModel())).toBe(3);
  });

  it('is venue 6 for home casino 17 (spec-decisions 5)', () => {
    expect(venueIdForMember(aMember().withHomeCasino(17).buildModel())).toBe(6);
  });

  it('is none for a temporary member (spec-decisions 3)', () => {
    expect(venueIdForMember(aMember().temporary().withHomeCasino(3).buildModel())).toBeNull();
  });
});
