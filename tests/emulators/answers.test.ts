import { describe, expect, it } from 'vitest';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { KING, MAYFAIR, VALID_REQUESTS } from './requests';

const king = as(KING.email);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe.skipIf(skipWithoutEmulators('callables answer in the contract shape'))(
  'callables over HTTP: answers in the shape of the contract',
  () => {
    it('members-registerAccount gives a visitor a new customer number', async () => {
      const answer = await expectAnswer(
        'members-registerAccount',
        VALID_REQUESTS['members-registerAccount'],
        signedOut,
      );

      expect(answer.data.customerNumber).toMatch(/^\d+$/);
    });

    it('users-sendPasswordReset mails a reset link', async () => {
      expect(
        await expectAnswer(
          'users-sendPasswordReset',
          VALID_REQUESTS['users-sendPasswordReset'],
          signedOut,
        ),
      ).toEqual({ success: true });
    });

    it('users-resendVerificationEmail answers anyone alike; only the signed-in owner hears "verified"', async () => {
      const request = VALID_REQUESTS['users-resendVerificationEmail'];
      const kingsEmail = { ...(request as object), email: KING.email };

      expect(await expectAnswer('users-resendVerificationEmail', request, signedOut)).toEqual({
        success: true,
      });
      expect(await expectAnswer('users-resendVerificationEmail', kingsEmail, signedOut)).toEqual({
        success: true,
      });
      expect(await expectAnswer('users-resendVerificationEmail', kingsEmail, king)).toEqual({
        isVerified: true,
      });
    });

    it('users-setVerifiedEmail copies the verified flag of the login', async () => {
      expect(await expectAnswer('users-setVerifiedEmail', {}, king)).toEqual({ success: true });
    });

    it("members-getMember gives the caller's own record, never the date of birth", async () => {
      const answer = await expectAnswer('members-getMember', { location: 'gb' }, king);

      expect(answer.result).toMatchObject({
        id: KING.crmId,
        customer_number: KING.customerNumber,
        membership_type_id: 47,
        home_casino: MAYFAIR,
      });
      expect(answer.result).not.toHaveProperty('dob');
    });

    it('members-getMember answers a suspended member too, so the app can say why', async () => {
      const answer = await expectAnswer('members-getMember', {}, as(demoEmail('suspended')));

      expect(answer.result.suspended).toBe(true);
    });

    it("members-updateProfile changes the caller's own interests", async () => {
      const answer = await expectAnswer(
        'members-updateProfile',
        VALID_REQUESTS['members-updateProfile'],
        king,
      );

      expect(answer.result.interests).toEqual(['Poker', 'Dining']);
    });

    it.each([
      [MAYFAIR, MAYFAIR],
      [17, MAYFAIR],
    ])('members-getVenue of venue %s answers venue %s', async (venueId, expected) => {
      const venue = await expectAnswer('members-getVenue', { venueId }, king);

      expect(venue.id).toBe(expected);
    });

    it('members-getRestaurant answers the restaurant of the venue', async () => {
      const restaurant = await expectAnswer('members-getRestaurant', { venueId: MAYFAIR }, king);

      expect(restaurant.venueId).toBe(MAYFAIR);
    });

    it.each([
      ['signed in', king],
      ['signed out', signedOut],
    ])('members-submitTicket takes a ticket %s', async (_case, caller) => {
      const answer = await expectAnswer(
        'members-submitTicket',
        VALID_REQUESTS['members-submitTicket'],
        caller,
      );

      expect(answer.ticketId).toMatch(/^T-\d+$/);
    });

    it('benefits-getBenefits answers the benefits of a tier at a venue', async () => {
      const benefits = await expectAnswer(
        'benefits-getBenefits',
        { tier: 'king', venueId: 17 },
        king,
      );

      expect(benefits).toMatchObject({ tier: 'King', venueId: MAYFAIR });
    });

    it("vouchers-getAllVouchers lists the caller's vouchers and offers, expired ones left out", async () => {
      const { records } = await expectAnswer(
        'vouchers-getAllVouchers',
        VALID_REQUESTS['vouchers-getAllVouchers'],
        king,
      );

      const ids = records.map(({ id }) => id);
      expect(ids).toEqual(expect.arrayContaining(['king-free-play-25', 'two-for-one-dinner']));
      expect(ids).not.toContain('king-lapsed-bonus');
      expect(ids).not.toContain('ace-champagne');
    });

    it('vouchers-generateQrCode answers a base64 PNG', async () => {
      const { base64Png } = await expectAnswer(
        'vouchers-generateQrCode',
        VALID_REQUESTS['vouchers-generateQrCode'],
        king,
      );

      expect([...Buffer.from(base64Png, 'base64').subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    });

    it('promotions-getPromotions lists the events of the venue that have not ended', async () => {
      const { events } = await expectAnswer('promotions-getPromotions', { venueId: MAYFAIR }, king);

      expect(events.length).toBeGreaterThan(0);
      expect(events.every((event) => event.venueId === MAYFAIR)).toBe(true);
      expect(events.map(({ id }) => id)).not.toContain('mayfair-quiz-night');
    });

    it('promotions-getGames lists the games', async () => {
      const { meta } = await expectAnswer('promotions-getGames', {}, king);

      expect(meta.map(({ id }) => id).sort()).toEqual(Object.values(DEMO_GAME_IDS).sort());
    });

    it('promotions-optInToEvent tells a member who already said yes', async () => {
      const answer = await expectAnswer(
        'promotions-optInToEvent',
        VALID_REQUESTS['promotions-optInToEvent'],
        king,
      );

      expect(answer).toEqual({ success: true, message: "You're already on the list" });
    });

    it('promotions-spinTheWheel answers the index of a prize of the wheel', async () => {
      const { prizes } = await expectAnswer(
        'promotions-spinToWinPrizes',
        VALID_REQUESTS['promotions-spinToWinPrizes'],
        king,
      );

      const { prize } = await expectAnswer(
        'promotions-spinTheWheel',
        VALID_REQUESTS['promotions-spinTheWheel'],
        king,
      );

      expect(Number.isInteger(prize)).toBe(true);
      expect(prize).toBeGreaterThanOrEqual(0);
      expect(prize).toBeLessThan(prizes.length);
    });
  },
);
