import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { NewSupportTicket } from '../../../../functions/src/ports/SupportDesk';
import type { StatePortsFixture } from './StatePorts';

const aTicket = (uid: string | undefined): NewSupportTicket => ({
  values: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    membershipNumber: '',
    topic: 'Account',
    message: 'I cannot see my points.',
  },
  uid,
  submittedAt: '2026-03-10T12:00:00.000Z',
});

export function supportDeskContract(fixture: StatePortsFixture): void {
  it('answers a distinct reference for every ticket, signed in or not', async () => {
    const { supportDesk } = await fixture(emptyMemoryState());

    const references = await Promise.all([
      supportDesk.submit(aTicket('ada')),
      supportDesk.submit(aTicket(undefined)),
      supportDesk.submit(aTicket(undefined)),
    ]);

    expect(new Set(references).size).toBe(3);
    for (const reference of references) expect(reference).toMatch(/^T-\d{6,}$/);
  });
}
