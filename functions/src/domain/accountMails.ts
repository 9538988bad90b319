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

/** The subject of the mail that carries an owner code. */
export const OWNER_CODE_SUBJECT = 'Your Met Rewards code';

const OWNER_CODE_ACTIONS = {
  'create-login': 'create an online login for your membership',
  'link-membership': 'link your membership to an online login',
} as const;

/**
 * The code that lets the owner through when their membership's details have been guessed too
 * often (DECISIONS.md "Account and mail: guessing limits and the planted login"). Only the
 * casino's words and the code: it goes to the email on record, whoever asked.
 */
export function ownerCodeMail(
  to: string,
  code: string,
  purpose: keyof typeof OWNER_CODE_ACTIONS,
): Mail {
  return {
    to,
    subject: OWNER_CODE_SUBJECT,
    text:
      `Your code is ${code}. Someone, we hope you, entered your membership details to ` +
      `${OWNER_CODE_ACTIONS[purpose]}. Enter the code in the app within 15 minutes to carry on. ` +
      'If it was not you, do not share the code with anyone: your membership stays safe and ' +
      'you can ignore this email.',
  };
}
