import { describe, expect, it } from 'vitest';
import { memberFromWire } from '../../../src/core/member/fromWire';
import { LoadPrizes } from '../../../src/core/games/LoadPrizes';
import { offerCodeQuery, offersQuery } from '../../../src/core/offers/queries';
import { PAINTED_SCREENS_KEY } from '../../../src/core/kernel/paintedScreen';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { SubmitSupportTicket } from '../../../src/core/support/SubmitSupportTicket';
import type { ProfileChanges } from '@met/scheme/contract';
import { UpdateProfile, type ProfileChange } from '../../../src/core/settings/UpdateProfile';
import { aMember } from '../../builders/aMember';
import { anOffer } from '../../builders/anOffer';
import { somePrizes } from '../../builders/somePrizes';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { queryCacheOver } from '../../doubles/queryCacheOver';

const OFFERS_OF = { location: 'gb', crmId: 'crm-1001' };

describe('offersQuery', () => {
  it('groups the records into My Offers and Other Offers', async () => {
    const callables = new ScriptedCallables().answer('vouchers-getAllVouchers', {
      records: [
        anOffer({ id: 'a', group: 'mine' }),
        anOffer({ id: 'b', group: 'other' }),
        anOffer({ id: 'c', group: 'mine' }),
      ],
    });

    const grouped = await queryCacheOver(callables).queries.query(offersQuery, OFFERS_OF).fetch();

    expect(grouped.myOffers.map((offer) => offer.id)).toEqual(['a', 'c']);
    expect(grouped.otherOffers.map((offer) => offer.id)).toEqual(['b']);
    expect(grouped.used).toEqual([]);
    expect(callables.callsTo('vouchers-getAllVouchers')).toEqual([OFFERS_OF]);
  });

  it('puts redeemed vouchers of either group under used, newest first', async () => {
    const at = (time: string) => ({ at: `2026-03-10T${time}:00.000Z`, venueName: 'Mayfair' });
    const callables = new ScriptedCallables().answer('vouchers-getAllVouchers', {
      records: [
        anOffer({ id: 'a', group: 'mine', redeemed: at('19:00') }),
        anOffer({ id: 'b', group: 'other' }),
        anOffer({ id: 'c', group: 'other', redeemed: at('21:04') }),
        anOffer({ id: 'd', group: 'mine' }),
        anOffer({ id: 'e', group: 'mine', redeemed: at('20:15') }),
      ],
    });

    const grouped = await queryCacheOver(callables).queries.query(offersQuery, OFFERS_OF).fetch();

    expect(grouped.myOffers.map((offer) => offer.id)).toEqual(['d']);
    expect(grouped.otherOffers.map((offer) => offer.id)).toEqual(['b']);
    expect(grouped.used.map((offer) => [offer.id, offer.redeemed])).toEqual([
      ['c', at('21:04')],
      ['e', at('20:15')],
      ['a', at('19:00')],
    ]);
  });

  it('drops the kept code and the painted page of a voucher the list says is redeemed', async () => {
    const device = new InMemoryKeyValueStore();
    const codes = new ScriptedCallables().answer('vouchers-generateQrCode', {
      base64Png: 'QUJD',
      expiresAt: '2026-03-10T23:00:00.000Z',
    });
    const kept = queryCacheOver(codes, device);
    kept.queries.open('uid-king');
    await kept.queries.query(offerCodeQuery, 'a').fetch();
    await kept.queries.query(offerCodeQuery, 'b').fetch();
    const painted = {
      html: '<img>',
      stylesheets: [],
      mobile: true,
      media: '(x)',
      fonts: [],
      shownUntil: null,
    };
    kept.deviceCopy.keepScreen('/offers/a', painted);
    kept.deviceCopy.keepScreen('/offers/b', painted);
    const list = new ScriptedCallables().answer('vouchers-getAllVouchers', {
      records: [
        anOffer({ id: 'a', redeemed: { at: '2026-03-10T21:04:00.000Z', venueName: 'Mayfair' } }),
        anOffer({ id: 'b' }),
      ],
    });
    const { queries, paintedCopy } = queryCacheOver(list, device);
    queries.open('uid-king');

    await queries.query(offersQuery, OFFERS_OF).fetch();

    expect(queries.holds(offerCodeQuery, 'a')).toBe(false);
    expect(queries.holds(offerCodeQuery, 'b')).toBe(true);
    const screens = JSON.parse(device.get(PAINTED_SCREENS_KEY) ?? '{}') as { screens: object };
    expect(Object.keys(screens.screens)).toEqual(['/offers/b']);
    // The service worker, which paints the next visit's page, is handed the same.
    expect(Object.keys(paintedCopy.held?.screens ?? {})).toEqual(['/offers/b']);
  });
});

