import { anonymisedTicket, holdsSenderDetails } from '../../domain/supportTickets';
import type {
  NewSupportTicket,
  SupportDesk,
  SupportTicket,
  TicketSender,
} from '../../ports/SupportDesk';
import { copy, type MemoryState, type SupportTicketRecord } from './MemoryState';

export class InMemorySupportDesk implements SupportDesk {
  constructor(private readonly state: MemoryState) {}

  async submit(ticket: NewSupportTicket, requestId: string): Promise<string> {
    const filed = Object.values(this.state.tickets).find((t) => t.requestId === requestId);
    if (filed) return filed.ticketId;
    const ticketId = `T-${String(this.state.nextTicketNumber++).padStart(6, '0')}`;
    this.state.tickets[ticketId] = { ...copy(ticket), ticketId, requestId };
    return ticketId;
  }

  async find(ticketId: string): Promise<SupportTicket | undefined> {
    const record = this.state.tickets[ticketId];
    return record && withoutRequestId(record);
  }

  async anonymiseSender(sender: TicketSender, at: string): Promise<number> {
    let changed = 0;
    for (const record of Object.values(this.state.tickets)) {
      if (!holdsSenderDetails(record, sender)) continue;
      this.state.tickets[record.ticketId] = {
        ...anonymisedTicket(withoutRequestId(record), sender, at),
        ...(record.requestId === undefined ? {} : { requestId: record.requestId }),
      };
      changed += 1;
    }
    return changed;
  }
}

function withoutRequestId(record: SupportTicketRecord): SupportTicket {
  const { requestId: _requestId, ...ticket } = copy(record);
  return ticket;
}
