/**
 * Download my data (members-downloadMyData, UK GDPR subject access): how often a member
 * may ask, and the copy itself, built only from records the caller's own login and membership
 * name.
 */
import { londonDayKey } from '@met/scheme';
import { CallableError, type MemberData, type PersonalData } from '@met/scheme/contract';
import type { GamePlay, UserProfile } from '../ports/AppData';
import type { DeskAuditEntry } from '../ports/DeskAudit';
import type { RsvpRecord } from '../ports/EventCalendar';
import type { MemberRecord } from '../ports/MemberDirectory';
import type { StoredPasskey } from '../ports/Passkeys';
import type { KeptMail, PassWithDevices } from '../ports/PersonalRecords';
import type { RateLimiter } from '../ports/RateLimiter';
import type { SupportTicket } from '../ports/SupportDesk';

/**
 * Copies one member may download per London day. A copy is the whole record: a member who wants
 * one a second or third time the same day (a lost file, another device) is served; more is a
 * script or a flood of the backend's reads.
 */
export const DATA_EXPORTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_DATA_EXPORTS = `You can download your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow, after midnight UK time.`;

/**
 * Counts one copy against the member's login for today's London day, or refuses with
 * resource-exhausted. The key holds the day, so the count starts again at London midnight, which
 * is when the refusal says the member may try again.
 */
export async function admitDataExport(rateLimiter: RateLimiter, uid: string, now: Date) {
  const key = `data-export|uid|${uid}|${londonDayKey(now)}`;
  if (!(await rateLimiter.tryConsume(key, DATA_EXPORTS_PER_DAY, DAY_MS, now))) {
    throw new CallableError('resource-exhausted', TOO_MANY_DATA_EXPORTS);
  }
}

/** What the backend holds about the member, each as its store gives it. */
export interface HeldRecords {
  /** The membership's record as the system of record keeps it. */
  record: MemberRecord;
  /** The same record as the app sees it (toMemberData), with its consent history. */
  member: MemberData;
  profile: UserProfile;
  plays: readonly GamePlay[];
  rsvps: readonly RsvpRecord[];
  tickets: readonly SupportTicket[];
  passes: readonly PassWithDevices[];
  mails: readonly KeptMail[];
  /** Vouchers of the membership redeemed at a desk. */
  redemptions: readonly PersonalData['redemptions'][number][];
  passkeys: readonly StoredPasskey[];
  /** The desk's entries naming the membership. */
  deskScans: readonly DeskAuditEntry[];
}

/**
 * Where the copy carries each field of the member's record: a field added to MemberRecord does not
 * compile until it is placed here, and a test reads each one back from a copy
 * (tests/functions/domain/dataExport.test.ts), so the copy stays complete.
 */
export const MEMBER_RECORD_IN_THE_COPY: Readonly<Record<keyof MemberRecord, string>> = {
  id: 'member.id',
  customer_number: 'member.customer_number',
  first_name: 'member.first_name',
  last_name: 'member.last_name',
  email: 'member.email',
  phone_mobile: 'member.phone_mobile',
  suspended: 'member.suspended',
  membership_type_id: 'member.membership_type_id',
  membership_type_Name: 'member.membership_type_Name',
  home_casino: 'member.home_casino',
  tierPoints: 'member.tierPoints',
  rewardPoints: 'member.rewardPoints',
  loyalty_points: 'member.loyalty_points',
  loyalty_points_end_date: 'member.loyalty_points_end_date',
  interests: 'member.interests',
  communications: 'member.communications',
  selfExcluded: 'member.selfExcluded',
  consentHistory: 'member.consentHistory',
  breakEndsAt: 'membership.lastBreakEndsAt',
  dob: 'membership.dateOfBirth',
  title: 'membership.title',
  gender: 'membership.gender',
  marketingOptIn: 'membership.marketingOptIn',
  joinedAt: 'membership.joinedAt',
  pointsActivity: 'pointsActivity',
};

const newestFirst = <T>(items: readonly T[], at: (item: T) => string): T[] =>
  [...items].sort((a, b) => at(b).localeCompare(at(a)));

/**
 * The copy the member downloads. Secrets stay out: a pass's token hash, a play's login id,
 * a mail's action link and a scanned voucher's code (either could still work), a passkey's
 * public key and counter (the authenticator's, kept to check its signatures). Who at the desk
 * scanned the member's code stays out too: that is the staff member's data, not the member's.
 */
export function toPersonalData(held: HeldRecords): PersonalData {
  const { record, member, profile } = held;
  return {
    member,
    membership: {
      dateOfBirth: record.dob,
      title: record.title,
      gender: record.gender,
      joinedAt: record.joinedAt,
      marketingOptIn: record.marketingOptIn,
      lastBreakEndsAt: record.breakEndsAt ?? null,
    },
    pointsActivity: newestFirst(record.pointsActivity ?? [], (movement) => movement.at).map(
      (movement) => ({ ...movement }),
    ),
    profile: {
      email: profile.email,
      emailVerified: profile.emailVerified,
      country: profile.country,
      memberships: [...profile.memberships],
    },
    gameOptins: profile.gameOptin.map((optin) => ({
      gameId: optin.gameId,
      optedInAt: optin.timestamp,
    })),
    plays: newestFirst(held.plays, (play) => play.timestamp).map((play) => ({
      gameId: play.gameId,
      at: play.timestamp,
      prizeName: play.prizeName,
      win: play.win,
    })),
    rsvps: newestFirst(held.rsvps, (rsvp) => rsvp.at).map((rsvp) => ({
      eventId: rsvp.eventId,
      homeCasinoName: rsvp.homeCasinoName,
      at: rsvp.at,
    })),
    tickets: newestFirst(held.tickets, (ticket) => ticket.submittedAt).map((ticket) => ({
      ticketId: ticket.ticketId,
      submittedAt: ticket.submittedAt,
      topic: ticket.values.topic,
      name: ticket.values.name,
      email: ticket.values.email,
      membershipNumber: ticket.values.membershipNumber,
      message: ticket.values.message,
    })),
    redemptions: newestFirst(held.redemptions, (redemption) => redemption.at).map(
      ({ voucherId, title, at, venueName }) => ({ voucherId, title, at, venueName }),
    ),
    walletPasses: held.passes.map((pass) => ({
      serialNumber: pass.serialNumber,
      issuedAt: pass.issuedAt,
      revoked: pass.revoked,
      devices: pass.devices,
    })),
    mails: newestFirst(held.mails, (mail) => mail.sentAt).map((mail) => ({
      subject: mail.subject,
      text: mail.text,
      sentAt: mail.sentAt,
    })),
    passkeys: held.passkeys.map((passkey) => ({
      name: passkey.name,
      addedAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })),
    deskScans: newestFirst(held.deskScans, (scan) => scan.at).map((scan) => ({
      at: scan.at,
      action: scan.action,
      codeKind: scan.codeKind,
      outcome: scan.outcome,
      venueId: scan.venueId ?? null,
      voucherId: scan.voucherId ?? null,
    })),
  };
}
