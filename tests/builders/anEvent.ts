import type { MemberEvent } from '@met/scheme/contract';

/** An event at venue 6 as a member is told of it (not on its list); fields may be overridden. */
export function anEvent(overrides: Partial<MemberEvent> = {}): MemberEvent {
  return {
    id: 'event-1',
    uri: 'poker-night',
    title: 'Poker Night',
    summary: 'Texas hold em tournament.',
    description: '<p>Buy in from £20.</p>',
    image: '/images/events/poker.png',
    startsAt: '2026-03-10T19:00:00Z',
    endsAt: '2026-03-10T23:00:00Z',
    venueId: 6,
    isSpotlight: false,
    isRsvp: true,
    isOnList: false,
    ...overrides,
  };
}
