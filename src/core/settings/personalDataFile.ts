import type { PersonalData } from '@met/scheme/contract';
import { londonDayKey } from '../kernel/londonTime';
import { formatDate, formatTime } from '../kernel/format';

/** The JSON file download my data saves: its name and its text. */
export interface PersonalDataFile {
  fileName: string;
  text: string;
}

/** What each section of the file holds, in the member's words, at the top of the file. */
export const PERSONAL_DATA_SECTIONS: Readonly<Record<keyof PersonalData, string>> = {
  member:
    'Your membership record as the app sees it: name, contact details, tier, points, home casino, interests, marketing preferences and their history (consentHistory), and any break you are taking.',
  membership:
    'The rest of your membership record: date of birth, title, gender, when you joined, the marketing choice you joined with, and when your last break ended.',
  pointsActivity: 'How your loyalty points were earned, spent and expired, newest first.',
  profile:
    'Your online login’s app profile: email, whether it is verified, country, linked memberships.',
  gameOptins: 'The Spin To Win games you opted in to, and when.',
  plays:
    'Your Spin To Win plays and prizes, newest first (the casino keeps these as its prize record).',
  rsvps: 'The events you said you are coming to.',
  tickets: 'The support requests you sent, newest first.',
  redemptions:
    'The vouchers you redeemed at a casino’s desk: when and where (the casino keeps these as its record).',
  walletPasses:
    'Apple Wallet passes of your membership card issued to you, whether each was removed, and how many devices keep it up to date.',
  mails: 'The emails we sent you that we still hold, newest first.',
  passkeys:
    'The passkeys you added to sign in: each one’s name, when you added it and last used it.',
  deskScans:
    'Each time a casino’s desk read your card or a voucher, newest first: when, where and what it found (which staff member scanned it is left out).',
};

/**
 * The member's copy as a file: a short readable summary first (who, when, what each section is),
 * then the sections as the backend answered them. Named
 * met-rewards-data-<membership number>-<London date>.json.
 */
export function personalDataFile(exportedAt: string, data: PersonalData): PersonalDataFile {
  const at = new Date(exportedAt);
  const number = data.member.customer_number;
  const summary = {
    about: `Everything Met Rewards held about ${data.member.first_name} ${data.member.last_name} (membership number ${number}) on ${formatDate(at)} at ${formatTime(at)} UK time.`,
    rights:
      'You may ask us to correct anything here, or complain to the Information Commissioner’s Office (ico.org.uk) about how we handle your data.',
    sections: PERSONAL_DATA_SECTIONS,
  };
  return {
    fileName: `met-rewards-data-${number}-${londonDayKey(at)}.json`,
    text: `${JSON.stringify({ summary, exportedAt, ...data }, null, 2)}\n`,
  };
}
