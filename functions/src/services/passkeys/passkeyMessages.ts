/** What the passkey callables answer when they refuse: worded for the member. */
export const PASSKEY_MESSAGES = {
  signInAgain: 'For your security, please enter your password again to add a passkey',
  tooMany: 'You have 10 passkeys: please remove one before adding another',
  alreadyAdded: 'This passkey is already on your account',
  requestExpired: 'This passkey request has expired or was already used. Please try again',
  notRecognised:
    'This passkey is not recognised. It may have been removed: please sign in with your password',
  notChecked: 'This passkey could not be checked. Please try again or sign in with your password',
  tooManyTries:
    'Too many passkey attempts. Please wait a few minutes or sign in with your password',
  notFound: 'This passkey was not found on your account',
  disabled: 'This account has been disabled',
  passwordChanged:
    'This passkey no longer works because your password was changed. Please sign in with your ' +
    'password and add the passkey again',
  userNotVerified:
    'This passkey did not check it was you (with a PIN, fingerprint or face). Please use a ' +
    'passkey that does, set a PIN on your security key, or sign in with your password',
  tooManyAddedToday:
    'You have added 10 passkeys today. Please try again tomorrow or sign in with your password',
} as const;
