import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import { REMOVED_EMAIL } from '../../../../functions/src/domain/supportTickets';
import type { NewSupportTicket } from '../../../../functions/src/ports/SupportDesk';
import type { StatePortsFixture } from './StatePorts';

const aTicket = (
  uid: string | undefined,
  values: Partial<NewSupportTicket['values']> = {},
): NewSupportTicket => ({
  values: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    membershipNumber: '',
    topic: 'Account',
    message: 'I cannot see my points.',
    ...values,
  },
  uid,
  submittedAt: '2026-03-10T12:00:00.000Z',
});

const ANONYMISED_AT = '2026-03-11T09:00:00.000Z';

export function supportDeskContract(fixture: StatePortsFixture): void {
  it('answers a distinct reference for every ticket, signed in or not', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());

    const references = await Promise.all([
      supportDesk.submit(aTicket('ada'), 'request-1'),
      supportDesk.submit(aTicket(undefined), 'request-2'),
      supportDesk.submit(aTicket(undefined), 'request-3'),
    ]);

    expect(new Set(references).size).toBe(3);
    for (const reference of references) expect(reference).toMatch(/^T-\d{6,}$/);
  });

  it('files a ticket once per request id, even when the tries arrive together', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());

    const first = await supportDesk.submit(aTicket('ada'), 'request-1');
    const together = await Promise.all([
      supportDesk.submit(aTicket('ada'), 'request-2'),
      supportDesk.submit(aTicket('ada'), 'request-2'),
      supportDesk.submit(aTicket('ada'), 'request-2'),
    ]);
    const again = await supportDesk.submit(aTicket('ada'), 'request-1');

    expect(again).toBe(first);
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(first);
    const next = await supportDesk.submit(aTicket('ada'), 'request-3');
    expect(Number(next.slice(2))).toBe(Number(first.slice(2)) + 2);
  });

  it('finds a filed ticket by its reference, and nothing for an unknown one', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());

    const reference = await supportDesk.submit(aTicket('ada'), 'request-1');

    expect(await supportDesk.find(reference)).toEqual({
      ...aTicket('ada'),
      ticketId: reference,
    });
    expect(await supportDesk.find('T-999999')).toBeUndefined();
    expect(await supportDesk.find('../T-1')).toBeUndefined();
  });

  it("anonymises a deleted login's tickets and those from its verified address, and only those", async () => {
    const { supportDesk } = await fixture(emptyMemoryState());
    const signedIn = await supportDesk.submit(
      aTicket('ada', { membershipNumber: '100104', message: 'Write to ADA@example.com please' }),
      'request-1',
    );
    const signedOut = await supportDesk.submit(aTicket(undefined), 'request-2');
    const someoneElse = await supportDesk.submit(
      aTicket('bob', { name: 'Bob', email: 'bob@example.com' }),
      'request-3',
    );

    const changed = await supportDesk.anonymiseSender(
      { uid: 'ada', email: 'Ada@Example.com', emailVerified: true },
      ANONYMISED_AT,
    );

    expect(changed).toBe(2);
    expect(await supportDesk.find(signedIn)).toEqual({
      ticketId: signedIn,
      values: {
        name: '',
        email: '',
        membershipNumber: '',
        topic: 'Account',
        message: `Write to ${REMOVED_EMAIL} please`,
      },
      uid: undefined,
      submittedAt: '2026-03-10T12:00:00.000Z',
      anonymisedAt: ANONYMISED_AT,
    });
    expect((await supportDesk.find(signedOut))?.values).toMatchObject({ name: '', email: '' });
    expect(await supportDesk.find(someoneElse)).toEqual({
      ...aTicket('bob', { name: 'Bob', email: 'bob@example.com' }),
      ticketId: someoneElse,
    });
  });

  it('leaves the tickets typed with an address the deleted login never verified', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());
    const own = await supportDesk.submit(aTicket('ada'), 'request-1');
    const owners = await supportDesk.submit(aTicket(undefined), 'request-2');

    const changed = await supportDesk.anonymiseSender(
      { uid: 'ada', email: 'ada@example.com', emailVerified: false },
      ANONYMISED_AT,
    );

    expect(changed).toBe(1);
    expect((await supportDesk.find(own))?.values).toMatchObject({ name: '', email: '' });
    expect(await supportDesk.find(owners)).toEqual({ ...aTicket(undefined), ticketId: owners });
  });

  it('anonymising again changes nothing', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());
    const reference = await supportDesk.submit(aTicket('ada'), 'request-1');
    await supportDesk.anonymiseSender(
      { uid: 'ada', email: 'ada@example.com', emailVerified: true },
      ANONYMISED_AT,
    );
    const once = await supportDesk.find(reference);

    const changed = await supportDesk.anonymiseSender(
      { uid: 'ada', email: 'ada@example.com', emailVerified: true },
      '2026-03-12T09:00:00.000Z',
    );

    expect(changed).toBe(0);
    expect(await supportDesk.find(reference)).toEqual(once);
  });
}
