import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { MESSAGES } from '../../../functions/src/domain/messages';
import {
  SIGNED_OUT_TICKETS_PER_DESK,
  TICKETS_PER_CALLER,
} from '../../../functions/src/domain/supportTickets';
import { aMember } from '../builders';
import { aWorld } from '../world';

const MINUTE = 60 * 1000;

describe('members-getMember', () => {
  it("answers the caller's own membership without private fields", async () => {
    const world = aWorld();
    const member = aMember().withTier('Queen').build();
    const { ctx } = await world.signedInMember(member);

    const answer = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(answer.success).toBe(true);
    expect(answer.result).toMatchObject({
      customer_number: member.customer_number,
      membership_type_id: 48,
    });
    expect(answer.result).not.toHaveProperty('dob');
  });

  it('answers a suspended member too, so the app can say why it logs them out', async () => {
    const world = aWorld();
    const { ctx } = await world.signedInMember(aMember().suspended().build());

    const answer = await world.call('members-getMember', { location: 'gb' }, ctx);

    expect(answer.result.suspended).toBe(true);
  });

  it('answers not-found for a login with no membership', async () => {
    const world = aWorld();
    const { ctx } = await world.login('unlinked@example.com');

    const error = await world.callError('members-getMember', { location: 'gb' }, ctx);

    expect(error).toMatchObject({ code: 'not-found', message: 'Member not found' });
  });

  it('refuses an unverified email and a signed-out caller', async () => {
    const world = aWorld();
    const member = aMember().build();
    world.withMember(member);
    const { ctx } = await world.login(member.email, {
      verified: false,
      memberships: [member.customer_number],
    });

    expect((await world.callError('members-getMember', {}, ctx)).code).toBe('permission-denied');
    expect((await world.callError('members-getMember', {}, {})).code).toBe('unauthenticated');
  });
});

describe('members-updateProfile', () => {
  it('changes phone, interests and communications and answers the updated member', async () => {
    const world = aWorld();
    const member = aMember().build();
    const { ctx } = await world.signedInMember(member);

    const answer = await world.call(
      'members-updateProfile',
      {
        location: 'gb',
        crmId: member.id,
        values: {
          phone_mobile: '07700 900999',
          interests: ['Dining', 'Slots', 'Dining'],
          communications: { email: false, sms: true, phone: true, post: false },
        },
      },
      ctx,
    );

    expect(answer.result).toMatchObject({
      phone_mobile: '07700 900999',
      interests: ['Dining', 'Slots'],
      communications: { email: false, sms: true, phone: true, post: false },
    });
    expect(world.state.members[member.customer_number]?.phone_mobile).toBe('07700 900999');
  });

  it("refuses another member's crmId and changes nothing", async () => {
    const world = aWorld();
    const victim = aMember().build();
    world.withMember(victim);
    const { ctx } = await world.signedInMember(aMember().build());

    const error = await world.callError(
      'members-updateProfile',
      { location: 'gb', crmId: victim.id, values: { phone_mobile: '07700 900666' } },
      ctx,
    );

    expect(error.code).toBe('permission-denied');
    expect(world.state.members[victim.customer_number]?.phone_mobile).toBe(victim.phone_mobile);
  });

  it('ignores fields a member may not change, such as the membership type', async () => {
    const world = aWorld();
    const member = aMember().withTier('Jack').build();
    const { ctx } = await world.signedInMember(member);

    await world.call(
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: { membership_type_id: 46, rewardPoints: 1e9 } },
      ctx,
    );

    expect(world.state.members[member.customer_number]).toMatchObject({
      membership_type_id: 49,
      rewardPoints: member.rewardPoints,
    });
  });

  it('refuses a suspended member', async () => {
    const world = aWorld();
    const member = aMember().suspended().build();
    const { ctx } = await world.signedInMember(member);

    const error = await world.callError(
      'members-updateProfile',
      { location: 'gb', crmId: member.id, values: {} },
      ctx,
    );

    expect(error.code).toBe('permission-denied');
  });
});

