import { describe, expect, it } from 'vitest';
import { benefitsFromWire, restaurantFromWire, venueFromWire } from '../../src/core/venue/fromWire';
import { eventFromWire } from '../../src/core/events/fromWire';
import { gameFromWire, prizeFromWire } from '../../src/core/games/fromWire';
import { memberFromWire } from '../../src/core/member/fromWire';
import { offerFromWire } from '../../src/core/offers/fromWire';
import { aGame } from '../builders/aGame';
import { aMember } from '../builders/aMember';
import { aRestaurant } from '../builders/aRestaurant';
import { aVenue } from '../builders/aVenue';
import { anOffer } from '../builders/anOffer';
import { anEvent } from '../builders/anEvent';
import { someBenefits } from '../builders/someBenefits';

describe("the wire becomes the app's models", () => {
  it("names the member in the app's words, balances together", () => {
    const wire = aMember().build();

    expect(memberFromWire(wire)).toEqual({
      id: 'crm-1001',
      membershipNumber: '10012345',
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@example.com',
      mobilePhone: '07700900123',
      suspended: false,
      membershipTypeId: 47,
      membershipTypeName: 'King',
      homeCasinoId: 6,
      points: { reward: 36_000, tier: 1200, loyalty: 250, loyaltyExpiresOn: '2026-12-31' },
      interests: ['Poker'],
      communications: { email: true, sms: false, phone: false, post: false },
      pause: { kind: 'none' },
      contactable: true,
      consentHistory: [],
    });
  });

  it("reads the member's break, with its end, or self-exclusion, without one", () => {
    const onBreak = memberFromWire(aMember().onBreakUntil('2026-12-04T21:40:00.000Z').build());
    const excluded = memberFromWire(aMember().selfExcluded().build());

    expect(onBreak).toMatchObject({
      pause: { kind: 'break', endsAt: new Date('2026-12-04T21:40:00.000Z') },
      contactable: false,
    });
    expect(excluded).toMatchObject({ pause: { kind: 'self-excluded' }, contactable: false });
  });

  it('reads the consent history with its times, and a device copy saved before it as none', () => {
    const entry = {
      channel: 'post',
      given: true,
      at: '2026-11-26T21:40:00.000Z',
      how: 'settings',
    } as const;
    const { consentHistory: _none, ...older } = aMember().build();

    expect(
      memberFromWire(
        aMember()
          .with({ consentHistory: [entry] })
          .build(),
      ),
    ).toMatchObject({
      consentHistory: [{ ...entry, at: new Date(entry.at) }],
    });
    expect(memberFromWire(older as ReturnType<ReturnType<typeof aMember>['build']>)).toMatchObject({
      consentHistory: [],
    });
  });

  it("copies the member's lists, so the model shares nothing with the answer", () => {
    const wire = aMember().build();

    const member = memberFromWire(wire);
    wire.interests.push('Dining');
    wire.communications.sms = true;

    expect(member.interests).toEqual(['Poker']);
    expect(member.communications.sms).toBe(false);
  });

  it('keeps of a venue what the app shows, its rules as HTML to sanitise', () => {
    expect(venueFromWire(aVenue())).toEqual({
      id: 6,
      name: 'Metropolitan Leeds',
      logo: '/images/venues/leeds.png',
      rulesHtml: '<p>Over 18s only.</p>',
      address: '1 Park Row, Leeds',
      phone: '0113 000 0000',
      openingHours: '24 hours',
      image: '',
    });
    expect(venueFromWire(aVenue({ image: '/brand/venues/leeds-front.svg' })).image).toBe(
      '/brand/venues/leeds-front.svg',
    );
  });

  it("keeps the restaurant's hours and menus", () => {
    expect(restaurantFromWire(aRestaurant())).toEqual({
      name: 'The Grill',
      description: '<p>Steaks and seafood.</p>',
      openingHours: [{ days: 'Mon-Sun', hours: '17:00-23:00' }],
      menuLinks: [{ label: 'Dinner', url: '/menus/dinner.pdf' }],
      bookingUrl: 'https://example.com/book',
      image: '/images/grill.png',
    });
  });

  it('keeps which perks come from a lower tier, and only those', () => {
    const wire = someBenefits({
      items: [
        { title: 'Free parking', description: 'At every visit.' },
        { title: 'Priority table', description: 'Fridays.', fromTier: 'Queen' },
      ],
    });

    expect(benefitsFromWire(wire)).toEqual({
      tier: 'King',
      title: 'King benefits',
      intro: '<p>Thank you for playing with us.</p>',
      items: [
        { title: 'Free parking', description: 'At every visit.' },
        { title: 'Priority table', description: 'Fridays.', fromTier: 'Queen' },
      ],
    });
    expect(benefitsFromWire(wire).items[0]).not.toHaveProperty('fromTier');
  });

  it("drops the voucher's group once the offers are grouped", () => {
    expect(offerFromWire(anOffer())).toEqual({
      id: 'voucher-1',
      title: 'Free drink',
      description: 'One soft drink at the bar.',
      terms: 'One per visit.',
      image: '/images/vouchers/drink.png',
      expiresOn: '2026-04-30',
      redeemable: true,
      redeemed: null,
    });
  });

  it('keeps when and where a desk redeemed the voucher', () => {
    const redeemed = { at: '2026-03-10T21:04:00.000Z', venueName: 'The Metropolitan Mayfair' };

    expect(offerFromWire(anOffer({ redeemed })).redeemed).toEqual(redeemed);
  });

  it("reads an event's instants as Dates, whatever zone the wire wrote them in", () => {
    const event = eventFromWire(
      anEvent({ startsAt: '2026-03-10T19:00:00+01:00', endsAt: '2026-03-10T23:00:00Z' }),
    );

    expect(event).toEqual({
      id: 'event-1',
      uri: 'poker-night',
      title: 'Poker Night',
      summary: 'Texas hold em tournament.',
      description: '<p>Buy in from £20.</p>',
      image: '/images/events/poker.png',
      startsAt: new Date('2026-03-10T18:00:00Z'),
      endsAt: new Date('2026-03-10T23:00:00Z'),
      isSpotlight: false,
      isRsvp: true,
    });
  });

  it("names a game's windows and reads them as Dates", () => {
    expect(gameFromWire(aGame().build())).toEqual({
      id: 'game-spring',
      name: 'Spring Spin',
      description: 'Spin once a day for a prize.',
      optInOpensAt: new Date('2026-02-01T00:00:00Z'),
      optInClosesAt: new Date('2026-03-31T00:00:00Z'),
      startsAt: new Date('2026-02-15T00:00:00Z'),
      endsAt: new Date('2026-03-31T23:00:00Z'),
    });
  });

  it('keeps whether a prize segment wins', () => {
    expect(prizeFromWire({ name: 'No prize', win: false })).toEqual({
      name: 'No prize',
      win: false,
    });
  });
});
