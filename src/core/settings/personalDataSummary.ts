import type { PersonalData } from '@met/scheme/contract';
import {
  formatDate,
  formatDayKey,
  formatPoints,
  formatSignedPoints,
  formatTime,
} from '../kernel/format';
import { myDataMessages } from './myDataMessages';

const text = myDataMessages.summary;

/** One line of a section: what it is, and what the copy holds for it. */
export interface SummaryRow {
  readonly term: string;
  readonly detail: string;
}

/** A list the copy holds: how many (or 'None'), the newest few, and how many more the file has. */
export interface SummaryList {
  readonly count: string;
  readonly rows: readonly SummaryRow[];
  readonly more: string | null;
}

export type SummarySectionKey = keyof typeof text.sections;

export interface SummarySection {
  readonly key: SummarySectionKey;
  readonly heading: string;
  /** The section's single facts (a balance, a setting). */
  readonly facts: readonly SummaryRow[];
  readonly list: SummaryList | null;
}

/** The copy just downloaded, said so a member can read it on a phone. */
export interface PersonalDataSummary {
  readonly about: string;
  readonly sections: readonly SummarySection[];
}

/** Rows a list shows before 'and N more in the file'. */
const SUMMARY_LIST_ROWS = 5;
/** The points' movements are one part of their section: fewer of them. */
const SUMMARY_MOVEMENT_ROWS = 3;

type Noun = readonly [one: string, many: string];

const day = (iso: string): string => formatDate(new Date(iso));
const dayAndTime = (iso: string): string => {
  const at = new Date(iso);
  return text.dateAndTime(formatDate(at), formatTime(at));
};

/** '3 plays, the latest on …' (items come newest first), '2 passkeys', or 'None'. */
function countOf<T>(items: readonly T[], noun: Noun, latestAt?: (item: T) => string): string {
  const newest = items[0];
  if (newest === undefined) return text.none;
  const counted = text.count(items.length, noun[0], noun[1]);
  return latestAt ? text.latest(counted, day(latestAt(newest))) : counted;
}

/** A list in a few rows: its count, the first `limit` rows, and how many more the file holds. */
function listOf<T>(
  items: readonly T[],
  noun: Noun,
  row: (item: T) => SummaryRow,
  options: { latestAt?: (item: T) => string; limit?: number } = {},
): SummaryList {
  const limit = options.limit ?? SUMMARY_LIST_ROWS;
  return {
    count: countOf(items, noun, options.latestAt),
    rows: items.slice(0, limit).map(row),
    more: items.length > limit ? text.more(items.length - limit) : null,
  };
}

const yesNo = (value: boolean): string => (value ? text.yes : text.no);
const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code.toUpperCase();
  }
}

function membershipSection(data: PersonalData): SummarySection {
  const { member, membership } = data;
  const labels = text.membership;
  const facts: SummaryRow[] = [
    { term: labels.name, detail: `${member.first_name} ${member.last_name}` },
    { term: labels.number, detail: member.customer_number },
    { term: labels.tier, detail: member.membership_type_Name },
    { term: labels.dateOfBirth, detail: formatDayKey(membership.dateOfBirth) },
  ];
  if (membership.title) facts.push({ term: labels.title, detail: membership.title });
  if (membership.gender)
    facts.push({ term: labels.gender, detail: capitalised(membership.gender) });
  facts.push({ term: labels.joined, detail: day(membership.joinedAt) });
  if (member.phone_mobile) facts.push({ term: labels.mobile, detail: member.phone_mobile });
  facts.push({
    term: labels.interests,
    detail: member.interests.length > 0 ? member.interests.join(', ') : text.none,
  });
  if (member.breakEndsAt) {
    facts.push({ term: labels.breakNow, detail: dayAndTime(member.breakEndsAt) });
  } else if (membership.lastBreakEndsAt) {
    facts.push({ term: labels.lastBreak, detail: day(membership.lastBreakEndsAt) });
  }
  return { key: 'membership', heading: text.sections.membership, facts, list: null };
}

