import type { PersonalData } from '@met/scheme/contract';
import { aMember } from './aMember';

/** A copy with every list empty: each test fills what it reads. */
export function somePersonalData(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    member: aMember()
      .with({
        first_name: 'Alex',
        last_name: 'Morgan',
        customer_number: '10012345',
        membership_type_Name: 'King',
        home_casino: 6,
        loyalty_points: 1_250,
        loyalty_points_end_date: '2027-04-06',
        rewardPoints: 36_000,
        tierPoints: 12_500,
        interests: ['Poker', 'Dining'],
        communications: { email: true, sms: false, phone: true, post: false },
      })
      .build(),
    membership: {
      dateOfBirth: '1975-09-17',
      title: 'Mr',
      gender: 'male',
      joinedAt: '2019-05-01T10:00:00.000Z',
      marketingOptIn: false,
      lastBreakEndsAt: null,
    },
    pointsActivity: [],
    profile: {
      email: 'alex@example.com',
      emailVerified: true,
      country: 'gb',
      memberships: ['10012345'],
    },
    gameOptins: [],
    plays: [],
    rsvps: [],
    tickets: [],
    redemptions: [],
    walletPasses: [],
    mails: [],
    passkeys: [],
    deskScans: [],
    ...overrides,
  };
}
