/**
 * The wire contract of the 19 callable functions of spec section 7, and of our extensions of
 * the spec's table (wallet, breaks, my data, passkeys, the desk...): one map from each function name to what it is
 * sent and what it answers. The reference backend implements it, the app's CallablesPort is typed
 * by it, and the fake world answers it in the browser.
 *
 * On the wire every instant is an ISO 8601 string (UTC, with `Z`); dates of birth are
 * calendar dates 'yyyy-MM-dd'. Money-like numbers are plain numbers.
 */

import type { BreakPeriod } from '../rules/breaks';
import type { Interest, SupportTopic, Title } from '../rules/options';

/** Where the member is: the country of the users/{uid} profile, 'gb' by default. */
export type Location = string;

export interface MemberData {
  id: string;
  customer_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_mobile: string;
  suspended: boolean;
  membership_type_id: number;
  membership_type_Name: string;
  home_casino: number;
  tierPoints: number;
  rewardPoints: number;
  loyalty_points: number;
  /** 'yyyy-MM-dd': when the current loyalty points expire. */
  loyalty_points_end_date: string;
  /** Not named by the spec (spec-decisions 20): saved through members-updateProfile. */
  interests: Interest[];
  communications: CommunicationPreferences;
  /**
   * Our extension: the ISO instant the member's break ends while they are taking one
   * (members-takeBreak), else null. Offers, vouchers, Spin To Win and RSVPs are refused until then.
   */
  breakEndsAt: string | null;
  /** Our extension: the casino marked the membership self-excluded (SENSE); no end. */
  selfExcluded: boolean;
  /**
   * Our extension: false while the member is on a break or self-excluded: no marketing
   * of any channel may reach them, whatever their communication preferences say.
   */
  contactable: boolean;
  /**
   * Our extension (PECR): each marketing consent given or withdrawn, newest first,
   * stamped by the server; empty for a member who never gave one.
   */
  consentHistory: ConsentEntry[];
}

/** One marketing consent given or withdrawn: when (server's clock) and how. */
export interface ConsentEntry {
  channel: 'email' | 'sms' | 'phone' | 'post';
  given: boolean;
  at: string;
  how: 'registration' | 'settings' | 'stop-all';
}

export interface CommunicationPreferences {
  email: boolean;
  sms: boolean;
  phone: boolean;
  post: boolean;
}

export interface Venue {
  id: number;
  pagetitle: string;
  /** URL (absolute or site-relative) of the venue's logo image. */
  logo: string;
  uri: string;
  /** CMS HTML: sanitised by the app before it is rendered (spec-decisions 22). */
  RulesOfCasino: string;
  /** Site-relative link to the venue's restaurant page. */
  restaurantUri: string;
  address: string;
  phone: string;
  openingHours: string;
  /**
   * Our extension: URL (absolute or site-relative) of a picture of the casino, 16:9,
   * absent when there is none.
   */
  image?: string;
}

export interface Restaurant {
  venueId: number;
  name: string;
  /** CMS HTML (sanitised by the app). */
  description: string;
  openingHours: { days: string; hours: string }[];
  menuLinks: { label: string; url: string }[];
  bookingUrl: string;
  image: string;
}

export interface Game {
  id: string;
  name: string;
  description: string;
  GameStart: string;
  GameEnd: string;
  OptinStart: string;
  OptinEnd: string;
}

export interface Prize {
  name: string;
  /** False for the 'no prize' segments of the wheel. */
  win: boolean;
}

export interface PromotionEvent {
  id: string;
  uri: string;
  title: string;
  summary: string;
  /** CMS HTML (sanitised by the app). */
  description: string;
  image: string;
  startsAt: string;
  endsAt: string;
  venueId: number;
  isSpotlight: boolean;
  isRsvp: boolean;
}

/** An event as promotions-getPromotions answers it to a member. */
export interface MemberEvent extends PromotionEvent {
  /** The member is on this event's RSVP list, whichever device they said yes on. */
  isOnList: boolean;
}

