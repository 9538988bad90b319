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
  /**
   * Deletes every mail kept for `email` (sent or queued, whatever the letter case), e.g. when the
   * login that used it is deleted: a kept mail holds the address and may hold a live action link.
   * Running it again changes nothing.
   */
  forgetRecipient(email: string): Promise<void>;
}
