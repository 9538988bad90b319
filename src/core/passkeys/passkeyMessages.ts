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
  yours: 'Your passkeys',
  none: 'No passkeys yet',
  noneBody:
    'Add one and next time you can sign in here with your face, fingerprint or screen lock.',
  loadFailed: 'Unable to load your passkeys, please try again',
  add: 'Add a passkey',
  adding: 'Adding…',
  addIntro:
    'Your device will ask for your face, fingerprint or screen lock. You can choose a phone nearby or a security key instead.',
  nameLabel: 'Name for this passkey',
  nameHint: 'So you can tell your passkeys apart, such as the device it is on.',
  nameMissing: 'Please give this passkey a name, such as the device it is on',
  nameTooLong: (max: number): string => `A passkey's name must be at most ${max} characters`,
  added: (name: string): string => `Passkey “${name}” added. Next time, sign in with it.`,
  alreadyAdded: 'This device already has a passkey for your account',
  /** Below alreadyAdded, when the page knows which of the listed passkeys it is. */
  alreadyAddedNamed: (name: string): string =>
    `It is “${name}” in your list: you can already sign in with it here. To add another, use a different phone or computer, or a security key.`,
  alreadyAddedUnnamed:
    'You can already sign in with it here. To add another, use a different phone or computer, or a security key.',
  /** The mark on the passkey this device holds. */
  thisDevice: 'This device',
  full: (max: number): string =>
    `You have ${max} passkeys, the most an account can have. Remove one to add another.`,
  notSupportedHere:
    'This device or browser cannot make passkeys. You can add one from a phone or computer that can.',
  addedOn: (date: string): string => `Added ${date}`,
  lastUsed: (date: string): string => `Last used ${date}`,
  neverUsed: 'Not used yet',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  removeLabel: (name: string): string => `Remove passkey ${name}`,
  removeConfirm: (name: string): string =>
    `“${name}” will no longer sign you in. You can still sign in with your password. Your device may keep offering it until you delete it there too.`,
  removed: (name: string): string => `Passkey “${name}” removed.`,
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