export interface Voucher {
  id: string;
  title: string;
  description: string;
  terms: string;
  image: string;
  /** 'yyyy-MM-dd' inclusive. */
  expiresOn: string;
  /** 'mine': My Offers (issued to this member); 'other': Other Offers open to their tier. */
  group: 'mine' | 'other';
  /** Redeemable at the venue with a QR code. */
  redeemable: boolean;
  /**
   * Our extension: when and where the desk redeemed it, else null. A redeemed voucher
   * stays in vouchers-getAllVouchers' list while in date, so the app can say so; its code is not
   * drawn again.
   */
  redeemed: { at: string; venueName: string } | null;
}

export interface Benefits {
  tier: string;
  venueId: number;
  title: string;
  /** CMS HTML (sanitised by the app). */
  intro: string;
  /** The tier's own perks first, then those included from lower tiers (with `fromTier`). */
  items: BenefitItem[];
}

export interface BenefitItem {
  title: string;
  description: string;
  /** Set when the perk comes with a lower tier than the one asked for, e.g. 'Queen'. */
  fromTier?: string;
}

export interface SupportTicketValues {
  name: string;
  email: string;
  membershipNumber: string;
  topic: SupportTopic;
  message: string;
}

export const GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;

/** members-registerAccount: joining the scheme (a membership request). */
export interface RegistrationValues {
  title: Title;
  firstName: string;
  lastName: string;
  gender: (typeof GENDERS)[number];
  dob: string;
  email: string;
  mobilePhone: string;
  over18: boolean;
  termsAccepted: boolean;
  marketingOptIn: boolean;
  /** The venue the applicant chooses as home casino. */
  homeCasino: number;
}

/** users-createUser: an online login for an existing membership. */
export interface BaseAccountValues {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  customerNumber: string;
}

/** Fields a member may change through members-updateProfile. */
export interface ProfileChanges {
  phone_mobile?: string;
  interests?: Interest[];
  communications?: CommunicationPreferences;
  /**
   * Our extension (PECR's right to object): true turns every marketing channel off at
   * once, whatever `communications` says; the server records it in the consent history.
   */
  stopAllMarketing?: boolean;
}

export interface DevLinkOptions {
  /** True from a development build: links point at devDomain instead of the live site. */
  devMode: boolean;
  /** The origin the app runs on, e.g. 'http://127.0.0.1:5173'. */
  devDomain: string;
}

/**
 * The code the backend mailed to the membership's email on record when its details had been
 * guessed too often: the call answered resource-exhausted with details { ownerCode: 'required' },
 * and goes through when sent again with the code (DECISIONS.md "Account and mail: guessing limits
 * and the planted login").
 */
export interface OwnerCodeOption {
  ownerCode?: string;
}

export interface Success {
  success: true;
}

/**
 * Added to a mail request's answer when the mailbox's limits held the mail back: when the last
 * link of the kind went, and when another may (ISO instants). users-sendPasswordReset tells any
 * caller; users-resendVerificationEmail only the signed-in owner of the login (DECISIONS.md
 * "Account and mail: enumeration, mail limits and dev links").
 */
export interface MailHeldBack {
  lastSentAt?: string;
  nextSendAt?: string;
}

/**
 * The membership card's wallet passes, as wallet-getPassLinks answers them. The app
 * asks for the links when the member opens their card; the backend answers null for a wallet it
 * has no keys for, and the app then offers only the other one (or neither). Both links are
 * https (responseSchemas refuses any other scheme, so no javascript: link is put behind a button).
 */
export interface WalletPassLinks {
  /**
   * A short-lived signed link (https, on the app's origin, /wallet/apple/pass?token=...) that
   * answers the member's signed .pkpass; opened in Safari it offers 'Add to Apple Wallet'.
   * expiresAt: the ISO instant the link stops working.
   */
  apple: { url: string; expiresAt: string } | null;
  /** https://pay.google.com/gp/v/save/<JWT>: the scheme's loyalty class and the member's object. */
  google: { url: string } | null;
  /**
   * Our extension: true when the links open sample passes signed with throwaway keys
   * (the fake world, the emulators), which no wallet app adds; absent in production.
   */
  sample?: boolean;
}

/**
 * members-downloadMyData (our extension; UK GDPR subject access): everything the
 * backend holds about the caller, each section as the backend keeps it. Never another member's.
 */
