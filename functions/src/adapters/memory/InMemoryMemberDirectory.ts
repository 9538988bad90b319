import type { ProfileChanges } from '@met/scheme/contract';
import { consentDayOf, consentEntriesByDay, consentEntriesFit } from '../../domain/consentLimits';
import { type ConsentEntry, newestFirst } from '../../domain/marketingConsent';
import { sameEmail } from '../../domain/memberData';
import {
  CONSENT_DAY_FULL,
  type MemberDirectory,
  type MemberRecord,
  type NewMember,
  type RegisterOptions,
} from '../../ports/MemberDirectory';
import { copy, type MemoryState } from './MemoryState';

// Methods are async without awaits inside: each runs to completion before another starts,
// which makes every check-then-write below atomic.
export class InMemoryMemberDirectory implements MemberDirectory {
  constructor(private readonly state: MemoryState) {}

  async findByCustomerNumber(customerNumber: string): Promise<MemberRecord | undefined> {
    const member = this.state.members[customerNumber];
    return member && copy(member);
  }

  async findByEmail(email: string): Promise<MemberRecord | undefined> {
    const member = this.byEmail(email);
    return member && copy(member);
  }

  async register(
    member: NewMember,
    options: RegisterOptions = {},
  ): Promise<MemberRecord | 'email-taken'> {
    if (this.byEmail(member.email)?.customer_number !== options.takeOverFrom) return 'email-taken';
    const customerNumber = String(this.state.nextCustomerNumber++);
    const record: MemberRecord = {
      id: `crm-${customerNumber}`,
      customer_number: customerNumber,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      phone_mobile: member.mobilePhone,
      suspended: false,
      membership_type_id: member.membershipTypeId,
      membership_type_Name: member.membershipTypeName,
      home_casino: member.homeCasino,
      tierPoints: 0,
      rewardPoints: 0,
      loyalty_points: 0,
      loyalty_points_end_date: member.loyaltyPointsEndDate,
      interests: [...member.interests],
      communications: { ...member.communications },
      dob: member.dob,
      title: member.title,
      gender: member.gender,
      marketingOptIn: member.marketingOptIn,
      joinedAt: member.joinedAt,
    };
    this.state.members[customerNumber] = record;
    this.appendHistory(customerNumber, member.consentHistory);
    return copy(record);
  }

  async updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries: readonly ConsentEntry[] = [],
  ): Promise<MemberRecord | undefined | typeof CONSENT_DAY_FULL> {
    const member = this.state.members[customerNumber];
    if (!member) return undefined;
    const day = consentEntries[0] && consentDayOf(consentEntries[0]);
    const held = [
      ...(this.state.consentHistory?.[customerNumber]?.[day ?? ''] ?? []),
      ...(member.consentHistory ?? []).filter((entry) => consentDayOf(entry) === day),
    ].length;
    if (!consentEntriesFit(held, consentEntries)) return CONSENT_DAY_FULL;
    this.moveLegacyHistory(member);
    if (changes.phone_mobile !== undefined) member.phone_mobile = changes.phone_mobile;
    if (changes.interests !== undefined) member.interests = [...changes.interests];
    if (changes.communications !== undefined) member.communications = { ...changes.communications };
    this.appendHistory(customerNumber, consentEntries);
    return copy(member);
  }

  async consentHistoryOf(
    member: Pick<MemberRecord, 'customer_number' | 'consentHistory'>,
    newest?: number,
  ): Promise<ConsentEntry[]> {
    const kept = Object.values(this.state.consentHistory?.[member.customer_number] ?? {}).flat();
    const legacy = member.consentHistory ?? [];
    const history = newestFirst([...legacy, ...kept]).map((entry) => ({ ...entry }));
    return newest === undefined ? history : history.slice(0, newest);
  }

  async lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined> {
    const member = this.state.members[customerNumber];
    if (!member) return undefined;
    this.moveLegacyHistory(member);
    if (!member.breakEndsAt || Date.parse(member.breakEndsAt) < Date.parse(endsAt)) {
      member.breakEndsAt = endsAt;
    }
    return copy(member);
  }

  private historyOf(customerNumber: string): Record<string, ConsentEntry[]> {
    const all = (this.state.consentHistory ??= {});
    return (all[customerNumber] ??= {});
  }

  /** Entries join the day documents they count against, as the Firestore adapter's do. */
  private appendHistory(customerNumber: string, entries: readonly ConsentEntry[]): void {
    if (entries.length === 0) return;
    const days = this.historyOf(customerNumber);
    for (const [day, ofDay] of consentEntriesByDay(entries)) {
      days[day] = [...(days[day] ?? []), ...ofDay];
    }
  }

  /** A history from before it was kept apart leaves the record for the day documents. */
  private moveLegacyHistory(member: MemberRecord): void {
    if (member.consentHistory === undefined) return;
    this.appendHistory(member.customer_number, member.consentHistory);
    delete member.consentHistory;
  }

  /**
   * The membership holding the email: of those carrying it, the one that joined last. A join
   * gets a customer number above every one handed out before, and only a join takes an email
   * over, so the highest number is the holder; the state needs no index of its own.
   */
  private byEmail(email: string): MemberRecord | undefined {
    return Object.values(this.state.members)
      .filter((member) => sameEmail(member.email, email))
      .reduce<MemberRecord | undefined>(
        (holder, member) =>
          holder && Number(holder.customer_number) > Number(member.customer_number)
            ? holder
            : member,
        undefined,
      );
  }
}
