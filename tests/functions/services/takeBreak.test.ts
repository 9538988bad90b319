import { describe, expect, it } from 'vitest';
import { SELF_EXCLUDED_MESSAGE } from '@met/scheme';
import type { CallableName } from '@met/scheme/contract';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aGame, aMember, aVenue, aVoucher, anEvent, PRIZES, someBenefits } from '../builders';
import { aWorld, type TestWorld } from '../world';

// Thursday 3 December 2026, 21:40 in London (GMT).
const NOW = '2026-12-03T21:40:00.000Z';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function breakWorld() {
  return aWorld(NOW, [1])
    .withVenue(aVenue(6))
    .withGame(aGame(new Date(NOW)).withId('wheel').build(), PRIZES)
    .withEvent(anEvent(6, { id: 'rsvp6', uri: 'events/rsvp6', endsAt: '2027-01-31T23:00:00Z' }))
    .withBenefits(someBenefits('King', 6))
    .withVoucher(aVoucher().withId('king-offer').forTiers('King').expiringOn('2027-06-30').build());
}

async function signedIn(world: TestWorld, member: MemberRecord) {
  const login = await world.signedInMember(member);
  await world.backend.appData.saveGameOptin(login.uid, { gameId: 'wheel', timestamp: NOW });
  return login;
}

/** Each callable the issue refuses on a break, with a request that works off one. */
const refused = (member: MemberRecord): [CallableName, unknown][] => [
  ['vouchers-getAllVouchers', { location: 'gb', crmId: member.id }],
  ['vouchers-generateQrCode', { voucherId: 'king-offer' }],
  ['promotions-getGames', {}],
  ['promotions-spinToWinPrizes', { gameId: 'wheel' }],
  ['promotions-spinTheWheel', { location: 'gb', gameId: 'wheel' }],
  ['promotions-optInToEvent', { uri: 'events/rsvp6', customerNumber: '', homeCasinoName: '' }],
];

/** What keeps working on a break: the card and points, venue, restaurant, settings, support. */
const kept = (member: MemberRecord): [CallableName, unknown][] => [
  ['members-getMember', { location: 'gb' }],
  ['members-getVenue', { venueId: 6 }],
  ['promotions-getPromotions', { venueId: 6 }],
  ['benefits-getBenefits', { tier: 'King', venueId: 6 }],
  [
    'members-updateProfile',
    { location: 'gb', crmId: member.id, values: { phone_mobile: '07700 900999' } },
  ],
  ['wallet-getPassLinks', {}],
];

describe('members-takeBreak', () => {
  it('starts a break of the chosen period from the server’s now and shows it on the member’s record', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);

    const answer = await world.call('members-takeBreak', { period: '24h' }, ctx);
    const { result } = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(answer.result).toMatchObject({
      breakEndsAt: '2026-12-04T21:40:00.000Z',
      selfExcluded: false,
      contactable: false,
    });
    expect(result).toEqual(answer.result);
    expect(world.state.members[member.customer_number]?.breakEndsAt).toBe(
      '2026-12-04T21:40:00.000Z',
    );
  });

  it.each([
    ['7d', '2026-12-10T21:40:00.000Z'],
    ['30d', '2027-01-02T21:40:00.000Z'],
    ['6w', '2027-01-14T21:40:00.000Z'],
  ])('a %s break ends at %s', async (period, end) => {
    const world = breakWorld();
    const { ctx } = await signedIn(world, aMember().build());

    const answer = await world.call('members-takeBreak', { period }, ctx);

    expect(answer.result.breakEndsAt).toBe(end);
  });

  it('cannot be shortened: a shorter period afterwards leaves the end where it was', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);
    await world.call('members-takeBreak', { period: '6w' }, ctx);

    world.clock.advanceBy(HOUR);
    const again = await world.call('members-takeBreak', { period: '24h' }, ctx);

    expect(again.result.breakEndsAt).toBe('2027-01-14T21:40:00.000Z');
    expect(world.state.members[member.customer_number]?.breakEndsAt).toBe(
      '2027-01-14T21:40:00.000Z',
    );
  });

  it('may be lengthened: a longer period afterwards moves the end later', async () => {
    const world = breakWorld();
    const { ctx } = await signedIn(world, aMember().build());
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    world.clock.advanceBy(HOUR);
    const longer = await world.call('members-takeBreak', { period: '7d' }, ctx);

    expect(longer.result.breakEndsAt).toBe('2026-12-10T22:40:00.000Z');
  });

  it('has no way to end a break: no callable of the contract takes one away', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    // The profile update hears only its own fields: a break end sent there is dropped.
    await world.call(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: member.id,
        values: { breakEndsAt: NOW, phone_mobile: '07700 900999' },
      },
      ctx,
    );
    const refusal = await world.callError('members-takeBreak', { period: '0h' }, ctx);

    expect(refusal.code).toBe('invalid-argument');
    expect(world.state.members[member.customer_number]?.breakEndsAt).toBe(
      '2026-12-04T21:40:00.000Z',
    );
  });

  it('takes the break of the caller’s own membership, whatever else the request names', async () => {
    const world = breakWorld();
    const other = aMember().build();
    world.withMember(other);
    const { ctx } = await signedIn(world, aMember().build());

    await world.call(
      'members-takeBreak',
      { period: '24h', customerNumber: other.customer_number, crmId: other.id },
      ctx,
    );

    expect(world.state.members[other.customer_number]?.breakEndsAt).toBeUndefined();
  });

  it('refuses signed-out and gated callers, and tells a self-excluded member so', async () => {
    const world = breakWorld();
    const suspended = await signedIn(world, aMember().with({ suspended: true }).build());
    const excluded = await signedIn(world, aMember().with({ selfExcluded: true }).build());

    expect((await world.callError('members-takeBreak', { period: '24h' }, {})).code).toBe(
      'unauthenticated',
    );
    expect(
      (await world.callError('members-takeBreak', { period: '24h' }, suspended.ctx)).code,
    ).toBe('permission-denied');
    expect(
      await world.callError('members-takeBreak', { period: '24h' }, excluded.ctx),
    ).toMatchObject({ code: 'permission-denied', message: SELF_EXCLUDED_MESSAGE });
  });
});

