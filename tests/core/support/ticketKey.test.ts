import { SUPPORT_TICKET_KEY_PATTERN } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import { newTicketKey } from '../../../src/core/support/ticketKey';

describe('the idempotency key of a support ticket', () => {
  it('is 32 hex characters, the shape the backend accepts', () => {
    const key = newTicketKey();

    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(SUPPORT_TICKET_KEY_PATTERN.test(key)).toBe(true);
  });

  it('differs for each ticket, so two tickets are never taken for one retried', () => {
    expect(newTicketKey()).not.toBe(newTicketKey());
  });
});
