/** Test data builders for the backend: aMember().withTier('King').build() and friends. */
import type { Tier } from '@met/scheme';
import type {
  Benefits,
  Game,
  Prize,
  PromotionEvent,
  Restaurant,
  Venue,
} from '@met/scheme/contract';
import type { MemberRecord } from '../../functions/src/ports/MemberDirectory';
import type { VoucherRecord } from '../../functions/src/ports/OfferCatalogue';

const MEMBERSHIP_TYPE_OF_TIER: Record<Tier, number> = {
  Jack: 49,
  Queen: 48,
  'Queen of Spades': 59,
  King: 47,
  'King of Hearts': 57,
  'King of Spades': 58,
  Ace: 46,
};

let sequence = 0;
const nextNumber = () => 200_000 + ++sequence;

class MemberBuilder {
  private member: MemberRecord;

  constructor() {
    const customerNumber = String(nextNumber());
    this.member = {
      id: `crm-${customerNumber}`,
      customer_number: customerNumber,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `member${customerNumber}@example.com`,
      phone_mobile: '07700 900123',
      suspended: false,
      membership_type_id: 47,
      membership_type_Name: 'King',
      home_casino: 6,
      tierPoints: 1000,
      rewardPoints: 2000,
      loyalty_points: 300,
      loyalty_points_end_date: '2026-12-31',
      interests: ['Poker'],
      communications: { email: true, sms: false, phone: false, post: false },
      dob: '1980-06-15',
      title: 'Ms',
      gender: 'female',
      marketingOptIn: true,
      joinedAt: '2020-01-01T10:00:00.000Z',
    };
  }

  withTier(tier: Tier): this {
    return this.with({
      membership_type_id: MEMBERSHIP_TYPE_OF_TIER[tier],
      membership_type_Name: tier,
    });
  }

  withMembershipType(membershipTypeId: number, name = `Type ${membershipTypeId}`): this {
    return this.with({ membership_type_id: membershipTypeId, membership_type_Name: name });
  }

  temporary(): this {
    return this.withMembershipType(34, 'Temporary');
  }

  withCustomerNumber(customerNumber: string): this {
    return this.with({ customer_number: customerNumber, id: `crm-${customerNumber}` });
  }

  withEmail(email: string): this {
    return this.with({ email });
  }

  withDob(dob: string): this {
    return this.with({ dob });
  }

  withHomeCasino(venueId: number): this {
    return this.with({ home_casino: venueId });
  }

  suspended(): this {
    return this.with({ suspended: true });
  }

  with(changes: Partial<MemberRecord>): this {
    this.member = { ...this.member, ...changes };
    return this;
  }

  build(): MemberRecord {
    return structuredClone(this.member);
  }
}
export const aMember = () => new MemberBuilder();

/** A members-registerAccount request a visitor could send (joining at venue 6), with `values` changed. */
export const aJoinRequest = (changes: Record<string, unknown> = {}) => ({
  location: 'gb',
  values: {
    title: 'Mr',
    firstName: 'Charles',
    lastName: 'Babbage',
    gender: 'male',
    dob: '1991-12-26',
    email: 'charles@example.com',
    mobilePhone: '07700 900456',
    over18: true,
    termsAccepted: true,
    marketingOptIn: true,
    homeCasino: 6,
    ...changes,
  },
});

export function aVenue(id: number, changes: Partial<Venue> = {}): Venue {
  return {
    id,
    pagetitle: `Venue ${id}`,
    logo: `/brand/venues/venue-${id}.svg`,
    uri: `venues/venue-${id}`,
    RulesOfCasino: '<p>Over 18s only.</p>',
    restaurantUri: '/restaurant',
    address: `${id} High Street, London`,
    phone: '020 7946 0000',
    openingHours: 'Open 24 hours',
    ...changes,
  };
}

export function aRestaurant(venueId: number, changes: Partial<Restaurant> = {}): Restaurant {
  return {
    venueId,
    name: `Grill ${venueId}`,
    description: '<p>Steaks and seafood.</p>',
    openingHours: [{ days: 'Monday to Sunday', hours: '12:00 to 23:00' }],
    menuLinks: [{ label: 'Dinner menu', url: '/menus/dinner.pdf' }],
    bookingUrl: 'https://booking.example.com/grill',
    image: '/brand/restaurants/grill.jpg',
    ...changes,
  };
}

class VoucherBuilder {
  private voucher: VoucherRecord = {
    id: `v-${nextNumber()}`,
    title: 'Dinner for two',
    description: 'A two-course dinner for two.',
    terms: 'One per visit.',
    image: '/brand/offers/dinner.jpg',
    expiresOn: '2026-12-31',
    redeemable: true,
    audience: { kind: 'tiers', tiers: ['King'] },
  };

  withId(id: string): this {
    this.voucher.id = id;
    return this;
  }

  issuedTo(customerNumber: string): this {
    this.voucher.audience = { kind: 'member', customerNumber };
    return this;
  }

  forTiers(...tiers: Tier[]): this {
    this.voucher.audience = { kind: 'tiers', tiers };
    return this;
  }

  expiringOn(day: string): this {
    this.voucher.expiresOn = day;
    return this;
  }

  notRedeemable(): this {
    this.voucher.redeemable = false;
    return this;
  }

  build(): VoucherRecord {
    return structuredClone(this.voucher);
  }
}
export const aVoucher = () => new VoucherBuilder();

const DAY = 24 * 60 * 60 * 1000;

class GameBuilder {
  private game: Game;

  constructor(now: Date) {
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    this.game = {
      id: `game-${nextNumber()}`,
      name: 'Spin To Win',
      description: 'Spin once a day.',
      OptinStart: at(-10),
      OptinEnd: at(10),
      GameStart: at(-5),
      GameEnd: at(10),
    };
  }

  withId(id: string): this {
    this.game.id = id;
    return this;
  }

  with(changes: Partial<Game>): this {
    this.game = { ...this.game, ...changes };
    return this;
  }

  build(): Game {
    return { ...this.game };
  }
}
/** A game open now (relative to `now`): opt-in and play windows around it. */
export const aGame = (now: Date) => new GameBuilder(now);

export const PRIZES: Prize[] = [
  { name: '£10 free play', win: true },
  { name: 'Better luck next time', win: false },
  { name: 'Free dessert', win: true },
  { name: 'Better luck next time', win: false },
];

export function anEvent(venueId: number, changes: Partial<PromotionEvent> = {}): PromotionEvent {
  const id = changes.id ?? `event-${nextNumber()}`;
  return {
    id,
    uri: `events/${id}`,
    title: 'Poker night',
    summary: 'Texas Hold’em tournament.',
    description: '<p>Join us.</p>',
    image: '/brand/events/poker.jpg',
    startsAt: '2026-03-20T19:00:00.000Z',
    endsAt: '2026-03-20T23:00:00.000Z',
    venueId,
    isSpotlight: false,
    isRsvp: true,
    ...changes,
  };
}

export function someBenefits(tier: Tier, venueId: number): Benefits {
  return {
    tier,
    venueId,
    title: `${tier} benefits`,
    intro: '<p>Enjoy.</p>',
    items: [{ title: 'Free parking', description: 'At any time.' }],
  };
}
