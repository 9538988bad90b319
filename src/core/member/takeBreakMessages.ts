/** Take a break and self-exclusion; the server's wording is @met/scheme's breaks.ts. */
export const takeBreakMessages = {
  heading: 'Take a break',
  intro:
    'Pause offers, vouchers, Spin To Win and event bookings, and all our marketing, for a time you choose. Your card, points, casino details, settings and support keep working.',
  choose: 'How long for?',
  confirmHeading: 'Take a break?',
  confirmText: (period: string, endsOn: string): string =>
    `Your break of ${period} will last until ${endsOn}. It cannot be shortened or ended in the app, and you can only make it longer.`,
  confirm: 'Yes, take a break',
  cancel: 'Not now',
  failed: 'We could not start your break. Please try again.',
  onBreakHeading: 'You are taking a break',
  excludedHeading: 'You are self-excluded',
  lengthen: 'Make your break longer',
  saferGamblingLink: 'Safer gambling: help and tools',
  /** Where a paused screen (offers, Spin To Win) would be. */
  pausedHere: 'This is paused during your break.',
  pausedHereExcluded: 'This is not available while your membership is self-excluded.',
} as const;