describe('offerCodeQuery', () => {
  it('answers the PNG as a data URL, usable until the code expires', async () => {
    const callables = new ScriptedCallables().answer('vouchers-generateQrCode', {
      base64Png: 'iVBORw0K',
      expiresAt: '2026-03-01T16:00:00.000Z',
    });
    const code = queryCacheOver(callables).queries.query(offerCodeQuery, 'a');

    expect(await code.fetch()).toEqual({ imageUrl: 'data:image/png;base64,iVBORw0K' });
    expect(callables.callsTo('vouchers-generateQrCode')).toEqual([{ voucherId: 'a' }]);
    expect(code.usableUntil).toEqual(new Date('2026-03-01T16:00:00.000Z'));
  });
});

describe('LoadPrizes', () => {
  it('answers the wheel segments in order', async () => {
    const callables = new ScriptedCallables().answer('promotions-spinToWinPrizes', {
      success: true,
      prizes: somePrizes(),
    });

    expect(await new LoadPrizes(callables).execute('game-spring')).toEqual(somePrizes());
  });
});

describe('UpdateProfile', () => {
  function arrange() {
    const updated = aMember().with({ phone_mobile: '+447700900999' }).build();
    const callables = new ScriptedCallables().answer('members-updateProfile', {
      success: true,
      result: updated,
    });
    const { queries } = queryCacheOver(callables);
    return { callables, updated, update: new UpdateProfile(callables, queries) };
  }

  it.each<[ProfileChange, ProfileChanges]>([
    [{ kind: 'phone', mobilePhone: '07700 900999' }, { phone_mobile: '+447700900999' }],
    [{ kind: 'interests', interests: ['Poker', 'Dining'] }, { interests: ['Poker', 'Dining'] }],
    [
      { kind: 'communications', channels: ['email', 'post'] },
      { communications: { email: true, sms: false, phone: false, post: true } },
    ],
  ])('sends %j as %j and answers the updated member', async (change, values) => {
    const { callables, updated, update } = arrange();

    const member = await update.execute('gb', 'crm-1001', change);

    expect(callables.callsTo('members-updateProfile')).toEqual([
      { location: 'gb', crmId: 'crm-1001', values },
    ]);
    expect(member).toEqual(memberFromWire(updated));
  });

  it('refuses a phone number that is not a UK mobile', async () => {
    const { callables, update } = arrange();

    await expect(
      update.execute('gb', 'crm-1001', { kind: 'phone', mobilePhone: '12345' }),
    ).rejects.toMatchObject({
      fieldErrors: { mobilePhone: expect.stringContaining('UK mobile') },
    });
    expect(callables.calls).toEqual([]);
  });
});

describe('SubmitSupportTicket', () => {
  it('sends the ticket with a blank membership number as empty, answering the ticket id', async () => {
    const callables = new ScriptedCallables().answer('members-submitTicket', {
      success: true,
      ticketId: 'T-1',
    });

    const ticketId = await new SubmitSupportTicket(callables).execute(
      {
        name: 'Sam Reed',
        email: 'sam@example.com',
        membershipNumber: '',
        topic: 'Spin To Win',
        message: 'The wheel did not stop.',
      },
      'ticket-key-of-this-ticket',
    );

    expect(ticketId).toBe('T-1');
    expect(callables.callsTo('members-submitTicket')[0]?.values).toMatchObject({
      membershipNumber: '',
      topic: 'Spin To Win',
    });
    expect(callables.callsTo('members-submitTicket')[0]?.idempotencyKey).toBe(
      'ticket-key-of-this-ticket',
    );
  });
});
