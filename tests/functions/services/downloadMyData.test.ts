import { describe, expect, it } from 'vitest';
import type { CallContext, PersonalData } from '@met/scheme/contract';
import {
  DATA_EXPORTS_PER_DAY,
  TOO_MANY_DATA_EXPORTS,
} from '../../../functions/src/domain/dataExport';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember, aVenue } from '../builders';
import { aWorld, signedOut, type TestWorld } from '../world';

// Tuesday 10 March 2026, 12:00 in London (GMT).
const NOW = '2026-03-10T12:00:00.000Z';

const king = aMember()
  .withCustomerNumber('10020001')
  .withEmail('king@example.com')
  .with({ id: 'crm-king', first_name: 'Arthur' })
  .build();
const queen = aMember()
  .withCustomerNumber('10020002')
  .withEmail('queen@example.com')
  .with({ id: 'crm-queen', first_name: 'Guinevere' })
  .build();

/** Each member's own play, RSVP, ticket, pass and mail, all told apart by the member's name. */
async function holdRecordsOf(
  world: TestWorld,
  member: MemberRecord,
  ctx: CallContext,
  uid: string,
) {
  const name = member.first_name;
  world.state.plays[`${member.customer_number}|wheel|2026-03-09`] = {
    userId: uid,
    customerNumber: member.customer_number,
    gameId: 'wheel',
    timestamp: '2026-03-09T20:00:00.000Z',
    prizeName: `${name}'s prize`,
    win: true,
  };
  world.state.rsvps[`poker|${member.customer_number}`] = {
    eventId: 'poker',
    customerNumber: member.customer_number,
    homeCasinoName: `${name}'s casino`,
    at: '2026-03-08T10:00:00.000Z',
  };
  await world.call(
    'members-submitTicket',
    {
      values: {
        name,
        email: member.email,
        membershipNumber: member.customer_number,
        topic: 'Account',
        message: `${name} asks about points`,
      },
      idempotencyKey: `ticket-key-of-${name.toLowerCase()}-0001`,
    },
    ctx,
  );
  world.state.outbox.push({
    id: `mail-${name}`,
    to: member.email,
    subject: `Welcome, ${name}`,
    text: `Dear ${name}`,
    sentAt: '2026-03-01T09:00:00.000Z',
  });
  world.state.applePasses = world.state.applePasses ?? { registrations: {}, updateTags: {} };
  world.state.applePasses.issued = {
    ...world.state.applePasses.issued,
    [`hash-${name}`]: {
      tokenHash: `hash-${name}`,
      serialNumber: `serial-${member.customer_number}`,
      customerNumber: member.customer_number,
      uid,
      issuedAt: '2026-03-02T09:00:00.000Z',
      revoked: false,
    },
  };
}

async function twoMembers() {
  const world = aWorld(NOW).withVenue(aVenue(6));
  const kingLogin = await world.signedInMember(king);
  const queenLogin = await world.signedInMember(queen);
  await world.backend.appData.saveGameOptin(kingLogin.uid, { gameId: 'wheel', timestamp: NOW });
  await holdRecordsOf(world, king, kingLogin.ctx, kingLogin.uid);
  await holdRecordsOf(world, queen, queenLogin.ctx, queenLogin.uid);
  return { world, kingLogin, queenLogin };
}

describe('members-downloadMyData', () => {
  it('answers the caller’s record, profile, opt-ins, plays, RSVPs, tickets, passes and mails', async () => {
    const { world, kingLogin } = await twoMembers();

    const answer = await world.call('members-downloadMyData', {}, kingLogin.ctx);

    const data: PersonalData = answer.data;
    expect(answer.exportedAt).toBe(NOW);
    expect(data.member).toMatchObject({ customer_number: '10020001', first_name: 'Arthur' });
    expect(data.profile).toEqual({
      email: 'king@example.com',
      emailVerified: true,
      country: 'gb',
      memberships: ['10020001'],
    });
    expect(data.gameOptins).toEqual([{ gameId: 'wheel', optedInAt: NOW }]);
    expect(data.plays).toEqual([
      { gameId: 'wheel', at: '2026-03-09T20:00:00.000Z', prizeName: "Arthur's prize", win: true },
    ]);
    expect(data.rsvps).toEqual([
      { eventId: 'poker', homeCasinoName: "Arthur's casino", at: '2026-03-08T10:00:00.000Z' },
    ]);
    expect(data.tickets).toEqual([
      expect.objectContaining({ name: 'Arthur', message: 'Arthur asks about points' }),
    ]);
    expect(data.walletPasses).toEqual([
      {
        serialNumber: 'serial-10020001',
        issuedAt: '2026-03-02T09:00:00.000Z',
        revoked: false,
        devices: 0,
      },
    ]);
    expect(data.mails).toEqual([
      { subject: 'Welcome, Arthur', text: 'Dear Arthur', sentAt: '2026-03-01T09:00:00.000Z' },
    ]);
  });

  it('holds nothing of another member, and keeps a pass’s token hash out', async () => {
    const { world, kingLogin } = await twoMembers();

    const answer = await world.call('members-downloadMyData', {}, kingLogin.ctx);

    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/Guinevere|queen@example\.com|10020002|crm-queen/);
    expect(text).not.toContain('hash-Arthur');
  });

  it.each([
    ['a uid', { uid: 'queen-uid' }],
    ['a membership number', { customerNumber: '10020002' }],
    ['a crmId', { crmId: 'crm-queen' }],
  ])(
    'refuses a request naming %s, so nobody asks for another member’s copy',
    async (_, request) => {
      const { world, kingLogin } = await twoMembers();

      const refusal = await world.callError('members-downloadMyData', request, kingLogin.ctx);

      expect(refusal.code).toBe('invalid-argument');
    },
  );

  it(`serves ${DATA_EXPORTS_PER_DAY} copies a London day, then says to try again after midnight`, async () => {
    const { world, kingLogin, queenLogin } = await twoMembers();
    for (let copy = 0; copy < DATA_EXPORTS_PER_DAY; copy += 1) {
      await world.call('members-downloadMyData', {}, kingLogin.ctx);
    }

    const refusal = await world.callError('members-downloadMyData', {}, kingLogin.ctx);
    const othersCopy = await world.call('members-downloadMyData', {}, queenLogin.ctx);
    world.clock.set(new Date('2026-03-11T00:00:01.000Z'));
    const tomorrows = await world.call('members-downloadMyData', {}, kingLogin.ctx);

    expect(refusal.code).toBe('resource-exhausted');
    expect(refusal.message).toBe(TOO_MANY_DATA_EXPORTS);
    expect(refusal.message).toMatch(/try again tomorrow, after midnight UK time/);
    expect(othersCopy.data.member.first_name).toBe('Guinevere');
    expect(tomorrows.exportedAt).toBe('2026-03-11T00:00:01.000Z');
  });

  it('refuses a signed-out caller and an unverified login', async () => {
    const world = aWorld(NOW);
    const unverified = await world.login('new@example.com', { verified: false });

    expect((await world.callError('members-downloadMyData', {}, signedOut)).code).toBe(
      'unauthenticated',
    );
    expect((await world.callError('members-downloadMyData', {}, unverified.ctx)).code).toBe(
      'permission-denied',
    );
  });

  it('serves a member whose membership is gated: their data is theirs whatever its state', async () => {
    const world = aWorld(NOW);
    const { ctx } = await world.signedInMember(aMember().suspended().build());

    const answer = await world.call('members-downloadMyData', {}, ctx);

    expect(answer.data.member.suspended).toBe(true);
  });
});