function pointsSection(data: PersonalData): SummarySection {
  const { member } = data;
  const labels = text.points;
  const facts: SummaryRow[] = [
    { term: labels.loyalty, detail: formatPoints(member.loyalty_points) },
  ];
  const expireOn = formatDayKey(member.loyalty_points_end_date);
  if (member.loyalty_points > 0 && expireOn) {
    facts.push({ term: labels.loyaltyExpire, detail: expireOn });
  }
  facts.push(
    { term: labels.reward, detail: formatPoints(member.rewardPoints) },
    { term: labels.tier, detail: formatPoints(member.tierPoints) },
  );
  const list = listOf(
    data.pointsActivity,
    labels.movement,
    (movement) => ({
      term: day(movement.at),
      detail: `${movement.description}: ${formatSignedPoints(movement.points)}`,
    }),
    { latestAt: (movement) => movement.at, limit: SUMMARY_MOVEMENT_ROWS },
  );
  return { key: 'points', heading: text.sections.points, facts, list };
}

function marketingSection(data: PersonalData): SummarySection {
  const { communications, consentHistory } = data.member;
  const labels = text.marketing;
  const channels = (['email', 'sms', 'phone', 'post'] as const).map((channel) => ({
    term: labels.channels[channel],
    detail: communications[channel] ? text.on : text.off,
  }));
  return {
    key: 'marketing',
    heading: text.sections.marketing,
    facts: [
      ...channels,
      { term: labels.joinedWith, detail: yesNo(data.membership.marketingOptIn) },
      { term: labels.changes, detail: countOf(consentHistory, labels.change, (entry) => entry.at) },
    ],
    list: null,
  };
}

function loginSection(data: PersonalData): SummarySection {
  const { profile } = data;
  const labels = text.login;
  return {
    key: 'login',
    heading: text.sections.login,
    facts: [
      { term: labels.email, detail: profile.email },
      { term: labels.verified, detail: yesNo(profile.emailVerified) },
      { term: labels.country, detail: countryName(profile.country) },
      {
        term: labels.memberships,
        detail: profile.memberships.length > 0 ? profile.memberships.join(', ') : text.none,
      },
    ],
    list: null,
  };
}

function passkeysSection(data: PersonalData): SummarySection {
  const labels = text.passkeys;
  const list = listOf(data.passkeys, labels.passkey, (passkey) => ({
    term: passkey.name,
    detail: passkey.lastUsedAt
      ? labels.used(day(passkey.addedAt), day(passkey.lastUsedAt))
      : labels.neverUsed(day(passkey.addedAt)),
  }));
  return { key: 'passkeys', heading: text.sections.passkeys, facts: [], list };
}

function playsSection(data: PersonalData): SummarySection {
  const labels = text.plays;
  const list = listOf(
    data.plays,
    labels.play,
    (play) => ({
      term: dayAndTime(play.at),
      detail: play.win ? labels.won(play.prizeName) : labels.lost,
    }),
    { latestAt: (play) => play.at },
  );
  const optedIn = data.gameOptins.length > 0 ? String(data.gameOptins.length) : text.none;
  return {
    key: 'plays',
    heading: text.sections.plays,
    facts: [{ term: labels.optedIn, detail: optedIn }],
    list,
  };
}

function eventsSection(data: PersonalData): SummarySection {
  const list = listOf(
    data.rsvps,
    text.events.event,
    (rsvp) => ({ term: day(rsvp.at), detail: text.events.at(rsvp.homeCasinoName) }),
    { latestAt: (rsvp) => rsvp.at },
  );
  return { key: 'events', heading: text.sections.events, facts: [], list };
}

