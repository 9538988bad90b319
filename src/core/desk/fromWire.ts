import type * as Wire from '@met/scheme/contract';
import type { DeskMember, DeskReading, DeskRedemption } from './DeskReading';

/** desk-readCode's answer as the desk's model. */
export function deskReadingFromWire(wire: Wire.DeskReading): DeskReading {
  if (wire.kind === 'card') {
    return {
      kind: 'card',
      member: memberFromWire(wire.member),
      vouchers: wire.vouchers.map(({ id, title, expiresOn }) => ({ id, title, expiresOn })),
    };
  }
  const { id, title, terms, expiresOn } = wire.voucher;
  return {
    kind: 'voucher',
    member: memberFromWire(wire.member),
    voucher: { id, title, terms, expiresOn },
    state: wire.state,
    redemption: wire.redemption === null ? null : redemptionFromWire(wire.redemption),
    refusal: wire.refusal,
  };
}

export function redemptionFromWire({
  at,
  venueId,
  venueName,
}: Wire.DeskRedemption): DeskRedemption {
  return { at, venueId, venueName };
}

function memberFromWire(member: Wire.DeskMember): DeskMember {
  const { name, tier, customerNumber, venueName, restriction } = member;
  return { name, tier, customerNumber, venueName, restriction };
}
