import type { DeskMember, DeskReading } from '@met/scheme/contract';

/** The member as the desk sees them. */
export function aDeskMember(overrides: Partial<DeskMember> = {}): DeskMember {
  return {
    name: 'Kim King',
    tier: 'King',
    customerNumber: '100200',
    venueName: 'The Metropolitan Mayfair',
    restriction: null,
    ...overrides,
  };
}

/** A voucher code read at the desk, ready to redeem unless overridden. */
export function aVoucherReading(
  overrides: Partial<Extract<DeskReading, { kind: 'voucher' }>> = {},
): Extract<DeskReading, { kind: 'voucher' }> {
  return {
    kind: 'voucher',
    member: aDeskMember(),
    voucher: {
      id: 'v1',
      title: 'Dinner for two',
      terms: 'Sunday to Thursday.',
      expiresOn: '2026-03-31',
    },
    codeExpiresAt: '2026-03-01T16:00:00Z',
    state: 'ready',
    redemption: null,
    refusal: null,
    ...overrides,
  };
}

/** A membership card read at the desk. */
export function aCardReading(): Extract<DeskReading, { kind: 'card' }> {
  return {
    kind: 'card',
    member: aDeskMember(),
    vouchers: [{ id: 'v1', title: 'Dinner for two', expiresOn: '2026-03-31' }],
  };
}