function ticketsSection(data: PersonalData): SummarySection {
  const list = listOf(
    data.tickets,
    text.tickets.request,
    (ticket) => ({
      term: day(ticket.submittedAt),
      detail: text.tickets.about(ticket.topic, ticket.ticketId),
    }),
    { latestAt: (ticket) => ticket.submittedAt },
  );
  return { key: 'tickets', heading: text.sections.tickets, facts: [], list };
}

function redemptionsSection(data: PersonalData): SummarySection {
  const list = listOf(
    data.redemptions,
    text.redemptions.voucher,
    (redemption) => ({
      term: day(redemption.at),
      detail: text.redemptions.at(redemption.title, redemption.venueName),
    }),
    { latestAt: (redemption) => redemption.at },
  );
  return { key: 'redemptions', heading: text.sections.redemptions, facts: [], list };
}

type DeskScan = PersonalData['deskScans'][number];

/** What the desk found, in plain words; a refusal's code or the desk's own limits stay unsaid. */
function deskOutcome(scan: DeskScan): string {
  const outcomes = text.deskScans.outcomes;
  switch (scan.outcome) {
    case 'card':
      return outcomes.card;
    case 'ready':
      return outcomes.ready;
    case 'redeemed':
      return scan.action === 'redeem' ? outcomes.redeemed : outcomes.alreadyRedeemed;
    case 'already-exists':
      return outcomes.alreadyRedeemed;
    case 'refused':
      return outcomes.refused;
    case 'not-found':
      return outcomes.notFound;
    default:
      return outcomes.other;
  }
}

function deskScansSection(data: PersonalData): SummarySection {
  const labels = text.deskScans;
  const voucherTitles = new Map(data.redemptions.map((r) => [r.voucherId, r.title]));
  const whatWasRead = (scan: DeskScan): string => {
    if (scan.codeKind === 'card') return labels.card;
    if (scan.codeKind === 'unknown') return labels.unknown;
    const title = scan.voucherId ? voucherTitles.get(scan.voucherId) : undefined;
    return title ? labels.namedVoucher(title) : labels.voucher;
  };
  // Only when, what and the outcome: whoever scanned it is the staff member's data.
  const list = listOf(
    data.deskScans,
    labels.scan,
    (scan) => ({
      term: dayAndTime(scan.at),
      detail: labels.line(whatWasRead(scan), deskOutcome(scan)),
    }),
    { latestAt: (scan) => scan.at },
  );
  return { key: 'deskScans', heading: text.sections.deskScans, facts: [], list };
}

function walletPassesSection(data: PersonalData): SummarySection {
  const labels = text.walletPasses;
  const list = listOf(data.walletPasses, labels.pass, (pass) => ({
    term: day(pass.issuedAt),
    detail: pass.revoked ? labels.removed : labels.active(pass.devices),
  }));
  return { key: 'walletPasses', heading: text.sections.walletPasses, facts: [], list };
}

function mailsSection(data: PersonalData): SummarySection {
  const list = listOf(
    data.mails,
    text.mails.email,
    (mail) => ({ term: day(mail.sentAt), detail: mail.subject }),
    { latestAt: (mail) => mail.sentAt },
  );
  return { key: 'mails', heading: text.sections.mails, facts: [], list };
}

/**
 * The member's copy as sections they can read: single facts as they are, each list counted with
 * its newest few rows, dates in UK words on the London clock. Built from named fields only, so
 * nothing the copy might carry beyond them (a desk scan's staff member) is ever shown.
 */
export function personalDataSummary(exportedAt: string, data: PersonalData): PersonalDataSummary {
  const at = new Date(exportedAt);
  return {
    about: text.about(formatDate(at), formatTime(at)),
    sections: [
      membershipSection(data),
      pointsSection(data),
      marketingSection(data),
      loginSection(data),
      passkeysSection(data),
      playsSection(data),
      eventsSection(data),
      ticketsSection(data),
      redemptionsSection(data),
      deskScansSection(data),
      walletPassesSection(data),
      mailsSection(data),
    ],
  };
}