export interface PersonalData {
  /** The membership as the app may see it (members-getMember's record). */
  member: MemberData;
  /** The login's app profile (users/{uid}), with its game opt-ins. */
  profile: { email: string; emailVerified: boolean; country: string; memberships: string[] };
  gameOptins: { gameId: string; optedInAt: string }[];
  /** Spin To Win plays of the membership, newest first (the casino's prize record). */
  plays: { gameId: string; at: string; prizeName: string; win: boolean }[];
  /** Events the membership said yes to. */
  rsvps: { eventId: string; homeCasinoName: string; at: string }[];
  /** Support tickets the login sent, newest first. */
  tickets: {
    ticketId: string;
    submittedAt: string;
    topic: string;
    name: string;
    email: string;
    membershipNumber: string;
    message: string;
  }[];
  /** The membership's vouchers redeemed at a desk, newest first. */
  redemptions: { voucherId: string; title: string; at: string; venueName: string }[];
  /** Apple Wallet passes issued to the login, and how many devices keep each up to date. */
  walletPasses: { serialNumber: string; issuedAt: string; revoked: boolean; devices: number }[];
  /** Mails the backend keeps for the login's address, newest first. */
  mails: { subject: string; text: string; sentAt: string }[];
  /** What the membership's record holds beyond members-getMember's answer. */
  membership: {
    /** 'yyyy-MM-dd'. */
    dateOfBirth: string;
    /** '' when none was given. */
    title: string;
    gender: string;
    joinedAt: string;
    /** The single opt-in the membership was joined with, before consent was kept per channel. */
    marketingOptIn: boolean;
    /** The end of the member's last break, kept after it has passed; null when they never took one. */
    lastBreakEndsAt: string | null;
  };
  /** The loyalty points' movements, newest first (members-getPointsActivity's record). */
  pointsActivity: PointsMovement[];
  /** The login's passkeys: the name, when each was added and last used. */
  passkeys: { name: string; addedAt: string; lastUsedAt: string | null }[];
  /**
   * The desk's reads and redemptions of the membership's card and vouchers, newest first, without
   * who at the desk scanned them or the code itself (a voucher's code could still work).
   */
  deskScans: {
    at: string;
    action: 'read' | 'redeem';
    codeKind: 'voucher' | 'card' | 'unknown';
    /** 'ready', 'redeemed', 'card', or why the desk was refused. */
    outcome: string;
    venueId: number | null;
    voucherId: string | null;
  }[];
}

/**
 * members-getPointsActivity (our extension): one movement of the member's loyalty
 * points, the balance they spend and the one that expires.
 */
export interface PointsMovement {
  /** ISO instant of the movement. */
  at: string;
  kind: PointsMovementKind;
  /** Signed: earned is positive, spent or expired negative. */
  points: number;
  /** A short line beside its kind, e.g. 'Table games' (a visit) or 'Dinner for two' (redeemed). */
  description: string;
}

export const POINTS_MOVEMENT_KINDS = ['visit', 'spin', 'redemption', 'expiry'] as const;
export type PointsMovementKind = (typeof POINTS_MOVEMENT_KINDS)[number];

/** members-getPointsActivity's answer: movements newest first, and which points expire when. */
export interface PointsActivity {
  movements: PointsMovement[];
  /** Soonest first: how many loyalty points expire at the end of each day ('yyyy-MM-dd'). */
  expiries: { on: string; points: number }[];
}

/**
 * WebAuthn's options and credentials as JSON: the shapes @simplewebauthn's
 * PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON,
 * RegistrationResponseJSON and AuthenticationResponseJSON take on the wire. The contract names
 * only what it checks; the library on each end checks the rest.
 */
export interface PasskeyOptions {
  challenge: string;
  [field: string]: unknown;
}

export interface PasskeyCredentialJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    attestationObject?: string;
    authenticatorData?: string;
    signature?: string;
    userHandle?: string;
    publicKey?: string;
    publicKeyAlgorithm?: number;
    transports?: string[];
  };
  authenticatorAttachment?: string;
  clientExtensionResults: Record<string, never>;
}

