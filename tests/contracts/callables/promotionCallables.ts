import { expect } from 'vitest';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import type { BackendFixture, FixtureFactory, SuiteApi } from '../BackendFixture';
import { expectFunctionError, signInAs } from '../expectations';

const LOCATION = { location: 'gb' };
const PNG_BASE64_SIGNATURE = 'iVBORw0KGgo';

/** Vouchers with their QR codes, events and RSVPs, and Spin To Win. */
export function promotionCallablesContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('offers, events and games', () => {
    it('vouchers-getAllVouchers answers the caller own offers, never another member', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');
      const { result: member } = await fixture.callables.call('members-getMember', LOCATION);

      const { records } = await fixture.callables.call('vouchers-getAllVouchers', {
        ...LOCATION,
        crmId: member.id,
      });

      expect(records.length).toBeGreaterThan(0);
      expect(
        records.every((voucher) => voucher.group === 'mine' || voucher.group === 'other'),
      ).toBe(true);
      await expectFunctionError(
        fixture.callables.call('vouchers-getAllVouchers', { ...LOCATION, crmId: 'crm-100101' }),
        'permission-denied',
      );
    });

    it('vouchers-generateQrCode answers a PNG for a redeemable voucher of the caller', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');
      const { result: member } = await fixture.callables.call('members-getMember', LOCATION);
      const { records } = await fixture.callables.call('vouchers-getAllVouchers', {
        ...LOCATION,
        crmId: member.id,
      });
      const voucher = records.find((candidate) => candidate.redeemable);

      const answer = await fixture.callables.call('vouchers-generateQrCode', {
        voucherId: voucher?.id ?? 'none',
      });

      expect(answer.base64Png.startsWith(PNG_BASE64_SIGNATURE)).toBe(true);
      await expectFunctionError(
        fixture.callables.call('vouchers-generateQrCode', { voucherId: 'no-such-voucher' }),
        'permission-denied',
      );
    });

    it('promotions-getPromotions answers the venue events, with a spotlight and an RSVP one', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'jack');

      const { events } = await fixture.callables.call('promotions-getPromotions', { venueId: 6 });

      expect(events.every((event) => event.venueId === 6)).toBe(true);
      expect(events.some((event) => event.isSpotlight)).toBe(true);
      expect(events.some((event) => event.isRsvp)).toBe(true);
      await expectFunctionError(
        fixture.callables.call('promotions-getPromotions', { venueId: 999 }),
        'not-found',
      );
    });

    it('promotions-optInToEvent takes an RSVP once; saying yes again is fine', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'jack');
      const { events } = await fixture.callables.call('promotions-getPromotions', { venueId: 6 });
      const rsvp = {
        uri: events.find((event) => event.isRsvp)?.uri ?? '',
        customerNumber: '100101',
        homeCasinoName: '',
      };

      const first = await fixture.callables.call('promotions-optInToEvent', rsvp);
      const second = await fixture.callables.call('promotions-optInToEvent', rsvp);

      expect(first).toEqual({ success: true });
      expect(second).toEqual({ success: true, message: expect.any(String) });
      await expectFunctionError(
        fixture.callables.call('promotions-optInToEvent', { ...rsvp, uri: 'events/none/here' }),
        'not-found',
      );
    });

    it('promotions-getGames answers every game, with its windows', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'jack');

      const { meta } = await fixture.callables.call('promotions-getGames', {});

      expect(meta.map((game) => game.id)).toEqual(
        expect.arrayContaining(Object.values(DEMO_GAME_IDS)),
      );
    });

    it('promotions-spinToWinPrizes answers a game wheel; an unknown game is not-found', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'jack');

      const { prizes } = await fixture.callables.call('promotions-spinToWinPrizes', {
        gameId: DEMO_GAME_IDS.open,
      });

      expect(prizes.length).toBeGreaterThan(1);
      await expectFunctionError(
        fixture.callables.call('promotions-spinToWinPrizes', { gameId: 'no-such-game' }),
        'not-found',
      );
    });

    it('promotions-spinTheWheel spins once a day for an opted-in member', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');
      const spin = (gameId: string) =>
        fixture.callables.call('promotions-spinTheWheel', { ...LOCATION, gameId });
      const { prizes } = await fixture.callables.call('promotions-spinToWinPrizes', {
        gameId: DEMO_GAME_IDS.open,
      });

      const { prize } = await spin(DEMO_GAME_IDS.open);

      expect(Number.isInteger(prize) && prize >= 0 && prize < prizes.length).toBe(true);
      await expectFunctionError(spin(DEMO_GAME_IDS.open), 'resource-exhausted');
      await expectFunctionError(spin(DEMO_GAME_IDS.ended), 'aborted');
      await expectFunctionError(spin('no-such-game'), 'not-found');
    });

    it('promotions-spinTheWheel is refused to a member who has not opted in', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'jack');

      await expectFunctionError(
        fixture.callables.call('promotions-spinTheWheel', {
          ...LOCATION,
          gameId: DEMO_GAME_IDS.open,
        }),
        'permission-denied',
      );
    });
  });
}
