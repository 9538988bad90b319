import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { RsvpRecord } from '../../../../functions/src/ports/EventCalendar';
import { anEvent } from '../../builders';
import type { StatePortsFixture } from './StatePorts';

const anRsvp = (eventId: string, customerNumber: string): RsvpRecord => ({
  eventId,
  customerNumber,
  homeCasinoName: 'The Metropolitan Mayfair',
  at: '2026-03-10T12:00:00.000Z',
});

export function eventCalendarContract(fixture: StatePortsFixture): void {
  it("lists a venue's events and finds one by uri", async () => {
    const state = emptyMemoryState();
    const mayfair = anEvent(6, { id: 'mayfair-poker' });
    const manchester = anEvent(9, { id: 'manchester-poker' });
    state.events = { [mayfair.id]: mayfair, [manchester.id]: manchester };
    const { events } = await fixture(state);

    expect(await events.listForVenue(6)).toEqual([mayfair]);
    expect(await events.listForVenue(12)).toEqual([]);
    expect(await events.findByUri(manchester.uri)).toEqual(manchester);
    expect(await events.findByUri('events/none')).toBeUndefined();
  });

  it('records an RSVP once per event and member, even when sent twice at once', async () => {
    const { events } = await fixture(emptyMemoryState());

    const outcomes = await Promise.all([
      events.recordRsvp(anRsvp('mayfair-poker', '100104')),
      events.recordRsvp(anRsvp('mayfair-poker', '100104')),
    ]);

    expect(outcomes.sort()).toEqual(['already-recorded', 'recorded']);
    expect(await events.recordRsvp(anRsvp('mayfair-poker', '100105'))).toBe('recorded');
    expect(await events.recordRsvp(anRsvp('mayfair-quiz', '100104'))).toBe('recorded');
  });

  it('tells which of the events asked about have a member on their list', async () => {
    const { events } = await fixture(emptyMemoryState());
    await events.recordRsvp(anRsvp('mayfair-poker', '100104'));
    await events.recordRsvp(anRsvp('mayfair-quiz', '100105'));

    expect(
      await events.eventsWithRsvpFrom('100104', ['mayfair-quiz', 'mayfair-poker', 'no-such']),
    ).toEqual(['mayfair-poker']);
    expect(await events.eventsWithRsvpFrom('100104', [])).toEqual([]);
    expect(await events.eventsWithRsvpFrom('100199', ['mayfair-poker'])).toEqual([]);
  });
}
