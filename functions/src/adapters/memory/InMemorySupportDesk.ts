import type { NewSupportTicket, SupportDesk } from '../../ports/SupportDesk';
import { copy, type MemoryState } from './MemoryState';

export class InMemorySupportDesk implements SupportDesk {
  constructor(private readonly state: MemoryState) {}

  async submit(ticket: NewSupportTicket): Promise<string> {
    const ticketId = `T-${String(this.state.nextTicketNumber++).padStart(6, '0')}`;
    this.state.tickets[ticketId] = { ...copy(ticket), ticketId };
    return ticketId;
  }
}