describe('on a break', () => {
  it('refuses offers, vouchers, Spin To Win and RSVPs with the one message that says when the break ends', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    for (const [name, request] of refused(member)) {
      const refusal = await world.callError(name, request, ctx);
      expect(refusal, name).toMatchObject({
        code: 'permission-denied',
        message:
          'You are taking a break until Friday 4th December 2026 at 9:40pm. Offers, vouchers, Spin To Win and event bookings come back then, and we send you no marketing until then. A break cannot be shortened or ended early.',
        details: { pause: 'break', breakEndsAt: '2026-12-04T21:40:00.000Z' },
      });
    }
    expect(Object.values(world.state.rsvps)).toEqual([]);
  });

  it('keeps the card and points, venue, events, benefits, settings and wallet working', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    for (const [name, request] of kept(member)) await world.call(name, request, ctx);
    const { result } = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(result).toMatchObject({ rewardPoints: member.rewardPoints, contactable: false });
  });

  it('gives everything back at the break’s end, to the millisecond', async () => {
    const world = breakWorld();
    const member = aMember().build();
    const { ctx } = await signedIn(world, member);
    await world.call('members-takeBreak', { period: '24h' }, ctx);

    world.clock.advanceBy(DAY - 1);
    const justBefore = await world.callError(
      'vouchers-generateQrCode',
      { voucherId: 'king-offer' },
      ctx,
    );
    world.clock.advanceBy(1);
    for (const [name, request] of refused(member)) await world.call(name, request, ctx);
    const { result } = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(justBefore.code).toBe('permission-denied');
    expect(result).toMatchObject({ breakEndsAt: null, contactable: true });
  });

  it('is the member’s own: another member keeps everything', async () => {
    const world = breakWorld();
    const onBreak = await signedIn(world, aMember().build());
    const other = aMember().build();
    const otherLogin = await signedIn(world, other);
    await world.call('members-takeBreak', { period: '24h' }, onBreak.ctx);

    const answer = await world.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: other.id },
      otherLogin.ctx,
    );

    expect(answer.records.map(({ id }) => id)).toEqual(['king-offer']);
  });
});

describe('a self-excluded membership', () => {
  it('is refused everything a break refuses, with SENSE’s wording and no end', async () => {
    const world = breakWorld();
    const member = aMember().with({ selfExcluded: true }).build();
    const { ctx } = await signedIn(world, member);

    for (const [name, request] of refused(member)) {
      const refusal = await world.callError(name, request, ctx);
      expect(refusal, name).toMatchObject({
        code: 'permission-denied',
        message: SELF_EXCLUDED_MESSAGE,
        details: { pause: 'self-excluded' },
      });
    }
    world.clock.advanceBy(365 * DAY);
    expect((await world.callError('promotions-getGames', {}, ctx)).message).toBe(
      SELF_EXCLUDED_MESSAGE,
    );
  });

  it('keeps the card and points and the rest, and is marked not to be contacted', async () => {
    const world = breakWorld();
    const member = aMember().with({ selfExcluded: true }).build();
    const { ctx } = await signedIn(world, member);

    for (const [name, request] of kept(member)) await world.call(name, request, ctx);
    const { result } = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(result).toMatchObject({ selfExcluded: true, breakEndsAt: null, contactable: false });
  });
});
