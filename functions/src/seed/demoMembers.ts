import type { Interest } from '@met/scheme';
import type { CommunicationPreferences } from '@met/scheme/contract';
import type { MemberRecord } from '../ports/MemberDirectory';
import { demoPointsActivity } from './demoPointsActivity';
import type { SeedCalendar } from './seedCalendar';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Demo-Royal-Flush-26';

export interface DemoAccount {
  /** Also the seeded uid: `demo-${key}`. */
  key: string;
  email: string;
  /** What this login demonstrates. */
  role: string;
  emailVerified: boolean;
  /** False for a login whose membership exists but is not linked yet. */
  linked: boolean;
  member: Omit<MemberRecord, 'id' | 'email' | 'loyalty_points_end_date' | 'joinedAt'> & {
    /** Days from the seed day to the end of the points period. */
    pointsEndInDays: number;
    joinedYearsAgo: number;
  };
}

const comms = (
  email: boolean,
  sms: boolean,
  phone: boolean,
  post: boolean,
): CommunicationPreferences => ({
  email,
  sms,
  phone,
  post,
});

type MemberSeed = DemoAccount['member'];
const member = (
  customerNumber: string,
  name: [string, string, MemberSeed['title'], MemberSeed['gender']],
  membership: [number, string],
  homeCasino: number,
  points: [tier: number, reward: number, loyalty: number],
  details: {
    dob: string;
    phone: string;
    interests: Interest[];
    communications: CommunicationPreferences;
  },
  extra: Partial<MemberSeed> = {},
): MemberSeed => ({
  customer_number: customerNumber,
  first_name: name[0],
  last_name: name[1],
  title: name[2],
  gender: name[3],
  membership_type_id: membership[0],
  membership_type_Name: membership[1],
  home_casino: homeCasino,
  tierPoints: points[0],
  rewardPoints: points[1],
  loyalty_points: points[2],
  dob: details.dob,
  phone_mobile: details.phone,
  interests: details.interests,
  communications: details.communications,
  suspended: false,
  marketingOptIn: details.communications.email,
  pointsEndInDays: 120,
  joinedYearsAgo: 3,
  ...extra,
});

const account = (
  key: string,
  role: string,
  seed: MemberSeed,
  login: { emailVerified?: boolean; linked?: boolean } = {},
): DemoAccount => ({
  key,
  email: `${key}@example.com`,
  role,
  emailVerified: login.emailVerified ?? true,
  linked: login.linked ?? true,
  member: seed,
});

