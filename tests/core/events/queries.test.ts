import { describe, expect, it } from 'vitest';
import { eventFromWire } from '../../../src/core/events/fromWire';
import { offTheList, type VenueEvents } from '../../../src/core/events/queries';
import { anEvent } from '../../builders/anEvent';

describe('offTheList: the events shown after a cancelled place', () => {
  it('takes the member off that event only; the other lists they are on stay', () => {
    const shown: VenueEvents = {
      events: [anEvent({ id: 'e1' }), anEvent({ id: 'e2' }), anEvent({ id: 'e3' })].map(
        eventFromWire,
      ),
      onListIds: ['e1', 'e2', 'e3'],
    };

    const after = offTheList(shown, 'e2');

    expect(after.onListIds).toEqual(['e1', 'e3']);
    expect(after.events).toEqual(shown.events);
  });
});
