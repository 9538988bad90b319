/**
 * The verification mail of a login made by users-createUser
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"). It goes to the
 * membership's email on record and tells its owner that a login was made with it and when, so a
 * login someone else planted on the membership is reported to the one person who can stop it. The
 * link alone does not verify that login: the app asks for its password first (same heading), so the
 * owner who did not choose that password cannot hand it the account by clicking. Like every account
 * mail it carries no text a caller typed.
 */
import type { Mail } from '../ports/Mailer';

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const LOGIN_CREATED_SUBJECT = 'An online login was created for your membership';

export function loginCreatedMail(to: string, link: string, createdAt: string): Mail {
  return {
    to,
    subject: LOGIN_CREATED_SUBJECT,
    text:
      `An online login for your rewards membership was created with this email address on ` +
      `${LONDON_TIME.format(new Date(createdAt))} (UK time). If it was you, open the link below ` +
      'and enter the password you chose to confirm your email address. If it was not you, do ' +
      'not open the link: nobody can use the login until it is confirmed. Reset the password ' +
      "with 'Forgotten password' on the login page, so that only you know it, or contact us " +
      'through the support form in the app or at your casino.',
    link,
  };
}
