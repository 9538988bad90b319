import type { GamePlay } from '../../ports/AppData';
import type { RsvpRecord } from '../../ports/EventCalendar';
import type { KeptMail, PassWithDevices, PersonalRecords } from '../../ports/PersonalRecords';
import type { SupportTicket } from '../../ports/SupportDesk';
import type { MemoryState } from './MemoryState';

/** Subject access over the in-memory state: the same records the other adapters keep. */
export class InMemoryPersonalRecords implements PersonalRecords {
  constructor(private readonly state: MemoryState) {}

  async playsOf(customerNumber: string): Promise<GamePlay[]> {
    return Object.values(this.state.plays)
      .filter((play) => play.customerNumber === customerNumber)
      .map((play) => ({ ...play }));
  }

  async rsvpsOf(customerNumber: string): Promise<RsvpRecord[]> {
    return Object.values(this.state.rsvps)
      .filter((rsvp) => rsvp.customerNumber === customerNumber)
      .map((rsvp) => ({ ...rsvp }));
  }

  async ticketsOf(uid: string, verifiedEmail: string | undefined): Promise<SupportTicket[]> {
    const email = verifiedEmail?.trim().toLowerCase();
    return Object.values(this.state.tickets)
      .filter(
        (ticket) =>
          ticket.uid === uid ||
          (email !== undefined && email !== '' && ticket.values.email.toLowerCase() === email),
      )
      .map(({ requestId: _requestId, ...ticket }) => ({ ...ticket, values: { ...ticket.values } }));
  }

  async passesOf(uid: string): Promise<PassWithDevices[]> {
    const passes = this.state.applePasses;
    const registrations = Object.values(passes?.registrations ?? {});
    return Object.values(passes?.issued ?? {})
      .filter((pass) => pass.uid === uid)
      .map((pass) => ({
        ...pass,
        devices: registrations.filter((device) => device.serialNumber === pass.serialNumber).length,
      }));
  }

  async mailsTo(email: string): Promise<KeptMail[]> {
    const address = email.trim().toLowerCase();
    return this.state.outbox
      .filter((mail) => mail.to.trim().toLowerCase() === address)
      .map(({ to, subject, text, sentAt }) => ({ to, subject, text, sentAt }));
  }
}
