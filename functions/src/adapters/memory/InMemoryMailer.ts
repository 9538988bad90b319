import type { Clock } from '../../ports/Clock';
import type { Mail, Mailer } from '../../ports/Mailer';
import type { MemoryState } from './MemoryState';

/** Mail goes to the demo outbox of the state, where the fake world shows it with its link. */
export class InMemoryMailer implements Mailer {
  constructor(
    private readonly state: MemoryState,
    private readonly clock: Clock,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.state.outbox.push({
      id: `mail-${this.nextMailNumber()}`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.link === undefined ? {} : { link: mail.link }),
      sentAt: this.clock.now().toISOString(),
    });
  }

  async forgetRecipient(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const kept = this.state.outbox.filter((mail) => mail.to.trim().toLowerCase() !== address);
    this.state.outbox.splice(0, this.state.outbox.length, ...kept);
  }

  /** One past the newest mail's number: ids stay unique after mails are forgotten. */
  private nextMailNumber(): number {
    const newest = this.state.outbox.at(-1)?.id.match(/^mail-(\d+)$/)?.[1];
    return newest === undefined ? this.state.outbox.length + 1 : Number(newest) + 1;
  }
}
