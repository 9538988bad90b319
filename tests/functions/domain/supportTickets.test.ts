import type { SupportTicketValues } from '@met/scheme/contract';
import { describe, expect, it } from 'vitest';
import { sameEmail } from '../../../functions/src/domain/memberData';
import {
  anonymisedTicket,
  holdsSenderDetails,
  isFromSender,
  ticketLimiterKey,
  ticketRequestId,
} from '../../../functions/src/domain/supportTickets';
import type { SupportTicket } from '../../../functions/src/ports/SupportDesk';

const values = (changes: Partial<SupportTicketValues> = {}): SupportTicketValues => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  membershipNumber: '200001',
  topic: 'Account',
  message: 'Please write to ada@example.com about my points.',
  ...changes,
});

const aTicket = (changes: Partial<SupportTicket> = {}): SupportTicket => ({
  ticketId: 'T-000001',
  values: values(),
  uid: undefined,
  submittedAt: '2026-03-10T12:00:00.000Z',
  ...changes,
});

describe('who counts as one support caller (ticketLimiterKey)', () => {
  it('counts a signed-in member as one caller on every network', () => {
    const auth = { uid: 'login-1', email: 'ada@example.com', emailVerified: true };

    expect(ticketLimiterKey({ auth, callerAddress: '203.0.113.7' })).toBe(
      ticketLimiterKey({ auth, callerAddress: '198.51.100.9' }),
    );
  });

  it('counts two signed-in members apart, even on one network', () => {
    const on = (uid: string) =>
      ticketLimiterKey({
        auth: { uid, email: `${uid}@example.com`, emailVerified: true },
        callerAddress: '203.0.113.7',
      });

    expect(on('login-1')).not.toBe(on('login-2'));
  });

  it('counts signed-out callers by address, and a member apart from the address they use', () => {
    const auth = { uid: 'login-1', email: 'ada@example.com', emailVerified: true };

    expect(ticketLimiterKey({ callerAddress: '203.0.113.7' })).not.toBe(
      ticketLimiterKey({ callerAddress: '198.51.100.9' }),
    );
    expect(ticketLimiterKey({ callerAddress: '203.0.113.7' })).not.toBe(
      ticketLimiterKey({ auth, callerAddress: '203.0.113.7' }),
    );
  });

  it('files each caller under a key that stays the same from one release to the next', () => {
    const auth = { uid: 'login-1', email: 'ada@example.com', emailVerified: true };

    expect([
      ticketLimiterKey({ auth, callerAddress: '203.0.113.7' }),
      ticketLimiterKey({ callerAddress: '203.0.113.7' }),
      ticketLimiterKey({}),
    ]).toEqual([
      'support-ticket|uid|login-1',
      'support-ticket|address|203.0.113.7',
      'support-ticket|address|unknown',
    ]);
  });
});

describe('the id that makes a retried ticket one ticket (ticketRequestId)', () => {
  it('is a SHA-256 in hex, holding nothing in clear', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) =>
        ticketRequestId('login-1', `idempotency-key-${key}`, values()),
      ),
    );

    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  // The SHA-256 of ["support-ticket", uid or null, key, name, email, number, topic, message] as
  // JSON: a retry sent across a release must still find the ticket it retries.
  it.each([
    ['signed in', 'login-1', '9251f5211e230f8dfb4708627072c5554f8110c92237938dc0c3b94b321b4713'],
    ['signed out', undefined, '324358daf31cb70666b8a2630aab34b3bbbac4a4872127b1ffd14530ecd2247a'],
  ])('is the same id from one release to the next, %s', async (_case, uid, expected) => {
    await expect(ticketRequestId(uid, 'ticket-key-0000000001', values())).resolves.toBe(expected);
  });
});