/** One login per situation the app must handle (tiers, gates, unverified, unlinked). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  account(
    'jack',
    'Jack tier (type 49), not opted in to any game',
    member(
      '100101',
      ['Jack', 'Turner', 'Mr', 'male'],
      [49, 'Jack'],
      6,
      [4_150, 6_200, 1_240],
      {
        dob: '1994-08-21',
        phone: '07700 900101',
        interests: ['Slots', 'Sport'],
        communications: comms(true, true, false, false),
      },
      { pointsEndInDays: 45 },
    ),
  ),
  account(
    'queen',
    'Queen tier (type 48), an opt-in from an earlier run of the spring game',
    member(
      '100102',
      ['Olivia', 'Hart', 'Ms', 'female'],
      [48, 'Queen'],
      9,
      [19_800, 21_500, 3_480],
      {
        dob: '1988-02-11',
        phone: '07700 900102',
        interests: ['Dining', 'Live entertainment'],
        communications: comms(true, false, true, false),
      },
    ),
  ),
  account(
    'queenspades',
    'Queen of Spades tier (type 59)',
    member(
      '100103',
      ['Priya', 'Shah', 'Dr', 'female'],
      [59, 'Queen of Spades'],
      12,
      [41_000, 47_250, 6_900],
      {
        dob: '1979-11-30',
        phone: '07700 900103',
        interests: ['Poker', 'Tournaments'],
        communications: comms(true, true, true, false),
      },
      { pointsEndInDays: 200 },
    ),
  ),
  account(
    'king',
    'King tier (type 47), opted in, already on the RSVP list at Mayfair',
    member('100104', ['Marcus', 'Bell', 'Mr', 'male'], [47, 'King'], 6, [28_400, 30_100, 5_020], {
      dob: '1983-05-04',
      phone: '07700 900104',
      interests: ['Table games', 'Dining'],
      communications: comms(true, false, false, true),
    }),
  ),
  account(
    'kinghearts',
    'King of Hearts tier (type 57)',
    member(
      '100105',
      ['Daniel', 'Okafor', 'Mr', 'male'],
      [57, 'King of Hearts'],
      9,
      [90_000, 95_400, 11_800],
      {
        dob: '1975-09-17',
        phone: '07700 900105',
        interests: ['Electronic roulette', 'Live entertainment'],
        communications: comms(false, true, true, false),
      },
      { pointsEndInDays: 60 },
    ),
  ),
  account(
    'kingspades',
    'King of Spades tier (type 58)',
    member(
      '100106',
      ['Henry', 'Whitfield', 'Mr', 'male'],
      [58, 'King of Spades'],
      6,
      [126_500, 132_000, 17_450],
      {
        dob: '1969-03-08',
        phone: '07700 900106',
        interests: ['Table games', 'Poker', 'Dining'],
        communications: comms(true, false, false, false),
      },
      { joinedYearsAgo: 9 },
    ),
  ),
  account(
    'ace',
    'Ace tier (type 46), has already spun the daily jackpot wheel today',
    member(
      '100107',
      ['Sophia', 'Laurent', 'Mrs', 'female'],
      [46, 'Ace'],
      6,
      [240_000, 251_300, 32_600],
      {
        dob: '1972-12-02',
        phone: '07700 900107',
        interests: ['Table games', 'Dining', 'Live entertainment'],
        communications: comms(true, true, true, true),
      },
      { joinedYearsAgo: 12 },
    ),
  ),
  account(
    'casino17',
    'Home casino 17, shown as venue 6 (Mayfair)',
    member(
      '100108',
      ['Eleanor', 'Price', 'Miss', 'female'],
      [48, 'Queen'],
      17,
      [12_300, 14_900, 2_150],
      {
        dob: '1990-07-23',
        phone: '07700 900108',
        interests: ['Slots', 'Dining'],
        communications: comms(true, false, false, false),
      },
    ),
  ),
  account(
    'temporary',
    'Temporary membership (type 34): logged out with a 5-second notice',
    member(
      '100109',
      ['Tom', 'Reed', 'Mr', 'male'],
      [34, 'Temporary'],
      6,
      [0, 0, 0],
      {
        dob: '2001-01-19',
        phone: '07700 900109',
        interests: [],
        communications: comms(false, false, false, false),
      },
      { joinedYearsAgo: 0 },
    ),
  ),
  account(
    'update',
    'Membership details need updating (type 41)',
    member(
      '100110',
      ['Grace', 'Miller', 'Mrs', 'female'],
      [41, 'Classic'],
      9,
      [2_100, 2_400, 380],
      {
        dob: '1965-04-28',
        phone: '07700 900110',
        interests: ['Slots'],
        communications: comms(false, false, false, true),
      },
    ),
  ),
  account(
    'executive',
    'Executive membership required (type 45)',
    member(
      '100111',
      ['William', 'Chen', 'Mr', 'male'],
      [45, 'Executive'],
      6,
      [8_700, 9_900, 1_500],
      {
        dob: '1981-10-14',
        phone: '07700 900111',
        interests: ['Poker'],
        communications: comms(true, false, false, false),
      },
    ),
  ),
  account(
    'account',
    'Account membership required (type 19)',
    member('100112', ['Amelia', 'Scott', 'Ms', 'female'], [19, 'Account'], 12, [500, 650, 90], {
      dob: '1998-06-06',
      phone: '07700 900112',
      interests: ['Sport'],
      communications: comms(false, true, false, false),
    }),
  ),
  account(
    'suspended',
    'Suspended membership: blocked at login',
    member(
      '100113',
      ['Victor', 'Hale', 'Mr', 'male'],
      [47, 'King'],
      6,
      [33_000, 35_500, 0],
      {
        dob: '1977-02-25',
        phone: '07700 900113',
        interests: ['Table games'],
        communications: comms(false, false, false, false),
      },
      { suspended: true },
    ),
  ),
  account(
    'excluded',
    'Self-excluded (SENSE): card and points only, no offers, Spin To Win or RSVPs, no marketing',
    member(
      '100115',
      ['Owen', 'Price', 'Mr', 'male'],
      [48, 'Queen'],
      6,
      [9_800, 11_200, 1_450],
      {
        dob: '1981-10-14',
        phone: '07700 900115',
        interests: ['Table games'],
        communications: comms(true, true, false, false),
      },
      { selfExcluded: true },
    ),
  ),
  account(
    'unverified',
    'Email not verified yet: sent to /account/pending',
    member(
      '100114',
      ['Isla', 'Murray', 'Miss', 'female'],
      [49, 'Jack'],
      12,
      [1_200, 1_900, 310],
      {
        dob: '1996-09-09',
        phone: '07700 900114',
        interests: ['Dining'],
        communications: comms(true, false, true, false),
      },
      { joinedYearsAgo: 1 },
    ),
    { emailVerified: false },
  ),
  account(
    'unlinked',
    'Verified login with no membership: link 100200, date of birth 12 April 1985 (day 12, month 4, year 1985)',
    member('100200', ['Noah', 'Fletcher', 'Mr', 'male'], [47, 'King'], 6, [25_600, 27_800, 4_400], {
      dob: '1985-04-12',
      phone: '07700 900200',
      interests: ['Sport', 'Poker'],
      communications: comms(true, true, false, false),
    }),
    { linked: false },
  ),
];

export function demoMemberRecord(demo: DemoAccount, calendar: SeedCalendar): MemberRecord {
  const { pointsEndInDays, joinedYearsAgo, ...record } = demo.member;
  return {
    ...record,
    id: `crm-${record.customer_number}`,
    email: demo.email,
    interests: [...record.interests],
    communications: { ...record.communications },
    loyalty_points_end_date: calendar.day(pointsEndInDays),
    joinedAt: calendar.startOf(-365 * joinedYearsAgo - 30),
    pointsActivity: demoPointsActivity(record.loyalty_points, calendar),
  };
}
