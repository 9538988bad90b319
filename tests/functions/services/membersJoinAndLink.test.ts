import { describe, expect, it } from 'vitest';
import { aMember, aVenue } from '../builders';
import { aWorld } from '../world';

const registration = (changes: Record<string, unknown> = {}) => ({
  location: 'gb',
  values: {
    title: 'Mr',
    firstName: 'Charles',
    lastName: 'Babbage',
    gender: 'male',
    dob: '1991-12-26',
    email: 'charles@example.com',
    mobilePhone: '07700 900456',
    over18: true,
    termsAccepted: true,
    marketingOptIn: true,
    homeCasino: 6,
    ...changes,
  },
});

describe('members-registerAccount', () => {
  it('creates a temporary membership (type 34) with a new customer number', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const answer = await world.call('members-registerAccount', registration());

    const customerNumber = answer.data.customerNumber;
    expect(answer).toEqual({ data: { success: true, customerNumber } });
    expect(world.state.members[customerNumber]).toMatchObject({
      customer_number: customerNumber,
      email: 'charles@example.com',
      dob: '1991-12-26',
      membership_type_id: 34,
      home_casino: 6,
      suspended: false,
    });
    expect(world.outboxTo('charles@example.com')[0]?.text).toContain(customerNumber);
  });

  it('gives each new member a different customer number', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const first = await world.call('members-registerAccount', registration());
    const second = await world.call(
      'members-registerAccount',
      registration({ email: 'ada@example.com' }),
    );

    expect(first.data.customerNumber).not.toBe(second.data.customerNumber);
  });

  it('refuses an email that already has a membership', async () => {
    const world = aWorld()
      .withVenue(aVenue(6))
      .withMember(aMember().withEmail('charles@example.com').build());

    const error = await world.callError(
      'members-registerAccount',
      registration({ email: 'Charles@example.com' }),
    );

    expect(error.code).toBe('aborted');
    expect(error.message).toMatch(/already has a membership/);
  });

  it('refuses two concurrent registrations of one email but one', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        world.backend.handlers['members-registerAccount'](registration(), {}),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(Object.keys(world.state.members)).toHaveLength(1);
  });

  it('refuses an applicant under 18', async () => {
    const world = aWorld('2026-03-10T12:00:00Z').withVenue(aVenue(6));

    const error = await world.callError(
      'members-registerAccount',
      registration({ dob: '2008-03-11' }),
    );

    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'You must be 18 or over to join',
    });
  });

  it('refuses a home casino that does not exist, and accepts 17 as 6', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const error = await world.callError(
      'members-registerAccount',
      registration({ homeCasino: 99 }),
    );
    const answer = await world.call('members-registerAccount', registration({ homeCasino: 17 }));

    expect(error.code).toBe('invalid-argument');
    expect(answer.data.success).toBe(true);
  });
});

describe('members-linkMembership', () => {
  const unlinked = aMember()
    .withCustomerNumber('100200')
    .withEmail('unlinked@example.com')
    .withDob('1985-04-12')
    .build();
  const link = (changes: Record<string, unknown> = {}) => ({
    location: 'gb',
    membershipNumber: '100200',
    dob: '1985-04-12',
    ...changes,
  });

  it("appends the membership to the caller's profile", async () => {
    const world = aWorld().withMember(unlinked);
    const { uid, ctx } = await world.login('unlinked@example.com');

    const answer = await world.call('members-linkMembership', link(), ctx);

    expect(answer).toEqual({ success: true });
    expect(world.state.users[uid]?.memberships).toEqual(['100200']);
  });

  it.each([
    ['the date of birth differs', 'unlinked@example.com', link({ dob: '1985-04-13' })],
    ["the caller's email differs from the member's", 'someone@example.com', link()],
    ['the membership does not exist', 'unlinked@example.com', link({ membershipNumber: '999999' })],
  ])('refuses when %s', async (_case, email, request) => {
    const world = aWorld().withMember(unlinked);
    const { uid, ctx } = await world.login(email);

    const error = await world.callError('members-linkMembership', request, ctx);

    expect(error.code).toBe('invalid-argument');
    expect(world.state.users[uid]?.memberships).toEqual([]);
  });

  it('refuses a membership linked to another login', async () => {
    const world = aWorld().withMember(unlinked);
    await world.login('first.login@example.com', { memberships: ['100200'] });
    const { ctx } = await world.login('unlinked@example.com');

    const error = await world.callError('members-linkMembership', link(), ctx);

    expect(error.code).toBe('aborted');
  });

  it('refuses an unverified caller, and a signed-out one', async () => {
    const world = aWorld().withMember(unlinked);
    const { ctx } = await world.login('unlinked@example.com', { verified: false });

    const unverified = await world.callError('members-linkMembership', link(), ctx);
    const signedOut = await world.callError('members-linkMembership', link(), {});

    expect(unverified.code).toBe('permission-denied');
    expect(signedOut).toMatchObject({ code: 'unauthenticated', message: 'User not signed in' });
  });
});