describe("whose tickets an account's deletion covers (isFromSender)", () => {
  it.each([
    [
      'sent by the login, from another address',
      { uid: 'login-1', values: values({ email: 'old@example.com' }) },
      true,
    ],
    [
      'sent signed out from its address, written otherwise',
      { values: values({ email: ' ADA@example.com' }) },
      true,
    ],
    [
      'sent by another login from another address',
      { uid: 'login-2', values: values({ email: 'bob@example.com' }) },
      false,
    ],
  ])('a ticket %s: %s', (_case, changes: Partial<SupportTicket>, expected) => {
    expect(
      isFromSender(aTicket(changes), {
        uid: 'login-1',
        email: 'Ada@Example.com ',
        emailVerified: true,
      }),
    ).toBe(expected);
  });

  it('matches only by login when the deleted login never verified its address', () => {
    const sender = {
      uid: 'login-1',
      email: 'ada@example.com',
      emailVerified: false,
    };

    expect(isFromSender(aTicket({ values: values({ email: 'ada@example.com' }) }), sender)).toBe(
      false,
    );
    expect(isFromSender(aTicket({ uid: 'login-1' }), sender)).toBe(true);
  });

  it('matches only by login when the deleted login had no email', () => {
    expect(
      isFromSender(aTicket({ uid: 'login-2' }), {
        uid: 'login-1',
        email: undefined,
        emailVerified: false,
      }),
    ).toBe(false);
  });

  it('matches the address whatever its case and spaces', () => {
    expect(sameEmail(' Ada@Example.COM', 'ada@example.com')).toBe(true);
    expect(sameEmail('ada@example.com', 'ADA@example.com ')).toBe(true);
  });
});

describe('a ticket once its sender deleted their account (anonymisedTicket)', () => {
  const at = '2026-04-01T09:00:00.000Z';

  it('keeps topic, message and time, and takes the address out of the message, however written', () => {
    const ticket = aTicket({
      uid: 'login-1',
      values: values({ message: 'Write to ADA@example.com or ada@example.com.' }),
    });

    expect(
      anonymisedTicket(
        ticket,
        { uid: 'login-1', email: ' ada@example.com ', emailVerified: true },
        at,
      ),
    ).toEqual({
      ticketId: 'T-000001',
      values: {
        name: '',
        email: '',
        membershipNumber: '',
        topic: 'Account',
        message: 'Write to [email removed] or [email removed].',
      },
      uid: undefined,
      submittedAt: '2026-03-10T12:00:00.000Z',
      anonymisedAt: at,
    });
  });

  it('leaves the message as written when the login had no email, or a blank one', () => {
    const ticket = aTicket({ uid: 'login-1' });

    for (const email of [undefined, '', '  ']) {
      expect(
        anonymisedTicket(ticket, { uid: 'login-1', email, emailVerified: true }, at).values.message,
      ).toBe(ticket.values.message);
    }
  });

  it('is anonymised once: a second deletion finds nothing left to remove', () => {
    const ticket = aTicket({ uid: 'login-1' });
    const once = anonymisedTicket(
      ticket,
      { uid: 'login-1', email: 'ada@example.com', emailVerified: true },
      at,
    );

    expect(
      holdsSenderDetails(ticket, { uid: 'login-1', email: 'ada@example.com', emailVerified: true }),
    ).toBe(true);
    expect(
      holdsSenderDetails(once, { uid: 'login-1', email: 'ada@example.com', emailVerified: true }),
    ).toBe(false);
    expect(holdsSenderDetails(once, { uid: 'login-1', email: '', emailVerified: true })).toBe(
      false,
    );
  });

  it.each([
    ['a name', { values: values({ name: 'Ada', membershipNumber: '', email: '', message: 'Hi' }) }],
    [
      'a membership number',
      { values: values({ name: '', membershipNumber: '200001', email: '', message: 'Hi' }) },
    ],
    [
      'the login that sent it',
      {
        uid: 'login-1',
        values: values({ name: '', membershipNumber: '', email: '', message: 'Hi' }),
      },
    ],
  ])('still holds %s, the only detail it has left', (_case, changes: Partial<SupportTicket>) => {
    expect(
      holdsSenderDetails(aTicket(changes), { uid: 'login-1', email: '', emailVerified: true }),
    ).toBe(true);
  });

  it("holds the sender's details while it was sent from their address", () => {
    const ticket = aTicket({ values: values({ name: '', membershipNumber: '', message: 'Hi' }) });

    expect(
      holdsSenderDetails(ticket, { uid: 'login-1', email: 'ada@example.com', emailVerified: true }),
    ).toBe(true);
    expect(
      holdsSenderDetails(ticket, { uid: 'login-1', email: 'bob@example.com', emailVerified: true }),
    ).toBe(false);
  });
});