describe('members-submitTicket', () => {
  const ticket = {
    values: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      membershipNumber: '',
      topic: 'Spin To Win',
      message: 'The wheel did not spin.',
    },
    idempotencyKey: 'ticket-key-0000000001',
  };

  it('stores a ticket sent signed out and answers its reference', async () => {
    const world = aWorld();

    const answer = await world.call('members-submitTicket', ticket, {});

    expect(answer).toEqual({ success: true, ticketId: 'T-000001' });
    expect(world.state.tickets['T-000001']).toMatchObject({
      values: ticket.values,
      submittedAt: world.now.toISOString(),
    });
  });

  it('remembers which login sent a ticket when signed in', async () => {
    const world = aWorld();
    const { uid, ctx } = await world.login('ada@example.com');

    const { ticketId } = await world.call('members-submitTicket', ticket, ctx);

    expect(world.state.tickets[ticketId]?.uid).toBe(uid);
  });

  it('refuses an unknown topic', async () => {
    const world = aWorld();

    const error = await world.callError('members-submitTicket', {
      ...ticket,
      values: { ...ticket.values, topic: 'Jobs' },
    });

    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Please choose a topic' });
  });

  it.each([
    ['no key', undefined],
    ['a short key', 'short'],
    ['a key with other characters', 'ticket key with spaces!'],
    ['a key over 64 characters', 'k'.repeat(65)],
  ])('refuses a ticket with %s', async (_case, idempotencyKey) => {
    const world = aWorld();

    const error = await world.callError('members-submitTicket', { ...ticket, idempotencyKey });

    expect(error.code).toBe('invalid-argument');
    expect(world.state.tickets).toEqual({});
  });

  it('answers the same reference for a retry of the same ticket, and files it once', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com');

    const first = await world.call('members-submitTicket', ticket, ctx);
    const retry = await world.call('members-submitTicket', ticket, ctx);

    expect(retry).toEqual(first);
    expect(Object.keys(world.state.tickets)).toEqual([first.ticketId]);
  });

  it.each([
    ['a new key', { idempotencyKey: 'ticket-key-0000000002' }],
    ['changed values', { values: { ...ticket.values, message: 'It spun twice.' } }],
  ])('files a new ticket for %s', async (_case, change) => {
    const world = aWorld();

    const first = await world.call('members-submitTicket', ticket, {});
    const second = await world.call('members-submitTicket', { ...ticket, ...change }, {});

    expect(second.ticketId).not.toBe(first.ticketId);
  });

  it("never answers another caller's reference for a guessed key", async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');
    const mallory = await world.login('mallory@example.com');

    const adas = await world.call('members-submitTicket', ticket, ada.ctx);
    const guessed = await world.call('members-submitTicket', ticket, mallory.ctx);
    const signedOut = await world.call('members-submitTicket', ticket, {});

    expect(new Set([adas.ticketId, guessed.ticketId, signedOut.ticketId]).size).toBe(3);
  });

  it('limits tickets per login and per address, and a new hour allows more', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com');
    const send = (n: number, context: CallContext) =>
      world.call(
        'members-submitTicket',
        { ...ticket, idempotencyKey: `ticket-key-${String(n).padStart(10, '0')}` },
        context,
      );
    for (let n = 0; n < TICKETS_PER_CALLER; n += 1) await send(n, ctx);

    const refused = await world
      .call('members-submitTicket', { ...ticket, idempotencyKey: 'ticket-key-over-limit' }, ctx)
      .catch((error: unknown) => error);
    const otherAddress = await send(100, { callerAddress: '198.51.100.7' });
    world.clock.advanceBy(59 * MINUTE);
    const sameHour = await send(101, ctx).catch((error: unknown) => error);
    world.clock.advanceBy(MINUTE);
    const nextHour = await send(102, ctx);

    for (const refusal of [refused, sameHour]) {
      expect(refusal).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.tooManySupportTickets,
      });
    }
    expect(Object.keys(world.state.tickets)).toHaveLength(TICKETS_PER_CALLER + 2);
    expect(otherAddress.success).toBe(true);
    expect(nextHour.success).toBe(true);
  });

  it('takes signed-out tickets from many addresses only up to the desk, and signed-in ones still', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com');
    const send = (n: number, context: CallContext) =>
      world.call(
        'members-submitTicket',
        { ...ticket, idempotencyKey: `desk-key-${String(n).padStart(10, '0')}` },
        context,
      );
    // Two tickets from each of many addresses: every one under its own per-caller limit.
    for (let n = 0; n < SIGNED_OUT_TICKETS_PER_DESK; n += 1) {
      await send(n, { callerAddress: `198.51.${Math.floor(n / 2)}.7` });
    }

    const refused = await send(1000, { callerAddress: '203.0.113.200' }).catch(
      (error: unknown) => error,
    );
    const signedIn = await send(1001, ctx);
    world.clock.advanceBy(60 * MINUTE);
    const nextHour = await send(1002, { callerAddress: '203.0.113.200' });

    expect(refused).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.tooManySignedOutTickets,
    });
    expect(signedIn.success).toBe(true);
    expect(nextHour.success).toBe(true);
    expect(Object.keys(world.state.tickets)).toHaveLength(SIGNED_OUT_TICKETS_PER_DESK + 2);
  });
});
