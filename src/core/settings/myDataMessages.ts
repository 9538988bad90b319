/** Settings > Your data (UK GDPR subject access): download my data. */
export const myDataMessages = {
  heading: 'Your data',
  intro:
    'Download a copy of everything we hold about you: your membership record, points activity, app profile, passkeys, game opt-ins and plays, event RSVPs, support requests, vouchers redeemed and scans at the desk, marketing consents and their history, wallet passes and the emails we sent you. It is free; you can download it up to 3 times a day.',
  button: 'Download my data',
  preparing: 'Preparing your data…',
  saved: (fileName: string) => `Saved ${fileName} to your downloads.`,
  failed: 'Unable to download your data, please try again',
  offline:
    "You're offline. Downloading your data needs a connection: please try again when you're back online.",
} as const;
