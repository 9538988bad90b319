import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, gateReason, type GateReason } from '@met/scheme';

// Spec section 6, copied by hand; the order of the checks is spec-decisions 4.
const UPDATE_REQUIRED = [
  2, 22, 41, 43, 3, 4, 5, 35, 54, 23, 53, 56, 6, 7, 38, 8, 9, 10, 27, 12, 37, 30, 39, 13, 14, 36,
  33, 15, 32, 31, 16, 42, 17, 11, 51, 26, 50, 24, 18, 20, 40, 21, 28,
];
const TIER_TYPE_IDS = [34, 49, 46, 47, 57, 58, 48, 59];

function expectedReason(id: number): GateReason | null {
  if (id === 34) return 'temporary';
  if (UPDATE_REQUIRED.includes(id)) return 'update-required';
  if (id === 45 || id === 52) return 'executive-required';
  if (id === 19) return 'account-required';
  if (TIER_TYPE_IDS.includes(id)) return null;
  // spec-decisions 2: a type id in no list and with no tier is update-required.
  return 'update-required';
}

const membership = (membershipTypeId: number, suspended = false) => ({
  membershipTypeId,
  suspended,
});

describe('gateReason: the membership gate the app and every member callable apply', () => {
  it.each([...Array.from({ length: 71 }, (_, id) => id), 999, -1, 1.5])(
    'membership type %s',
    (id) => {
      expect(gateReason(membership(id))).toBe(expectedReason(id));
    },
  );

  it.each([34, 49, 46, 47, 2, 45, 52, 19, 999])(
    'puts suspended first, whatever the type (%i)',
    (id) => {
      expect(gateReason(membership(id, true))).toBe('suspended');
    },
  );

  it('lets exactly the tiers other than temporary in', () => {
    const allowed = Array.from({ length: 71 }, (_, id) => id).filter(
      (id) => gateReason(membership(id)) === null,
    );

    expect(allowed).toEqual([46, 47, 48, 49, 57, 58, 59]);
  });

  it('has one distinct, non-empty message for every gate', () => {
    const reasons: GateReason[] = [
      'suspended',
      'temporary',
      'update-required',
      'executive-required',
      'account-required',
    ];

    expect(Object.keys(GATE_MESSAGES).sort()).toEqual([...reasons].sort());
    expect(new Set(reasons.map((reason) => GATE_MESSAGES[reason])).size).toBe(reasons.length);
    for (const reason of reasons) expect(GATE_MESSAGES[reason].length).toBeGreaterThan(20);
  });
});
