import type { Interest, PauseState } from '@met/scheme';

/** The member's three balances as the casino's system reports them (spec section 3). */
export interface PointBalances {
  reward: number;
  tier: number;
  loyalty: number;
  /** 'yyyy-MM-dd': the day the loyalty points expire. */
  loyaltyExpiresOn: string;
}

/** The channels the member agreed to hear from us on. */
export interface CommunicationPreferences {
  email: boolean;
  sms: boolean;
  phone: boolean;
  post: boolean;
}

/** The signed-in member, in the app's words (mapped from members-getMember by fromWire). */
export interface Member {
  /** The membership's record id, which offers and profile changes are asked for by. */
  id: string;
  /** The number the member quotes at the casino desk. */
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  suspended: boolean;
  /** Decides the tier and the gates (@met/scheme's membership types). */
  membershipTypeId: number;
  /** The casino's own name for the membership type, e.g. 'King'. */
  membershipTypeName: string;
  homeCasinoId: number;
  points: PointBalances;
  interests: Interest[];
  communications: CommunicationPreferences;
  /**
   * Take a break or self-exclusion, as the server keeps it: offers, vouchers, Spin To
   * Win and RSVPs are refused meanwhile, so the app hides them.
   */
  pause: PauseState;
  /** False while on a break or self-excluded: no marketing of any channel reaches the member. */
  contactable: boolean;
  /** Marketing consent given or withdrawn, newest first, as the server stamped it. */
  consentHistory: ConsentRecord[];
}

export interface ConsentRecord {
  channel: keyof CommunicationPreferences;
  given: boolean;
  at: Date;
  how: 'registration' | 'settings' | 'stop-all';
}
