/**
 * The account mails the backend sends. None carries text a caller typed (a name, say): they go
 * to addresses nobody has confirmed yet, and an attacker who could put words into a mail from
 * the casino, to any address, could phish with the casino's name
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links").
 */
import { passwordResetLinkLifetimeText } from '@met/scheme';
import type { Mail } from '../ports/Mailer';

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your email address',
    text:
      'Please confirm this is your email address by opening the link below, then log in to ' +
      'your rewards account. If you did not create a rewards account, you can ignore this email.',
    link,
  };
}

/** Asked to resend verification for an address that is verified already: nothing to confirm. */
export function alreadyVerifiedMail(to: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Your email address is already verified',
    text:
      'Someone asked us to send a verification email to this address, but it is verified ' +
      'already, so there is nothing to do: you can log in to your rewards account. If it was ' +
      'not you, you can ignore this email.',
    link: loginUrl,
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text:
      'We received a request to reset the password of your rewards account. ' +
      `Open the link below to choose a new password. The link works for ${passwordResetLinkLifetimeText()}. ` +
      'If you did not ask for this, you can ignore this email.',
    link,
  };
}

/** Only the casino's own words: the membership number it made and its venue's name. */
export function welcomeMail(to: string, customerNumber: string, venueName: string): Mail {
  return {
    to,
    subject: 'Welcome to Met Rewards',
    text:
      `Thank you for joining. Your membership number is ${customerNumber}. Your membership is ` +
      `temporary until we have checked your photo ID: please bring it on your next visit to ` +
      `${venueName}.`,
  };
}
