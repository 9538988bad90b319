import { passwordResetLinkLifetimeText } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import {
  alreadyVerifiedMail,
  passwordResetMail,
  verificationMail,
  welcomeMail,
} from '../../../functions/src/domain/accountMails';
import { IdentityError } from '../../../functions/src/domain/IdentityError';
import { loginCreatedMail } from '../../../functions/src/domain/loginCreatedMail';

const LINK = 'https://rewards.example.com/account/pending?mode=verifyEmail&oobCode=abc';

describe('the account mails a member receives', () => {
  it('asks a new login to confirm its address', () => {
    expect(verificationMail('ada@example.com', LINK)).toEqual({
      to: 'ada@example.com',
      subject: 'Verify your email address',
      text:
        'Please confirm this is your email address by opening the link below, then log in to ' +
        'your rewards account. If you did not create a rewards account, you can ignore this email.',
      link: LINK,
    });
  });

  it('tells a verified address there is nothing to confirm', () => {
    expect(alreadyVerifiedMail('ada@example.com', 'https://rewards.example.com/login')).toEqual({
      to: 'ada@example.com',
      subject: 'Your email address is already verified',
      text:
        'Someone asked us to send a verification email to this address, but it is verified ' +
        'already, so there is nothing to do: you can log in to your rewards account. If it was ' +
        'not you, you can ignore this email.',
      link: 'https://rewards.example.com/login',
    });
  });

  it('offers a password reset, saying how long its link works', () => {
    expect(passwordResetMail('ada@example.com', LINK)).toEqual({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text:
        'We received a request to reset the password of your rewards account. ' +
        `Open the link below to choose a new password. The link works for ${passwordResetLinkLifetimeText()}. ` +
        'If you did not ask for this, you can ignore this email.',
      link: LINK,
    });
  });

  it('welcomes a new member with their number and the casino to bring their ID to', () => {
    expect(welcomeMail('ada@example.com', '200001', 'The Mayfair')).toEqual({
      to: 'ada@example.com',
      subject: 'Welcome to Met Rewards',
      text:
        'Thank you for joining. Your membership number is 200001. Your membership is ' +
        'temporary until we have checked your photo ID: please bring it on your next visit to ' +
        'The Mayfair.',
    });
  });

  it('tells the membership owner a login was made, when (UK time), and what to do if not them', () => {
    expect(loginCreatedMail('ada@example.com', LINK, '2026-07-01T08:05:00.000Z')).toEqual({
      to: 'ada@example.com',
      subject: 'An online login was created for your membership',
      text:
        'An online login for your rewards membership was created with this email address on ' +
        '1 July 2026 at 09:05 (UK time). If it was you, open the link below ' +
        'and enter the password you chose to confirm your email address. If it was not you, do ' +
        'not open the link: nobody can use the login until it is confirmed. Reset the password ' +
        "with 'Forgotten password' on the login page, so that only you know it, or contact us " +
        'through the support form in the app or at your casino.',
      link: LINK,
    });
  });
});

describe('IdentityError', () => {
  it('names itself in logs, with the reason as its message unless told otherwise', () => {
    const error = new IdentityError('weak-password');

    expect(error.name).toBe('IdentityError');
    expect(error.message).toBe('weak-password');
    expect(String(error)).toBe('IdentityError: weak-password');
  });
});
