import { describe, expect, it } from 'vitest';
import { NAMES_ONLY_THE_EVENT } from '@met/scheme/contract';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';

/**
 * Cancel an RSVP over HTTP, on the deployed functions' code and Firestore. Ace
 * (100107, Mayfair) says yes and then gives the place up; no other emulator suite RSVPs as Ace.
 * King's seeded place on the same list is the one another member must not be able to cancel.
 * (After the start: tests/functions and the hostile suite's Firestore stage, with a set clock.)
 */
const MASTERCLASS = 'events/mayfair/rsvp-poker-masterclass';
const MASTERCLASS_ID = 'mayfair-rsvp-poker-masterclass';
const ace = as(demoEmail('ace'));
const king = as(demoEmail('king'));

async function isOnList(caller: typeof ace): Promise<boolean | undefined> {
  const { events } = await expectAnswer('promotions-getPromotions', { venueId: 6 }, caller);
  return events.find((event) => event.id === MASTERCLASS_ID)?.isOnList;
}

describe.skipIf(skipWithoutEmulators('cancel an RSVP over HTTP'))(
  'callables over HTTP: cancel an RSVP',
  () => {
    it('promotions-cancelRsvp gives up the caller’s place; a second cancel answers cancelled: false', async () => {
      await expectAnswer(
        'promotions-optInToEvent',
        { uri: MASTERCLASS, customerNumber: '', homeCasinoName: '' },
        ace,
      );
      expect(await isOnList(ace)).toBe(true);

      const first = await expectAnswer('promotions-cancelRsvp', { uri: MASTERCLASS }, ace);
      const second = await expectAnswer('promotions-cancelRsvp', { uri: MASTERCLASS }, ace);

      expect(first).toEqual({ success: true, cancelled: true });
      expect(second).toEqual({ success: true, cancelled: false });
      expect(await isOnList(ace)).toBe(false);
    });

    it('a request naming another member is refused and King keeps his place', async () => {
      const error = await expectFailure(
        'promotions-cancelRsvp',
        { uri: MASTERCLASS, customerNumber: '100104' },
        ace,
        'invalid-argument',
      );

      expect(error.message).toBe(NAMES_ONLY_THE_EVENT);
      expect(await isOnList(king)).toBe(true);
    });
  },
);
