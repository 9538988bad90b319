/**
 * Marketing consent per channel (PECR): the four channels the casino markets on, the
 * audit trail of each consent given or withdrawn, and the one action that stops all marketing.
 * The server stamps every entry (its clock, and how the change was made); a client never writes
 * one. The app sends no push or in-app marketing, so there is no such channel.
 */

export const MARKETING_CHANNELS = ['email', 'sms', 'phone', 'post'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export type MarketingConsent = Record<MarketingChannel, boolean>;

/** How a consent was given or withdrawn. */
export type ConsentHow = 'registration' | 'settings' | 'stop-all';

export interface ConsentEntry {
  channel: MarketingChannel;
  given: boolean;
  /** ISO 8601 instant, the server's clock. */
  at: string;
  how: ConsentHow;
}

export const NO_CONSENT: MarketingConsent = Object.freeze({
  email: false,
  sms: false,
  phone: false,
  post: false,
});

/**
 * A stored consent as the rules see it: the four channels, each off unless stored as true.
 * Anything else a stored record carries (a `push` stored before the app dropped push marketing,
 * DECISIONS.md "Safer gambling: marketing consent per channel") is ignored.
 */
export function storedConsent(stored: unknown): MarketingConsent {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const value = (channel: MarketingChannel) =>
    (record as Partial<Record<string, unknown>>)[channel] === true;
  return { email: value('email'), sms: value('sms'), phone: value('phone'), post: value('post') };
}

/**
 * Applies a change and writes one entry per channel whose consent actually changed, in channel
 * order, stamped with the server's `at` and `how`. A channel sent unchanged writes nothing.
 */
export function applyConsent(
  before: MarketingConsent,
  changes: Partial<MarketingConsent>,
  at: Date,
  how: ConsentHow,
): { after: MarketingConsent; entries: ConsentEntry[] } {
  const after = { ...before };
  const entries: ConsentEntry[] = [];
  for (const channel of MARKETING_CHANNELS) {
    const given = changes[channel];
    if (given === undefined || given === before[channel]) continue;
    after[channel] = given;
    entries.push({ channel, given, at: at.toISOString(), how });
  }
  return { after, entries };
}

/** Stop all marketing: every channel off, one 'stop-all' entry per channel that was on. */
export function stopAllMarketing(
  before: MarketingConsent,
  at: Date,
): { after: MarketingConsent; entries: ConsentEntry[] } {
  return applyConsent(before, NO_CONSENT, at, 'stop-all');
}

/**
 * A new member's consent: every channel off and no history, unless the join form's opt-in
 * ("Send me offers, event news and prize draws by email and SMS") was ticked, which gives email
 * and SMS, recorded as 'registration'.
 */
export function registrationConsent(
  marketingOptIn: boolean,
  at: Date,
): { after: MarketingConsent; entries: ConsentEntry[] } {
  return applyConsent(
    NO_CONSENT,
    marketingOptIn ? { email: true, sms: true } : {},
    at,
    'registration',
  );
}

/** The history as the member reads it: newest first (stable for entries of the same instant). */
export function newestFirst(history: readonly ConsentEntry[]): ConsentEntry[] {
  return history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
