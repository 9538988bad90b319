import type { Mail, Mailer } from '../../ports/Mailer';

export type MailLog = (message: string, fields: Record<string, unknown>) => void;

/**
 * The emulator's mailer: nothing is delivered, each mail is written to the functions log (the
 * emulator's console), so a developer can open its verification or reset link.
 */
export class LogMailer implements Mailer {
  constructor(private readonly log: MailLog) {}

  async send(mail: Mail): Promise<void> {
    this.log(`mail to ${mail.to}: ${mail.subject}`, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.link === undefined ? {} : { link: mail.link }),
    });
  }
}
