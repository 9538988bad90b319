import type {
  Benefits as WireBenefits,
  Game as WireGame,
  MemberData,
  PromotionEvent,
  Prize as WirePrize,
  Restaurant as WireRestaurant,
  Venue as WireVenue,
  Voucher as WireVoucher,
} from '@met/scheme/contract';
import type { Benefits } from './Benefits';
import type { CasinoEvent } from './CasinoEvent';
import type { Game } from './Game';
import type { Member } from './Member';
import type { Prize } from './Prize';
import type { Restaurant } from './Restaurant';
import type { Venue } from './Venue';
import type { Voucher } from './Voucher';

/*
 * The one place the wire's records (CRM and CMS spellings, ISO strings) become the app's
 * models. Both CallablesPort adapters answer the same validated contract, and the use case that
 * reads an answer maps it here at once, so stores and views never see a wire record. The
 * device's offline copy (LastSeen) keeps wire answers, which the contract can check again.
 */

export function memberFromWire(wire: MemberData): Member {
  return {
    id: wire.id,
    membershipNumber: wire.customer_number,
    firstName: wire.first_name,
    lastName: wire.last_name,
    email: wire.email,
    mobilePhone: wire.phone_mobile,
    suspended: wire.suspended,
    membershipTypeId: wire.membership_type_id,
    membershipTypeName: wire.membership_type_Name,
    homeCasinoId: wire.home_casino,
    points: {
      reward: wire.rewardPoints,
      tier: wire.tierPoints,
      loyalty: wire.loyalty_points,
      loyaltyExpiresOn: wire.loyalty_points_end_date,
    },
    interests: [...wire.interests],
    communications: { ...wire.communications },
  };
}

export function venueFromWire(wire: WireVenue): Venue {
  return {
    id: wire.id,
    name: wire.pagetitle,
    logo: wire.logo,
    rulesHtml: wire.RulesOfCasino,
    address: wire.address,
    phone: wire.phone,
    openingHours: wire.openingHours,
  };
}

export function restaurantFromWire(wire: WireRestaurant): Restaurant {
  return {
    name: wire.name,
    description: wire.description,
    openingHours: wire.openingHours.map(({ days, hours }) => ({ days, hours })),
    menuLinks: wire.menuLinks.map(({ label, url }) => ({ label, url })),
    bookingUrl: wire.bookingUrl,
    image: wire.image,
  };
}

export function benefitsFromWire(wire: WireBenefits): Benefits {
  return {
    tier: wire.tier,
    title: wire.title,
    intro: wire.intro,
    items: wire.items.map(({ title, description, fromTier }) =>
      fromTier === undefined ? { title, description } : { title, description, fromTier },
    ),
  };
}

export function voucherFromWire(wire: WireVoucher): Voucher {
  return {
    id: wire.id,
    title: wire.title,
    description: wire.description,
    terms: wire.terms,
    image: wire.image,
    expiresOn: wire.expiresOn,
    redeemable: wire.redeemable,
  };
}

export function eventFromWire(wire: PromotionEvent): CasinoEvent {
  return {
    id: wire.id,
    uri: wire.uri,
    title: wire.title,
    summary: wire.summary,
    description: wire.description,
    image: wire.image,
    startsAt: new Date(wire.startsAt),
    endsAt: new Date(wire.endsAt),
    isSpotlight: wire.isSpotlight,
    isRsvp: wire.isRsvp,
  };
}

export function gameFromWire(wire: WireGame): Game {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    optInOpensAt: new Date(wire.OptinStart),
    optInClosesAt: new Date(wire.OptinEnd),
    startsAt: new Date(wire.GameStart),
    endsAt: new Date(wire.GameEnd),
  };
}

export function prizeFromWire(wire: WirePrize): Prize {
  return { name: wire.name, win: wire.win };
}
