export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the mail, when it has one (shown as a button in the demo outbox). */
  link?: string;
}

/** Sends transactional email. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
