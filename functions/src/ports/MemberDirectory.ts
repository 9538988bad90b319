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
   * ISO instant the member's last break ends (members-takeBreak), kept after it has
   * passed. Absent when the member never took one.
   */
  breakEndsAt?: string;
  /** Set by the casino (SENSE self-exclusion): a break without an end. */
  selfExcluded?: boolean;
  /** 'yyyy-MM-dd': checked when a login is created or a membership is linked (spec section 5). */
  dob: string;
  title: (typeof TITLES)[number] | '';
  gender: (typeof GENDERS)[number] | '';
  marketingOptIn: boolean;
  /**
   * Marketing consent's audit trail as records before it was kept apart held it, oldest first.
   * The history now lives beside the record, a document per London day (`consentHistoryOf`); a
   * record still carrying this is read with it until its next consent write or break moves it
   * there. Never written.
   */
  consentHistory?: ConsentEntry[];
  /** ISO instant the membership was created. */
  joinedAt: string;
  /**
   * The loyalty points' movements as the system of record keeps them (members-getPointsActivity),
   * in any order. Absent on a record that has none.
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

/** updateProfile's answer when the consent entries do not fit the day's budget. */
export const CONSENT_DAY_FULL = 'consent-day-full';

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
  /**
   * The consent entries the join records (the opt-in's, stamped 'registration'), written to the
   * new member's history, not their record.
   */
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
  /**
   * `consentEntries` (all stamped on one London day) join the member's consent history, kept
   * apart from the record, in the same atomic write as the change; a history still on the record
   * is moved out in that write too.
   * @returns the updated member; undefined when there is no such member; CONSENT_DAY_FULL, and
   * nothing written, when the entries do not fit the day's budget (consentLimits.ts).
   */
  updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries?: readonly ConsentEntry[],
  ): Promise<MemberRecord | undefined | typeof CONSENT_DAY_FULL>;
  /**
   * The member's consent history, newest first: at most the `newest` latest entries when given,
   * else all of it, with what the record as read still carries from before (not yet moved).
   */
  consentHistoryOf(
    member: Pick<MemberRecord, 'customer_number' | 'consentHistory'>,
    newest?: number,
  ): Promise<ConsentEntry[]>;
  /**
   * Sets the member's break to end at `endsAt` unless it already ends later (checked atomically:
   * a break is never shortened, whichever of two calls lands first). A history still on the
   * record is moved out in the same write, so the break fits the record whatever it held.
   * @returns the member as stored afterwards, or undefined when there is no such member.
   */
  lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined>;
}
