/**
 * The receipt page shown once the online login is deleted: the reference to keep, and what
 * happens next (each line matches DeletionExplained and UsersService.onIdentityDeleted).
 */
export const deletionMessages = {
  heading: 'Your online account is deleted',
  referenceLabel: 'Your receipt reference',
  emailed: 'We have emailed this reference to you. Keep it in case you ask us about the deletion.',
  noReference:
    'We have emailed your receipt reference to you. Keep it in case you ask us about the deletion.',
  copy: 'Copy',
  copied: 'Reference copied.',
  copyFailed:
    'This browser did not let us copy it: please write the reference down. It is also in the email we sent you.',
  nextHeading: 'What happens next',
  next: [
    'Your casino membership and its points have not changed: use your membership number at the casino as before.',
    'The casino keeps your membership record until five years after your membership ends, as UK anti-money-laundering law requires.',
    'You can create a new online login for your membership whenever you like.',
    'To close your membership itself, please speak to the team at your casino.',
  ],
  createLogin: 'Create a new login',
  done: 'Done',
} as const;
