import type { ProfileChanges } from '@met/scheme/contract';
import type { ConsentEntry } from '../../domain/marketingConsent';
import { sameEmail } from '../../domain/memberData';
import type {
  MemberDirectory,
  MemberRecord,
  NewMember,
  RegisterOptions,
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
      consentHistory: member.consentHistory.map((entry) => ({ ...entry })),
      dob: member.dob,
      title: member.title,
      gender: member.gender,
      marketingOptIn: member.marketingOptIn,
      joinedAt: member.joinedAt,
    };
    this.state.members[customerNumber] = record;
    return copy(record);
  }

  async updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries: readonly ConsentEntry[] = [],
  ): Promise<MemberRecord | undefined> {
    const member = this.state.members[customerNumber];
    if (!member) return undefined;
    if (changes.phone_mobile !== undefined) member.phone_mobile = changes.phone_mobile;
    if (changes.interests !== undefined) member.interests = [...changes.interests];
    if (changes.communications !== undefined) member.communications = { ...changes.communications };
    if (consentEntries.length > 0) {
      member.consentHistory = [...(member.consentHistory ?? []), ...consentEntries];
    }
    return copy(member);
  }

  async lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined> {
    const member = this.state.members[customerNumber];
    if (!member) return undefined;
    if (!member.breakEndsAt || Date.parse(member.breakEndsAt) < Date.parse(endsAt)) {
      member.breakEndsAt = endsAt;
    }
    return copy(member);
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
