import { describe, expect, it } from 'vitest';
import { OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { anEvent } from '../../builders/anEvent';
import { anOffer } from '../../builders/anOffer';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

async function initialisedWorld(stored?: string, onListAtServer: string[] = []) {
  const world = arrangeSignedInWorld();
  world.device.set('metro_last_user', 'uid-alex');
  if (stored !== undefined) world.device.set(OPTIN_IDS_KEY, stored);
  world.callables.answer('promotions-getPromotions', {
    events: [
      anEvent({ id: 'e1', uri: 'poker', isOnList: onListAtServer.includes('e1') }),
      anEvent({ id: 'e2', uri: 'gala', isSpotlight: true }),
    ],
  });
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  return world;
}

describe('EventsStore', () => {
  it("loads the venue's events with the spotlight and the title 'What's On at' the venue", async () => {
    const world = await initialisedWorld('["e1"]');
    const events = world.get(EventsStore);

    await events.load();

    expect(events.status).toBe('ready');
    expect(events.spotlight?.id).toBe('e2');
    expect(events.title).toBe("What's On at Metropolitan Leeds");
    expect(events.isOptedIn('e1')).toBe(true);
  });

  it('shows the member on a list the server knows of, on a device that never said yes', async () => {
    const world = await initialisedWorld(undefined, ['e1']);
    const events = world.get(EventsStore);

    await events.load();

    expect(events.optedInIds).toEqual(['e1']);
    expect(events.isOptedIn('e1')).toBe(true);
    expect(events.isOptedIn('e2')).toBe(false);
  });

  it('discards a corrupt metro_optinids value on load', async () => {
    const world = await initialisedWorld('{broken');
    const events = world.get(EventsStore);

    await events.load();

    expect(events.optedInIds).toEqual([]);
    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
  });

  it('opts in once however often the button is tapped, and remembers the id', async () => {
    const world = await initialisedWorld();
    const events = world.get(EventsStore);
    await events.load();
    const held = world.callables.hold('promotions-optInToEvent');

    const first = events.optIn('e1');
    const second = events.optIn('e1');
    const optingInMeanwhile = events.isOptingIn('e1');
    held.resolve({ success: true });
    await Promise.all([first, second]);

    expect(optingInMeanwhile).toBe(true);
    expect(world.callables.callsTo('promotions-optInToEvent')).toEqual([
      { uri: 'poker', customerNumber: '10012345', homeCasinoName: 'Metropolitan Leeds' },
    ]);
    expect(events.isOptedIn('e1')).toBe(true);
    expect(events.isOptingIn('e1')).toBe(false);
    expect(world.device.get(OPTIN_IDS_KEY)).toBe('["e1"]');
  });

  it('reports a refused opt-in with the server message', async () => {
    const world = await initialisedWorld();
    const events = world.get(EventsStore);
    await events.load();
    world.callables.fail(
      'promotions-optInToEvent',
      new FunctionError('aborted', 'This event is full'),
    );

    await events.optIn('e1');

    expect(world.get(DialogStore).current?.message).toBe('This event is full');
    expect(events.isOptedIn('e1')).toBe(false);
  });
});

describe('OffersStore', () => {
  it('shows My Offers and Other Offers, loading for skeletons first', async () => {
    const world = await initialisedWorld();
    world.callables.answer('vouchers-getAllVouchers', {
      records: [anOffer({ id: 'v1' }), anOffer({ id: 'v2', group: 'other' })],
    });
    const offers = world.get(OffersStore);

    const loading = offers.load();
    const statusMeanwhile = offers.status;
    await loading;

    expect(statusMeanwhile).toBe('loading');
    expect(offers.myOffers.map((offer) => offer.id)).toEqual(['v1']);
    expect(offers.otherOffers.map((offer) => offer.id)).toEqual(['v2']);
    expect(world.callables.callsTo('vouchers-getAllVouchers')).toEqual([
      { location: 'gb', crmId: 'crm-1001' },
    ]);
  });

  it('loads a voucher QR code on demand, once while it is valid', async () => {
    const world = await initialisedWorld();
    world.callables.answer('vouchers-generateQrCode', {
      base64Png: 'QUJD',
      expiresAt: '2026-03-01T16:00:00.000Z',
    });
    const offers = world.get(OffersStore);

    await Promise.all([offers.loadQr('v1'), offers.loadQr('v1')]);
    await offers.loadQr('v1');

    expect(offers.qrFor('v1')).toEqual({
      status: 'ready',
      imageUrl: 'data:image/png;base64,QUJD',
      expiresAt: new Date('2026-03-01T16:00:00.000Z'),
    });
    expect(offers.isQrExpired('v1')).toBe(false);
    expect(offers.qrFor('v2')).toEqual({ status: 'idle', imageUrl: null, expiresAt: null });
    expect(world.callables.callsTo('vouchers-generateQrCode')).toEqual([{ voucherId: 'v1' }]);
  });

  it('fetches a new QR code once the one on screen has expired', async () => {
    const world = await initialisedWorld();
    world.callables
      .answerOnce('vouchers-generateQrCode', {
        base64Png: 'QUJD',
        expiresAt: '2026-03-01T16:00:00.000Z',
      })
      .answerOnce('vouchers-generateQrCode', {
        base64Png: 'REVG',
        expiresAt: '2026-03-01T20:00:00.000Z',
      });
    const offers = world.get(OffersStore);
    await offers.loadQr('v1');

    world.clock.setTo('2026-03-01T16:00:00.000Z');
    const expiredOnScreen = offers.isQrExpired('v1');
    await offers.loadQr('v1');

    expect(expiredOnScreen).toBe(true);
    expect(offers.qrFor('v1')).toMatchObject({ imageUrl: 'data:image/png;base64,REVG' });
    expect(offers.isQrExpired('v1')).toBe(false);
  });

  it('marks a failed QR code so it can be tried again', async () => {
    const world = await initialisedWorld();
    world.callables
      .failOnce('vouchers-generateQrCode', new FunctionError('not-found', 'No such voucher'))
      .answer('vouchers-generateQrCode', {
        base64Png: 'QUJD',
        expiresAt: '2026-03-01T16:00:00.000Z',
      });
    const offers = world.get(OffersStore);

    await offers.loadQr('v1');
    const afterFailure = offers.qrFor('v1').status;
    await offers.loadQr('v1');

    expect(afterFailure).toBe('error');
    expect(offers.qrFor('v1').status).toBe('ready');
    expect(world.get(DialogStore).current?.message).toBe('No such voucher');
  });

  it("flags a voucher 'expires soon' in its last week on the London calendar", async () => {
    const world = await initialisedWorld();
    world.clock.setTo('2026-03-01T12:00:00Z');
    const offers = world.get(OffersStore);

    const flags = ['2026-03-08', '2026-03-09'].map((expiresOn) =>
      offers.isExpiringSoon(anOffer({ expiresOn })),
    );

    expect(flags).toEqual([true, false]);
  });

  describe('a voucher redeemed at the desk', () => {
    const redeemed = { at: '2026-03-10T21:04:00.000Z', venueName: 'The Metropolitan Mayfair' };

    it('leaves the offers to use for the used ones, saying when and where', async () => {
      const world = await initialisedWorld();
      world.clock.setTo('2026-03-10T22:00:00.000Z');
      world.callables.answer('vouchers-getAllVouchers', {
        records: [anOffer({ id: 'v1', redeemed }), anOffer({ id: 'v2', group: 'other' })],
      });
      const offers = world.get(OffersStore);

      await offers.load();
      const used = offers.usedOffers;

      expect(offers.myOffers).toEqual([]);
      expect(offers.otherOffers.map((offer) => offer.id)).toEqual(['v2']);
      expect(used.map((offer) => offer.id)).toEqual(['v1']);
      expect(offers.offerById('v1')?.redeemed).toEqual(redeemed);
      expect(offers.redeemedLine(used[0]!)).toBe('Redeemed at 9:04pm at The Metropolitan Mayfair');
      expect(offers.redeemedLine(offers.otherOffers[0]!)).toBeNull();
    });

    it('never asks for the code of a voucher the list says is redeemed', async () => {
      const world = await initialisedWorld();
      world.callables.answer('vouchers-getAllVouchers', {
        records: [anOffer({ id: 'v1', redeemed })],
      });
      const offers = world.get(OffersStore);
      await offers.load();

      await offers.loadQr('v1');

      expect(world.callables.callsTo('vouchers-generateQrCode')).toEqual([]);
      expect(offers.qrFor('v1').status).toBe('idle');
    });

    it('drops the code on screen once a fresh list says the voucher is redeemed', async () => {
      const world = await initialisedWorld();
      world.clock.setTo('2026-03-10T20:00:00.000Z');
      world.callables
        .answerOnce('vouchers-getAllVouchers', { records: [anOffer({ id: 'v1' })] })
        .answer('vouchers-getAllVouchers', { records: [anOffer({ id: 'v1', redeemed })] })
        .answer('vouchers-generateQrCode', {
          base64Png: 'QUJD',
          expiresAt: '2026-03-10T23:00:00.000Z',
        });
      const offers = world.get(OffersStore);
      await offers.load();
      await offers.loadQr('v1');
      const before = offers.qrFor('v1').status;

      await offers.load();

      expect(before).toBe('ready');
      expect(offers.qrFor('v1').status).toBe('idle');
      expect(offers.usedOffers.map((offer) => offer.id)).toEqual(['v1']);
    });

    it("says the backend's sentence in place of a code it refused, and fetches the list again", async () => {
      const world = await initialisedWorld();
      const sentence = 'This voucher was redeemed at 9:04pm at The Metropolitan Mayfair.';
      world.callables
        .answerOnce('vouchers-getAllVouchers', { records: [anOffer({ id: 'v1' })] })
        .answer('vouchers-getAllVouchers', { records: [anOffer({ id: 'v1', redeemed })] })
        .fail(
          'vouchers-generateQrCode',
          new FunctionError('failed-precondition', sentence, { redeemed }),
        );
      const offers = world.get(OffersStore);
      await offers.load();

      await offers.loadQr('v1');
      await settle();

      expect(offers.redeemedRefusalFor('v1')).toBe(sentence);
      expect(world.get(DialogStore).current).toBeNull();
      expect(world.callables.callsTo('vouchers-getAllVouchers')).toHaveLength(2);
      expect(offers.usedOffers.map((offer) => offer.id)).toEqual(['v1']);
    });
  });

  it('forgets the offers at logout', async () => {
    const world = await initialisedWorld();
    world.callables.answer('vouchers-getAllVouchers', { records: [anOffer()] });
    const offers = world.get(OffersStore);
    await offers.load();

    await world.get(SessionStore).signOut();

    expect(offers.myOffers).toEqual([]);
    expect(offers.status).toBe('idle');
  });
});
