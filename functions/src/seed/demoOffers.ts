import type { VoucherRecord } from '../ports/OfferCatalogue';
import type { SeedCalendar } from './seedCalendar';

interface OfferOptions {
  redeemable?: boolean;
  terms?: string;
}

const offerOn =
  (calendar: SeedCalendar) =>
  (
    id: string,
    title: string,
    description: string,
    expiresInDays: number,
    audience: VoucherRecord['audience'],
    options: OfferOptions = {},
  ): VoucherRecord => ({
    id,
    title,
    description,
    terms:
      options.terms ??
      'One per member. Not exchangeable for cash. Show the QR code to a member of staff to redeem.',
    image: `/brand/offers/${id}.svg`,
    expiresOn: calendar.day(expiresInDays),
    redeemable: options.redeemable ?? true,
    audience,
  });

const mine = (customerNumber: string): VoucherRecord['audience'] => ({
  kind: 'member',
  customerNumber,
});

/** Offers open to tiers ('other') and vouchers issued to members ('mine'), one expiring soon. */
export function demoOffers(calendar: SeedCalendar): VoucherRecord[] {
  const o = offerOn(calendar);
  return [
    o('free-play-ten', '£10 Free Play', 'Ten pounds of free play on any slot machine.', 30, {
      kind: 'tiers',
      tiers: ['Jack', 'Queen'],
    }),
    o('two-for-one-dinner', 'Two-for-one dinner', 'Two main courses for the price of one.', 45, {
      kind: 'tiers',
      tiers: ['King', 'King of Hearts', 'King of Spades', 'Ace'],
    }),
    o('birthday-bubbly', 'Birthday bubbly', 'A bottle of prosecco in your birthday month.', 90, {
      kind: 'tiers',
      tiers: [
        'Jack',
        'Queen',
        'Queen of Spades',
        'King',
        'King of Hearts',
        'King of Spades',
        'Ace',
      ],
    }),
    o(
      'poker-freeroll',
      'Poker freeroll seat',
      'A free seat at Thursday’s freeroll tournament.',
      21,
      {
        kind: 'tiers',
        tiers: ['Queen of Spades', 'King', 'King of Hearts', 'King of Spades'],
      },
    ),
    o(
      'double-points-weekend',
      'Double points weekend',
      'Earn double points on table games this weekend: no code needed.',
      5,
      { kind: 'tiers', tiers: ['Jack', 'Queen', 'Queen of Spades', 'King'] },
      {
        redeemable: false,
        terms: 'Applied automatically when you play with your membership card.',
      },
    ),
    o('spa-day', 'Spa day for two', 'A day at our partner spa, lunch included.', 60, {
      kind: 'tiers',
      tiers: ['Ace'],
    }),
    o('last-orders-cocktail', 'Cocktail on us', 'Any cocktail from the bar menu.', 1, {
      kind: 'tiers',
      tiers: ['King', 'Queen'],
    }),
    o(
      'jack-welcome-drink',
      'Welcome drink',
      'A drink of your choice at the bar.',
      14,
      mine('100101'),
    ),
    o(
      'queen-dining-credit',
      '£15 dining credit',
      'Fifteen pounds off your bill at Quayside Kitchen.',
      28,
      mine('100102'),
    ),
    o(
      'queenspades-guest-pass',
      'Guest pass',
      'Bring a friend: no joining fee.',
      40,
      mine('100103'),
    ),
    o(
      'king-steak-night',
      'Steak night for two',
      'Two steaks and a bottle of house red at The Hay Hill Grill.',
      2,
      mine('100104'),
    ),
    o(
      'king-lapsed-bonus',
      '£20 Free Play',
      'A thank-you for visiting last month.',
      -3,
      mine('100104'),
    ),
    o(
      'king-free-play-25',
      '£25 Free Play',
      'Twenty-five pounds of free play on any slot machine.',
      35,
      mine('100104'),
    ),
    o(
      'kinghearts-show-tickets',
      'Show tickets',
      'Two tickets to Saturday’s live show.',
      18,
      mine('100105'),
    ),
    o(
      'kingspades-host-dinner',
      'Dinner with your host',
      'A private dinner arranged by your host.',
      50,
      mine('100106'),
    ),
    o('ace-chauffeur', 'Chauffeur home', 'A car home tonight, within 10 miles.', 7, mine('100107')),
    o(
      'ace-champagne',
      'Vintage champagne',
      'A bottle of vintage champagne in the lounge.',
      75,
      mine('100107'),
    ),
    o(
      'casino17-welcome-back',
      'Welcome back',
      'A free coffee and pastry in the café.',
      20,
      mine('100108'),
    ),
    o(
      'unlinked-first-visit',
      'First visit treat',
      'A free drink when you first use the app.',
      30,
      mine('100200'),
    ),
  ];
}
