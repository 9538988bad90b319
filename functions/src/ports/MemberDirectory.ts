import type { Interest, TITLES } from '@met/scheme';
import type {
  CommunicationPreferences,
  GENDERS,
  MemberData,
  PointsMovement,
  ProfileChanges,
} from '@met/scheme/contract';
import type { ConsentEntry } from '../domain/marketingConsent';

/**
 * A member as the casino's system of record holds it: what the app sees, plus what it must not.
 * The app's breakEndsAt and contactable are worked out at the time of asking (memberData.ts).
 */
export interface MemberRecord extends Omit<
  MemberData,
  'breakEndsAt' | 'selfExcluded' | 'contactable' | 'consentHistory'
> {
  /**
   * ISO instant the member's last break ends (members-takeBreak; issue 26), kept after it has
   * passed. Absent when the member never took one.
   */
  breakEndsAt?: string;
  /** Set by the casino (SENSE self-exclusion; issue 26): a break without an end. */
  selfExcluded?: boolean;
  /** 'yyyy-MM-dd': checked when a login is created or a membership is linked (spec section 5). */
  dob: string;
  title: (typeof TITLES)[number] | '';
  gender: (typeof GENDERS)[number] | '';
  marketingOptIn: boolean;
  /**
   * Marketing consent's audit trail (issue 26), oldest first: each channel given or withdrawn,
   * stamped by the server. Absent on a record from before issue 26 (no history).
   */
  consentHistory?: ConsentEntry[];
  /** ISO instant the membership was created. */
  joinedAt: string;
  /**
   * The loyalty points' movements as the system of record keeps them (issue 29; members-
   * getPointsActivity), in any order. Absent on a record that has none.
   */
  pointsActivity?: PointsMovement[];
}

/**
 * The first customer number a joiner gets when none has been handed out yet: six digits, the
 * format of every member's number (the demo world's run from 100101), and above every number
 * already held, since a join is the newest membership and the directories take the highest
 * number carrying an email as its holder.
 */
export const FIRST_CUSTOMER_NUMBER = 900_001;

/** What joining the scheme (members-registerAccount) hands the system of record. */
export interface NewMember {
  title: (typeof TITLES)[number];
  firstName: string;
  lastName: string;
  gender: (typeof GENDERS)[number];
  dob: string;
  email: string;
  mobilePhone: string;
  marketingOptIn: boolean;
  homeCasino: number;
  membershipTypeId: number;
  membershipTypeName: string;
  interests: Interest[];
  communications: CommunicationPreferences;
  /** The consent entries the join records (the opt-in's, stamped 'registration'). */
  consentHistory: ConsentEntry[];
  /** 'yyyy-MM-dd' */
  loyaltyPointsEndDate: string;
  joinedAt: string;
}

/** How a join may treat the membership that holds its email now. */
export interface RegisterOptions {
  /**
   * The customer number of the membership the caller decided may give the email up (one whose
   * address nobody has confirmed: see MembersService.registerAccount). The new member then
   * holds the email, but only if this membership still holds it when the join is written; the
   * older membership keeps its record, email included, and its number.
   */
  takeOverFrom?: string;
}

/**
 * The casino's member system of record (the CRM). Each email is held by at most one membership,
 * the one findByEmail finds; others may carry the same email on their records (an address one
 * join borrowed and a later join took over) without holding it.
 */
export interface MemberDirectory {
  findByCustomerNumber(customerNumber: string): Promise<MemberRecord | undefined>;
  /** Case-insensitive: the membership that holds the email. */
  findByEmail(email: string): Promise<MemberRecord | undefined>;
  /**
   * Creates a member with a new customer number, who then holds the email. Checked atomically.
   * @returns 'email-taken' when the membership holding the email is not the one the caller
   * expected: any at all without `takeOverFrom`, or not `takeOverFrom` with it.
   */
  register(member: NewMember, options?: RegisterOptions): Promise<MemberRecord | 'email-taken'>;
  /** @returns the updated member, or undefined when there is no such member. */
  /** `consentEntries` are appended to the member's consent history in the same write. */
  updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries?: readonly ConsentEntry[],
  ): Promise<MemberRecord | undefined>;
  /**
   * Sets the member's break to end at `endsAt` unless it already ends later (checked atomically:
   * a break is never shortened, whichever of two calls lands first).
   * @returns the member as stored afterwards, or undefined when there is no such member.
   */
  lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined>;
}
