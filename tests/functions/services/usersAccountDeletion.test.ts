import { describe, expect, it } from 'vitest';
import { limiterKeysOfDeletedLogin } from '../../../functions/src/domain/deletedLogin';
import { limiterRecordId } from '../../../functions/src/domain/limiterRecordId';
import { REMOVED_EMAIL, ticketLimiterKey } from '../../../functions/src/domain/supportTickets';
import { aWorld } from '../world';

describe('UsersService.onIdentityDeleted', () => {
  it("anonymises the login's tickets, forgets its mail and limiter records, keeps others'", async () => {
    const world = aWorld();
    const ada = await world.login('Ada@Example.com');
    await world.login('bob@example.com');
    const ticket = (email: string, message: string) => ({
      values: { name: 'Ada', email, membershipNumber: '', topic: 'Account', message },
      idempotencyKey: `deletion-test-${email.length}-key`,
    });
    const mine = await world.call(
      'members-submitTicket',
      ticket('ada@example.com', 'Reply to ada@example.com'),
      ada.ctx,
    );
    const bobs = await world.call('members-submitTicket', ticket('bob@example.com', 'Hi'), {});
    await world.backend.deps.mailer.send({ to: 'ADA@example.com', subject: 'Reset', text: 'x' });
    await world.backend.deps.mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'x' });
    for (const key of limiterKeysOfDeletedLogin({ uid: ada.uid, email: 'ada@example.com' })) {
      await world.backend.deps.rateLimiter.tryConsume(key, 5, 60_000, world.now);
    }

    await world.backend.identity.deleteUser(ada.uid);

    expect(world.state.tickets[mine.ticketId]).toMatchObject({
      values: { name: '', email: '', message: `Reply to ${REMOVED_EMAIL}` },
      anonymisedAt: world.now.toISOString(),
    });
    expect(world.state.tickets[mine.ticketId]?.uid).toBeUndefined();
    expect(world.state.tickets[bobs.ticketId]?.values.email).toBe('bob@example.com');
    expect(world.state.outbox.map((mail) => mail.to)).toEqual(['bob@example.com']);
    // Only the signed-out ticket's record is left: it names an address, not the login.
    expect(Object.keys(world.state.rateLimits)).toEqual([
      await limiterRecordId(ticketLimiterKey({})),
    ]);
    expect(world.state.users[ada.uid]).toBeUndefined();
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
    });

    expect(world.state).toEqual(after);
  });
});
