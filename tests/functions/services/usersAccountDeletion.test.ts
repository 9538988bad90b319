import { describe, expect, it } from 'vitest';
import { REMOVED_EMAIL } from '../../../functions/src/domain/supportTickets';
import { aWorld } from '../world';

const ticket = (email: string, message: string) => ({
  values: { name: 'Ada', email, membershipNumber: '', topic: 'Account', message },
  idempotencyKey: `deletion-test-${email.length}-${message.length}-key`,
});

describe('UsersService.onIdentityDeleted', () => {
  it("anonymises the login's tickets, forgets its mail, keeps others' and every limit", async () => {
    const world = aWorld();
    const ada = await world.login('Ada@Example.com');
    await world.login('bob@example.com');
    const mine = await world.call(
      'members-submitTicket',
      ticket('ada@example.com', 'Reply to ada@example.com'),
      ada.ctx,
    );
    const bobs = await world.call('members-submitTicket', ticket('bob@example.com', 'Hi'), {});
    await world.backend.deps.mailer.send({ to: 'ADA@example.com', subject: 'Reset', text: 'x' });
    await world.backend.deps.mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'x' });
    const limitsBefore = structuredClone(world.state.rateLimits);

    await world.backend.identity.deleteUser(ada.uid);

    expect(world.state.tickets[mine.ticketId]).toMatchObject({
      values: { name: '', email: '', message: `Reply to ${REMOVED_EMAIL}` },
      anonymisedAt: world.now.toISOString(),
    });
    expect(world.state.tickets[mine.ticketId]?.uid).toBeUndefined();
    expect(world.state.tickets[bobs.ticketId]?.values.email).toBe('bob@example.com');
    expect(world.state.outbox.map((mail) => mail.to)).toEqual(['bob@example.com']);
    // A deletion resets no limit (DECISIONS.md "Support and deletion"): the login's included.
    expect(world.state.rateLimits).toEqual(limitsBefore);
    expect(world.state.users[ada.uid]).toBeUndefined();
  });

  it("leaves the tickets and mail of an address the login never verified to the address's owner", async () => {
    const world = aWorld();
    const owners = await world.call(
      'members-submitTicket',
      ticket('ada@example.com', 'Please call me about ada@example.com'),
      { callerAddress: '198.51.100.7' },
    );
    await world.backend.deps.mailer.send({ to: 'ada@example.com', subject: 'Reset', text: 'x' });
    const impostor = await world.login('ada@example.com', { verified: false });
    const impostors = await world.call(
      'members-submitTicket',
      ticket('ada@example.com', 'Hello'),
      impostor.ctx,
    );

    await world.backend.identity.deleteUser(impostor.uid);

    expect(world.state.tickets[owners.ticketId]).toMatchObject({
      values: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(world.state.tickets[owners.ticketId]?.anonymisedAt).toBeUndefined();
    expect(world.outboxTo('ada@example.com')).toHaveLength(1);
    expect(world.state.tickets[impostors.ticketId]).toMatchObject({
      values: { name: '', email: '' },
      anonymisedAt: world.now.toISOString(),
    });
  });

  it('runs again without failing or changing anything', async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');
    await world.call(
      'members-submitTicket',
      {
        values: {
          name: 'Ada',
          email: 'ada@example.com',
          membershipNumber: '',
          topic: 'Account',
          message: 'Hello',
        },
        idempotencyKey: 'deletion-test-key-0001',
      },
      ada.ctx,
    );
    await world.backend.identity.deleteUser(ada.uid);
    const after = structuredClone(world.state);

    await world.backend.services.users.onIdentityDeleted({
      uid: ada.uid,
      email: 'ada@example.com',
      emailVerified: true,
    });

    expect(world.state).toEqual(after);
  });
});
