/** The membership card screen and its wallets (DECISIONS.md "Card and wallets"). */
export const cardMessages = {
  showCard: 'Show my card',
  eyebrow: 'Met Rewards member',
  /** The QR's text alternative: what it holds, so a screen reader user can read it out. */
  codeAlt: (membershipNumber: string): string =>
    `QR code of your membership number, ${membershipNumber}`,
  brightnessHint: 'Turn your screen brightness up so the desk can scan your card.',
  addToAppleWallet: 'Add to Apple Wallet',
  /** Google's own wording since 2023 (its brand guidelines): 'Add to', not 'Save to'. */
  addToGoogleWallet: 'Add to Google Wallet',
  /**
   * A demo world's passes, signed with throwaway keys
   * (DECISIONS.md "Card and wallets: sample passes").
   */
  samplePass: 'Sample pass (demo)',
  samplePassNote:
    'Signed with throwaway keys for the demo, so Apple Wallet and Google Wallet will not add it. Where Apple Wallet is not, the Apple pass downloads as a file.',
  walletsHeading: 'Keep your card in your wallet',
  onYourPhone: 'On your phone',
  phoneHandoff: "Scan with your phone's camera to open your card there.",
  phoneHandoffAlt: 'QR code of the address of your card in this app',
  removeEverywhere: 'Remove my card from other devices',
  removeEverywhereConfirm:
    'Remove your card from Apple Wallet on every device? You can add it again here afterwards.',
  removedEverywhere: 'Your card was removed from Apple Wallet on every device.',
  removeEverywhereFailed: 'We could not remove your card from other devices. Try again later.',
} as const;