/** One of the member's passkeys as passkeys-list answers it (never its public key). */
export interface PasskeySummary {
  id: string;
  name: string;
  /** ISO instants. */
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The desk (our extension): a member as the desk sees them, for the photo-ID check.
 */
export interface DeskMember {
  /** First and last name. */
  name: string;
  /** 'King', 'Queen', ... */
  tier: string;
  customerNumber: string;
  /** Their home casino. */
  venueName: string;
  /** A break or a self-exclusion in force: the desk must see it; their codes are refused. */
  restriction: DeskRestriction;
}

export type DeskRestriction = { kind: 'break'; until: string } | { kind: 'excluded' } | null;

/** One redemption at the desk: when (ISO instant) and at which casino. */
export interface DeskRedemption {
  at: string;
  venueId: number;
  venueName: string;
}

/** What desk-readCode answers for a scanned or typed code. */
export type DeskReading =
  | {
      kind: 'voucher';
      member: DeskMember;
      voucher: { id: string; title: string; terms: string; expiresOn: string };
      /** ISO instant the code stops being valid. */
      codeExpiresAt: string;
      /** 'ready': Redeem may be pressed; 'redeemed': see redemption; 'refused': see refusal. */
      state: 'ready' | 'redeemed' | 'refused';
      redemption: DeskRedemption | null;
      /** A sentence for the desk, e.g. the break's end; null unless state is 'refused'. */
      refusal: string | null;
    }
  | {
      kind: 'card';
      member: DeskMember;
      /** What they may use today: vouchers in date, not redeemed (empty on a break). */
      vouchers: { id: string; title: string; expiresOn: string }[];
    };

/** The customer_engagement event types of spec section 7, and nothing else. */
export const ENGAGEMENT_TYPES = ['optin', 'spin wheel'] as const;

/**
 * analytics-recordEngagement (our extension of the spec's table): one customer_engagement event
 * of spec section 7, as the app reports it once the member has agreed to share usage statistics
 * (DECISIONS.md "Analytics and session recording"). Each type has exactly these fields, none of
 * them about the member: the server adds the venue and the time, never who it was.
 */
export type EngagementEvent =
  | { type: 'optin'; category: 'game'; gameId: string }
  | { type: 'optin'; category: 'event'; eventId: string }
  | { type: 'spin wheel'; gameId: string; win: boolean };

/** members-takeBreak (our extension): how long a break the member chose. */
export type BreakPeriodChoice = BreakPeriod;

export interface CallableContract {
  'members-registerAccount': {
    request: { values: RegistrationValues; location: Location };
    response: { data: { success: true; customerNumber: string } };
  };
  'users-sendPasswordReset': {
    request: { email: string } & DevLinkOptions;
    response: Success & MailHeldBack;
  };
  'users-resendVerificationEmail': {
    request: { email: string } & DevLinkOptions;
    response: { isVerified: true } | (Success & MailHeldBack);
  };
  'users-createUser': {
    request: BaseAccountValues & { password: string } & OwnerCodeOption & DevLinkOptions;
    response: Success;
  };
  'users-setVerifiedEmail': { request: Record<string, never>; response: Success };
  'members-linkMembership': {
    request: { location: Location; membershipNumber: string; dob: string } & OwnerCodeOption;
    response: Success;
  };
  'members-getMember': {
    request: { location: Location };
    response: { success: true; result: MemberData };
  };
  'members-updateProfile': {
    request: { location: Location; crmId: string; values: ProfileChanges };
    response: { success: true; result: MemberData };
  };
  'members-getVenue': { request: { venueId: number }; response: Venue };
  'members-getRestaurant': { request: { venueId: number }; response: Restaurant };
  'members-submitTicket': {
    /** idempotencyKey: the same for every try of one ticket (SUPPORT_TICKET_KEY_PATTERN). */
    request: { values: SupportTicketValues; idempotencyKey: string };
    response: { success: true; ticketId: string };
  };
  'benefits-getBenefits': { request: { tier: string; venueId: number }; response: Benefits };
  'vouchers-getAllVouchers': {
    request: { location: Location; crmId: string };
    response: { records: Voucher[] };
  };
  'vouchers-generateQrCode': {
    request: { voucherId: string };
    /** expiresAt: ISO instant the code stops being valid (spec-decisions 27). */
    response: { base64Png: string; expiresAt: string };
  };
  'promotions-getPromotions': {
    request: { venueId: number };
    response: { events: MemberEvent[] };
  };
  'promotions-getGames': {
    request: Record<string, never>;
    /**
     * serverTime: the server's ISO instant, so the app stamps opt-ins with it whatever the
     * device's clock says (DECISIONS.md "Games: the server's time for opt-ins").
     */
    response: { success: true; meta: Game[]; serverTime: string };
  };
  'promotions-optInToEvent': {
    request: { uri: string; customerNumber: string; homeCasinoName: string };
    response: { success: true; message?: string };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): the caller gives up their
   * place on an event's RSVP list. The request names the event by its uri only: the place is
   * always the caller's own membership's, and any other field is refused. Refused once the event
   * has started; answers `cancelled: false` when the caller was not on the list (a second tap).
   */
  'promotions-cancelRsvp': {
    request: { uri: string };
    response: { success: true; cancelled: boolean };
  };
  'promotions-spinTheWheel': {
    request: { location: Location; gameId: string };
    response: { success: true; prize: number };
  };
  'promotions-spinToWinPrizes': {
    request: { gameId: string };
    response: { success: true; prizes: Prize[] };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): the signed-in member's
   * own card as wallet pass links. The request carries nothing (the pass is always the caller's
   * own card); any field is refused rather than ignored. Gated like every member call.
   */
  'wallet-getPassLinks': { request: Record<string, never>; response: WalletPassLinks };
  /**
   * Our extension of the spec's table (not in spec section 7): 'remove my card from other
   * devices'. Revokes every Apple Wallet pass of the caller's own membership and forgets the
   * devices registered with them; `removed` is how many passes were revoked. The request carries
   * nothing (always the caller's own card). Gated like every member call.
   */
  'wallet-removeCardEverywhere': {
    request: Record<string, never>;
    response: { success: true; removed: number };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): the caller takes a break
   * of the period they chose, from the server's now. A break already running is only ever
   * lengthened: a shorter choice leaves its end as it is. No callable shortens or ends a break.
   * Answers the member's record with the break's end (breakEndsAt). Gated like every member call.
   */
  'members-takeBreak': {
    request: { period: BreakPeriodChoice };
    response: { success: true; result: MemberData };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): a copy of everything the
   * backend holds about the caller (subject access). The request carries nothing: any field is
   * refused, so no uid or membership number can name another member. A few a day per member.
   */
  'members-downloadMyData': {
    request: Record<string, never>;
    response: { success: true; exportedAt: string; data: PersonalData };
  };
  /**
   * Our extension of the spec's table: asked just before the app deletes the login
   * (Firebase Auth deletes it; spec-decisions 21), the reference of the deletion's receipt, made
   * by the server ('DEL-' and 8 letters or digits). The same login gets the same reference until
   * its deletion; the deletion's trigger mails the receipt with it. The request carries nothing.
   */
  'users-prepareDeletion': {
    request: Record<string, never>;
    response: { success: true; reference: string };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): the caller's own loyalty
   * points history, newest first, and the expiry calendar. The request carries nothing (any field
   * is refused), so it can only ever name the caller. Answered on a break too: points keep working.
   */
  'members-getPointsActivity': {
    request: Record<string, never>;
    response: { success: true; result: PointsActivity };
  };
  /**
   * Our extension of the spec's table (not in spec section 7): passkeys. Adding one
   * needs a verified, linked, ungated member signed in within PASSKEY_RECENT_SIGN_IN_MS.
   */
  'passkeys-registrationOptions': { request: Record<string, never>; response: PasskeyOptions };
  'passkeys-verifyRegistration': {
    request: { credential: PasskeyCredentialJson; name: string };
    response: { success: true; passkey: PasskeySummary };
  };
  /** Anonymous: the login page asks before the browser's prompt (or its autofill). */
  'passkeys-authenticationOptions': {
    request: Record<string, never>;
    response: PasskeyOptions;
  };
  /** Anonymous: answers a custom token the app signs in with (signInWithCustomToken). */
  'passkeys-verifyAuthentication': {
    request: { credential: PasskeyCredentialJson };
    response: { success: true; customToken: string };
  };
  'passkeys-list': { request: Record<string, never>; response: { passkeys: PasskeySummary[] } };
  'passkeys-remove': { request: { id: string }; response: Success };
  /**
   * Our extension of the spec's table (not in spec section 7): the desk. Staff only
   * (the ID token's `staff` claim, CallerIdentity.staff), for members of the staff's own venue.
   * `code` is what the scanner read or the desk typed: a voucher's code (MR2....) or a membership
   * card's code (the membership number). readCode never changes anything; redeem marks the
   * voucher used once ('already-exists' with details { redemption } after that).
   */
  'desk-readCode': { request: { code: string }; response: DeskReading };
  'desk-redeem': {
    request: { code: string };
    response: { success: true; redemption: DeskRedemption };
  };
  /**
   * Our extension of the spec's table (not in spec section 7's table, which lists the callables;
   * the section's analytics line names the events): one customer_engagement event, sent only
   * with the member's consent to usage statistics. Stored without the caller's identity. A
   * verified, linked, ungated member who is not on a break; a limited number an hour per login.
   */
  'analytics-recordEngagement': { request: EngagementEvent; response: Success };
}

export type CallableName = keyof CallableContract;
export type CallableRequest<K extends CallableName> = CallableContract[K]['request'];
export type CallableResponse<K extends CallableName> = CallableContract[K]['response'];

export const CALLABLE_NAMES = [
  'members-registerAccount',
  'users-sendPasswordReset',
  'users-resendVerificationEmail',
  'users-createUser',
  'users-setVerifiedEmail',
  'members-linkMembership',
  'members-getMember',
  'members-updateProfile',
  'members-getVenue',
  'members-getRestaurant',
  'members-submitTicket',
  'benefits-getBenefits',
  'vouchers-getAllVouchers',
  'vouchers-generateQrCode',
  'promotions-getPromotions',
  'promotions-getGames',
  'promotions-optInToEvent',
  'promotions-spinTheWheel',
  'promotions-spinToWinPrizes',
  // Our extension of the spec's table, not one of spec section 7's 19: the card's wallet passes.
  'wallet-getPassLinks',
  'wallet-removeCardEverywhere',
  // Our extension of the spec's table: take a break.
  'members-takeBreak',
  // Our extension of the spec's table: download my data.
  'members-downloadMyData',
  // Our extension of the spec's table: the deletion receipt's reference.
  'users-prepareDeletion',
  // Our extension of the spec's table: points activity.
  'members-getPointsActivity',
  // Our extension of the spec's table: cancel an RSVP.
  'promotions-cancelRsvp',
  // Our extension of the spec's table: passkeys.
  'passkeys-registrationOptions',
  'passkeys-verifyRegistration',
  'passkeys-authenticationOptions',
  'passkeys-verifyAuthentication',
  'passkeys-list',
  'passkeys-remove',
  // Our extension of the spec's table: the desk.
  'desk-readCode',
  'desk-redeem',
  // Our extension of the spec's table: the customer_engagement events, with consent.
  'analytics-recordEngagement',
] as const satisfies readonly CallableName[];

/** Our extensions beside the spec's own members-* and promotions-* callables. */
const OUR_MEMBER_CALLABLES: readonly CallableName[] = [
  'members-takeBreak',
  'members-downloadMyData',
  'users-prepareDeletion',
  'members-getPointsActivity',
  'promotions-cancelRsvp',
];

/** The callables the spec's table names (section 7): every callable but our extension. */
export const SPEC_CALLABLE_NAMES = CALLABLE_NAMES.filter(
  (name): name is Exclude<CallableName, OurCallableName> =>
    !name.startsWith('wallet-') &&
    !name.startsWith('passkeys-') &&
    !name.startsWith('desk-') &&
    !name.startsWith('analytics-') &&
    !OUR_MEMBER_CALLABLES.includes(name),
);

/**
 * Our extensions of the spec's table: the card's wallets, take a break, download my data, the
 * deletion receipt, points activity, cancel an RSVP, passkeys, the desk, and the usage events.
 */
type OurCallableName =
  | 'wallet-getPassLinks'
  | 'wallet-removeCardEverywhere'
  | 'members-takeBreak'
  | 'members-downloadMyData'
  | 'users-prepareDeletion'
  | 'members-getPointsActivity'
  | 'promotions-cancelRsvp'
  | `passkeys-${string}`
  | `desk-${string}`
  | `analytics-${string}`;
