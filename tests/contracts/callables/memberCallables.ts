import { expect } from 'vitest';
import type { BackendFixture, FixtureFactory, SuiteApi } from '../BackendFixture';
import { expectFunctionError, signInAs } from '../expectations';

const LOCATION = { location: 'gb' };

/** The member's own record, venue, restaurant, benefits and support tickets. */
export function memberCallablesContract(
  { describe, it }: SuiteApi,
  makeFixture: FixtureFactory<BackendFixture>,
): void {
  describe('the member and their casino', () => {
    it('members-getMember answers the caller own member data, and only when signed in', async () => {
      const fixture = await makeFixture();
      await expectFunctionError(
        fixture.callables.call('members-getMember', LOCATION),
        'unauthenticated',
      );

      await signInAs(fixture, 'king');
      const answer = await fixture.callables.call('members-getMember', LOCATION);

      expect(answer.success).toBe(true);
      expect(answer.result).toMatchObject({
        customer_number: '100104',
        email: 'king@example.com',
        membership_type_id: 47,
        home_casino: 6,
        suspended: false,
      });
    });

    it('members-getMember says not-found for a login with no membership linked', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'unlinked');

      await expectFunctionError(fixture.callables.call('members-getMember', LOCATION), 'not-found');
    });

    it('members-updateProfile changes the caller own record, never another member', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');
      const { result: member } = await fixture.callables.call('members-getMember', LOCATION);

      const answer = await fixture.callables.call('members-updateProfile', {
        ...LOCATION,
        crmId: member.id,
        values: { interests: ['Poker', 'Sport'] },
      });

      expect(answer.result.interests).toEqual(['Poker', 'Sport']);
      await expectFunctionError(
        fixture.callables.call('members-updateProfile', {
          ...LOCATION,
          crmId: 'crm-100101',
          values: { interests: ['Slots'] },
        }),
        'permission-denied',
      );
    });

    it('members-getVenue answers the venue, 17 read as 6, an unknown one not-found', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');

      const venue = await fixture.callables.call('members-getVenue', { venueId: 6 });
      const remapped = await fixture.callables.call('members-getVenue', { venueId: 17 });

      expect(venue).toMatchObject({ id: 6, pagetitle: expect.any(String) });
      expect(venue.pagetitle).not.toBe('');
      expect(remapped.id).toBe(6);
      await expectFunctionError(
        fixture.callables.call('members-getVenue', { venueId: 999 }),
        'not-found',
      );
      await expectFunctionError(
        fixture.callables.call('members-getVenue', { venueId: -1 }),
        'invalid-argument',
      );
    });

    it('members-getVenue is refused to a temporary member', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'temporary');

      await expectFunctionError(
        fixture.callables.call('members-getVenue', { venueId: 6 }),
        'permission-denied',
      );
    });

    it('members-getRestaurant answers the venue restaurant', async () => {
      const fixture = await makeFixture();
      await expectFunctionError(
        fixture.callables.call('members-getRestaurant', { venueId: 6 }),
        'unauthenticated',
      );
      await signInAs(fixture, 'jack');

      const restaurant = await fixture.callables.call('members-getRestaurant', { venueId: 6 });

      expect(restaurant).toMatchObject({ venueId: 6, name: expect.any(String) });
      expect(restaurant.openingHours.length).toBeGreaterThan(0);
    });

    it('benefits-getBenefits answers a tier benefits at a venue; an unknown tier is not-found', async () => {
      const fixture = await makeFixture();
      await signInAs(fixture, 'king');

      const benefits = await fixture.callables.call('benefits-getBenefits', {
        tier: 'King',
        venueId: 6,
      });

      expect(benefits).toMatchObject({ tier: 'King', venueId: 6 });
      expect(benefits.items.length).toBeGreaterThan(0);
      await expectFunctionError(
        fixture.callables.call('benefits-getBenefits', { tier: 'Emperor', venueId: 6 }),
        'not-found',
      );
    });

    it('members-submitTicket takes a ticket signed in or out; an empty message is refused', async () => {
      const fixture = await makeFixture();
      const values = {
        name: 'Rosa Lane',
        email: 'rosa.lane@example.com',
        membershipNumber: '',
        topic: 'Other' as const,
        message: 'How do I change my home casino?',
      };

      const idempotencyKey = 'contract-ticket-key-0001';

      const signedOut = await fixture.callables.call('members-submitTicket', {
        values,
        idempotencyKey,
      });
      await signInAs(fixture, 'king');
      const signedIn = await fixture.callables.call('members-submitTicket', {
        values,
        idempotencyKey,
      });

      expect(signedOut).toEqual({ success: true, ticketId: expect.any(String) });
      expect(signedIn.ticketId).not.toBe(signedOut.ticketId);
      await expectFunctionError(
        fixture.callables.call('members-submitTicket', {
          values: { ...values, message: '  ' },
          idempotencyKey: 'contract-ticket-key-0002',
        }),
        'invalid-argument',
      );
    });
  });
}
