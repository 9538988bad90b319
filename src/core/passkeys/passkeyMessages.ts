/**
 * What members read about passkeys beyond the login page's button
 * (messages.login.passkeySignIn): kept out of the kernel's catalogue so the login page's first
 * visit does not carry it (DECISIONS.md "Passkeys"); it loads with the member module.
 */
export const passkeyMessages = {
  signingIn: 'Signing in…',
  /** The device's own passkey failed for a reason of its own (not the member closing it). */
  deviceFailed:
    'Your device could not use a passkey. Please try again or sign in with your password',
  unsupported: 'This device or browser cannot use passkeys',
  /** The backend's token was refused by the identity provider. */
  tokenRefused:
    'We could not finish signing you in with your passkey. Please try again or sign in with your password',
  heading: 'Passkeys',
  intro:
    'Sign in with Face ID, your fingerprint or your screen lock instead of typing your password. Your fingerprint or face never leaves your device.',
  none: 'You have no passkeys yet.',
  loadFailed: 'Unable to load your passkeys, please try again',
  add: 'Add a passkey',
  adding: 'Adding…',
  nameLabel: 'Name for this passkey',
  nameHint: 'So you can tell your passkeys apart, such as the device it is on.',
  nameMissing: 'Please give this passkey a name, such as the device it is on',
  nameTooLong: (max: number): string => `A passkey's name must be at most ${max} characters`,
  added: (name: string): string => `Passkey "${name}" added. Next time, sign in with it.`,
  alreadyAdded: 'This device already has a passkey for your account',
  notSupportedHere:
    'This device or browser cannot make passkeys. You can add one from a phone or computer that can.',
  addedOn: (date: string): string => `Added ${date}`,
  lastUsed: (date: string): string => `Last used ${date}`,
  neverUsed: 'Not used yet',
  remove: 'Remove',
  removeLabel: (name: string): string => `Remove passkey ${name}`,
  removeConfirm: (name: string): string =>
    `Remove the passkey "${name}"? You will no longer be able to sign in with it.`,
  removed: (name: string): string => `Passkey "${name}" removed.`,
  /** The removal link of the "passkey added" mail, for a passkey no longer on the account. */
  alreadyGone:
    'That passkey is no longer on your account: it was removed, or ended by a password change.',
  /** Asked when the server wants a recent sign-in before adding one. */
  reauthTitle: 'Enter your password',
  reauthIntro: 'For your security, please enter your password again to add a passkey.',
  reauthContinue: 'Continue',
  cancel: 'Cancel',
  /** The one-time offer on home after a password sign-in. */
  offerTitle: 'Sign in faster next time',
  offerBody: 'Use Face ID or your fingerprint instead of your password.',
  offerAdd: 'Add a passkey',
  offerDismiss: 'Not now',
} as const;
