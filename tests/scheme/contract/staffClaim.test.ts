import { describe, expect, it } from 'vitest';
import { staffClaimOf } from '@met/scheme/contract';

/*
 * The staff custom claim the desk trusts: a login is staff at a venue only when its claim is a
 * record with a positive whole venue id; anything else an ID token carries is no claim at all.
 */
describe('the staff claim the backend trusts', () => {
  it.each([
    [{ venueId: 6 }, 6],
    [{ venueId: 1 }, 1],
    [{ venueId: Number.MAX_SAFE_INTEGER }, Number.MAX_SAFE_INTEGER],
  ])('%j works at the desk of venue %i', (claim, venueId) => {
    expect(staffClaimOf(claim)).toEqual({ venueId });
  });

  it('keeps only the venue id of a claim that carries more', () => {
    expect(staffClaimOf({ venueId: 9, role: 'manager' })).toEqual({ venueId: 9 });
  });

  it('reads a record without a prototype as any other record', () => {
    const claim: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    claim.venueId = 9;

    expect(staffClaimOf(claim)).toEqual({ venueId: 9 });
  });

  it.each<[string, unknown]>([
    ['no claim', undefined],
    ['null', null],
    ['a venue id alone', 6],
    ['text', '{"venueId":6}'],
    ['true', true],
    ['a list holding a claim', [{ venueId: 6 }]],
    ['a list with a venue id field', Object.assign([], { venueId: 6 })],
    ['a record without a venue id', {}],
    ['a venue id sent as text', { venueId: '6' }],
    ['venue 0', { venueId: 0 }],
    ['a negative venue id', { venueId: -6 }],
    ['a fractional venue id', { venueId: 6.5 }],
    ['a venue id past safe integers', { venueId: 2 ** 53 }],
    ['a venue id that is not a number', { venueId: Number.NaN }],
    ['an infinite venue id', { venueId: Number.POSITIVE_INFINITY }],
  ])('%s is no claim', (_what, claim) => {
    expect(staffClaimOf(claim)).toBeUndefined();
  });
});
