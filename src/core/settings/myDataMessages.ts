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
  /** The readable summary of the copy just downloaded, shown beside the file. */
  summary: {
    heading: 'What your copy holds',
    about: (date: string, time: string) =>
      `Your copy of ${date} at ${time} UK time, in short. The file holds every detail.`,
    none: 'None',
    more: (count: number) => `and ${count} more in the file`,
    /** '3 plays', '1 play'. */
    count: (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`,
    /** '3 plays, the latest on 7th Dec 2026'. */
    latest: (counted: string, date: string) => `${counted}, the latest on ${date}`,
    /** '7th Dec 2026, 9:48pm'. */
    dateAndTime: (date: string, time: string) => `${date}, ${time}`,
    yes: 'Yes',
    no: 'No',
    on: 'On',
    off: 'Off',
    sections: {
      membership: 'Your membership',
      points: 'Points',
      marketing: 'Marketing',
      login: 'Your login',
      passkeys: 'Passkeys',
      plays: 'Spin To Win plays',
      events: 'Events',
      tickets: 'Support requests',
      redemptions: 'Vouchers redeemed',
      deskScans: 'Desk scans',
      walletPasses: 'Wallet passes',
      mails: 'Emails we hold',
    },
    membership: {
      name: 'Name',
      number: 'Membership number',
      tier: 'Tier',
      dateOfBirth: 'Date of birth',
      title: 'Title',
      gender: 'Gender',
      joined: 'Joined on',
      mobile: 'Mobile',
      interests: 'Interests',
      breakNow: 'On a break until',
      lastBreak: 'Last break ended on',
    },
    points: {
      loyalty: 'Loyalty points',
      loyaltyExpire: 'Loyalty points expire on',
      reward: 'Reward points',
      tier: 'Tier points',
      movement: ['change to your points', 'changes to your points'],
    },
    marketing: {
      channels: { email: 'Email', sms: 'SMS', phone: 'Phone', post: 'Post' },
      joinedWith: 'Agreed to marketing when you joined',
      changes: 'Changes to your choices',
      change: ['change', 'changes'],
    },
    login: {
      email: 'Email',
      verified: 'Email verified',
      country: 'Country',
      memberships: 'Linked memberships',
    },
    passkeys: {
      passkey: ['passkey', 'passkeys'],
      used: (added: string, lastUsed: string) => `Added ${added}, last used ${lastUsed}`,
      neverUsed: (added: string) => `Added ${added}, never used`,
    },
    plays: {
      play: ['play', 'plays'],
      optedIn: 'Games you opted in to',
      won: (prize: string) => `Won: ${prize}`,
      lost: 'No prize',
    },
    events: {
      event: ['event', 'events'],
      at: (casino: string) => `Said you are coming to an event at ${casino}`,
    },
    tickets: {
      request: ['request', 'requests'],
      about: (topic: string, reference: string) => `${topic} (reference ${reference})`,
    },
    redemptions: {
      voucher: ['voucher', 'vouchers'],
      at: (title: string, venue: string) => `${title} at ${venue}`,
    },
    deskScans: {
      scan: ['scan', 'scans'],
      card: 'Your membership card',
      voucher: 'A voucher',
      namedVoucher: (title: string) => `Your voucher ${title}`,
      unknown: 'A code the desk did not recognise',
      /** What each scan found, in plain words: '<what was read>: <outcome>'. */
      line: (what: string, outcome: string) => `${what}: ${outcome}`,
      outcomes: {
        card: 'shown at the desk',
        ready: 'checked, ready to use',
        redeemed: 'redeemed',
        alreadyRedeemed: 'already redeemed',
        refused: 'could not be used',
        notFound: 'not found',
        other: 'not completed',
      },
    },
    walletPasses: {
      pass: ['pass', 'passes'],
      removed: 'Membership card pass, removed',
      active: (devices: number) =>
        `Membership card pass, kept up to date on ${devices} ${devices === 1 ? 'device' : 'devices'}`,
    },
    mails: {
      email: ['email', 'emails'],
    },
  },
} as const;
