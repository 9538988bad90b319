import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REQUIRED_MEMBERSHIP_TYPE_IDS,
  EXECUTIVE_REQUIRED_MEMBERSHIP_TYPE_IDS,
  TEMPORARY_MEMBERSHIP_TYPE_ID,
  UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS,
  canAccessVenueContent,
  isAccountRequiredMembership,
  isExecutiveRequiredMembership,
  isTemporaryMembership,
  isUpdateRequiredMembership,
  remapHomeCasino,
} from '@met/scheme';

// Copied from spec section 6 by hand, in the spec's order.
const SPEC_UPDATE_REQUIRED = [
  2, 22, 41, 43, 3, 4, 5, 35, 54, 23, 53, 56, 6, 7, 38, 8, 9, 10, 27, 12, 37, 30, 39, 13, 14, 36,
  33, 15, 32, 31, 16, 42, 17, 11, 51, 26, 50, 24, 18, 20, 40, 21, 28,
];
const ALL_IDS = Array.from({ length: 71 }, (_, id) => id);

describe('membership type lists (spec section 6)', () => {
  it('holds the update-required list exactly, 43 ids', () => {
    expect(UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS).toEqual(SPEC_UPDATE_REQUIRED);
    expect(new Set(UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS).size).toBe(43);
  });

  it('holds the temporary, executive-required and account-required ids', () => {
    expect(TEMPORARY_MEMBERSHIP_TYPE_ID).toBe(34);
    expect(EXECUTIVE_REQUIRED_MEMBERSHIP_TYPE_IDS).toEqual([45, 52]);
    expect(ACCOUNT_REQUIRED_MEMBERSHIP_TYPE_IDS).toEqual([19]);
  });

  it('keeps the four lists apart', () => {
    const all = [
      TEMPORARY_MEMBERSHIP_TYPE_ID,
      ...UPDATE_REQUIRED_MEMBERSHIP_TYPE_IDS,
      ...EXECUTIVE_REQUIRED_MEMBERSHIP_TYPE_IDS,
      ...ACCOUNT_REQUIRED_MEMBERSHIP_TYPE_IDS,
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(ALL_IDS)('classifies membership type %i in exactly the lists that hold it', (id) => {
    expect(isTemporaryMembership(id)).toBe(id === 34);
    expect(isUpdateRequiredMembership(id)).toBe(SPEC_UPDATE_REQUIRED.includes(id));
    expect(isExecutiveRequiredMembership(id)).toBe(id === 45 || id === 52);
    expect(isAccountRequiredMembership(id)).toBe(id === 19);
  });
});

describe('venue content access (spec section 6, spec-decisions 3)', () => {
  it('gives temporary members no venue, events or restaurant', () => {
    expect(canAccessVenueContent(34)).toBe(false);
  });

  it.each([49, 46, 47, 48, 57, 58, 59])('gives tier membership type %i venue content', (id) => {
    expect(canAccessVenueContent(id)).toBe(true);
  });
});

describe('remapHomeCasino (spec-decisions 5)', () => {
  it('remaps home casino 17 to 6', () => {
    expect(remapHomeCasino(17)).toBe(6);
  });

  it.each([1, 5, 6, 7, 16, 18, 170])('leaves home casino %i as it is', (id) => {
    expect(remapHomeCasino(id)).toBe(id);
  });
});
