import type { Interest, TITLES } from '@met/scheme';
import type {
  CommunicationPreferences,
  GENDERS,
  MemberData,
  ProfileChanges,
} from '@met/scheme/contract';

/** A member as the casino's system of record holds it: what the app sees, plus what it must not. */
export interface MemberRecord extends MemberData {
  /** 'yyyy-MM-dd': checked when a login is created or a membership is linked (spec section 5). */
  dob: string;
  title: (typeof TITLES)[number] | '';
  gender: (typeof GENDERS)[number] | '';
  marketingOptIn: boolean;
  /** ISO instant the membership was created. */
  joinedAt: string;
}

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
  /** 'yyyy-MM-dd' */
  loyaltyPointsEndDate: string;
  joinedAt: string;
}

/** The casino's member system of record (the CRM). */
export interface MemberDirectory {
  findByCustomerNumber(customerNumber: string): Promise<MemberRecord | undefined>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<MemberRecord | undefined>;
  /**
   * Creates a member with a new customer number.
   * @returns 'email-taken' when that email already has a membership (checked atomically).
   */
  register(member: NewMember): Promise<MemberRecord | 'email-taken'>;
  /** @returns the updated member, or undefined when there is no such member. */
  updateProfile(customerNumber: string, changes: ProfileChanges): Promise<MemberRecord | undefined>;
}
