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
      id: `mail-${this.state.outbox.length + 1}`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.link === undefined ? {} : { link: mail.link }),
      sentAt: this.clock.now().toISOString(),
    });
  }
}
