import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../functions/src/domain/messages';
import { DEMO_ACCOUNTS } from '../../../functions/src/seed/demoMembers';
import { aJoinRequest, aMember, aVenue } from '../builders';
import { aWorld, TEST_PASSWORD } from '../world';

describe('members-registerAccount', () => {
  it('creates a temporary membership (type 34) with a new customer number', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const answer = await world.call('members-registerAccount', aJoinRequest());

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

  it("gives a joiner a number in every member's format: six digits, after the demo members'", async () => {
    const world = aWorld().withVenue(aVenue(6));

    const { customerNumber } = (await world.call('members-registerAccount', aJoinRequest())).data;

    expect(customerNumber).toMatch(/^\d{6}$/);
    const demoNumbers = DEMO_ACCOUNTS.map((account) => Number(account.member.customer_number));
    expect(Number(customerNumber)).toBeGreaterThan(Math.max(...demoNumbers));
  });

  it('gives each new member a different customer number', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const first = await world.call('members-registerAccount', aJoinRequest());
    const second = await world.call(
      'members-registerAccount',
      aJoinRequest({ email: 'ada@example.com' }),
    );

    expect(first.data.customerNumber).not.toBe(second.data.customerNumber);
  });

  it('refuses an email held by a membership that is not temporary', async () => {
    const world = aWorld()
      .withVenue(aVenue(6))
      .withMember(aMember().withEmail('charles@example.com').build());

    const error = await world.callError(
      'members-registerAccount',
      aJoinRequest({ email: 'Charles@example.com' }),
    );

    expect(error.code).toBe('aborted');
    expect(error.message).toMatch(/already has a membership/);
  });

  describe('with an address a temporary membership nobody has confirmed holds', () => {
    const squatted = () =>
      aMember()
        .temporary()
        .withCustomerNumber('100300')
        .withEmail('charles@example.com')
        .withDob('1979-02-03')
        .build();

    it('joins with a membership of its own, which the address now finds', async () => {
      const squatter = squatted();
      const world = aWorld().withVenue(aVenue(6)).withMember(squatter);

      const answer = await world.call(
        'members-registerAccount',
        aJoinRequest({ email: 'Charles@Example.com' }),
      );

      const customerNumber = answer.data.customerNumber;
      expect(customerNumber).not.toBe(squatter.customer_number);
      expect(await world.backend.deps.members.findByEmail('charles@example.com')).toMatchObject({
        customer_number: customerNumber,
        dob: '1991-12-26',
      });
      expect(world.state.members[squatter.customer_number]).toEqual(squatter);
    });

    it("lets the address's owner create a login for the membership they joined", async () => {
      const squatter = squatted();
      const world = aWorld().withVenue(aVenue(6)).withMember(squatter);
      const joined = await world.call('members-registerAccount', aJoinRequest());

      const answer = await world.call('users-createUser', {
        firstName: 'Charles',
        lastName: 'Babbage',
        email: 'charles@example.com',
        customerNumber: joined.data.customerNumber,
        dob: '1991-12-26',
        password: TEST_PASSWORD,
        devMode: false,
        devDomain: '',
      });

      expect(answer).toEqual({ success: true });
      const profile = await world.backend.appData.findProfileByMembership(
        joined.data.customerNumber,
      );
      expect(profile?.email).toBe('charles@example.com');
      expect(
        await world.backend.appData.findProfileByMembership(squatter.customer_number),
      ).toBeUndefined();
    });

    it('refuses the join once a login holds that membership', async () => {
      const squatter = squatted();
      const world = aWorld().withVenue(aVenue(6)).withMember(squatter);
      await world.login('charles@example.com', {
        verified: false,
        memberships: [squatter.customer_number],
      });

      const error = await world.callError('members-registerAccount', aJoinRequest());

      expect(error).toMatchObject({ code: 'aborted', message: MESSAGES.emailHasMembership });
      expect(Object.keys(world.state.members)).toEqual([squatter.customer_number]);
    });
  });

  it('leaves one of several concurrent joins with one email holding it', async () => {
    const world = aWorld().withVenue(aVenue(6));

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        world.backend.handlers['members-registerAccount'](aJoinRequest(), {}),
      ),
    );

    // A join may take the address over from one before it (nobody has confirmed it): each
    // answered join has a membership of its own, and exactly one of them holds the address.
    const numbers = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.data.customerNumber] : [],
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(Object.keys(world.state.members).sort()).toEqual([...numbers].sort());
    const holder = await world.backend.deps.members.findByEmail('charles@example.com');
    expect(numbers).toContain(holder?.customer_number);
  });

  it('refuses an applicant under 18', async () => {
    const world = aWorld('2026-03-10T12:00:00Z').withVenue(aVenue(6));

    const error = await world.callError(
      'members-registerAccount',
      aJoinRequest({ dob: '2008-03-11' }),
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
      aJoinRequest({ homeCasino: 99 }),
    );
    const answer = await world.call('members-registerAccount', aJoinRequest({ homeCasino: 17 }));

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
