import { describe, expect, it } from 'vitest';
import { applePassJson } from '../../../functions/src/services/wallet/applePassJson';
import { aMember, aVenue } from '../builders';

const ISSUE = {
  passTypeIdentifier: 'pass.com.example.metrewards',
  teamIdentifier: 'A1B2C3D4E5',
  serialNumber: '200001',
  authenticationToken: 'token-of-the-pass-0123456789',
  origin: 'https://rewards.example.com',
};
const MAYFAIR = aVenue(6, { pagetitle: 'The Metropolitan Mayfair', address: '14 Hay Hill' });
const HOW_TO_USE = {
  key: 'howToUse',
  label: 'Using your card',
  value:
    'Show the code at the desk when you arrive, to collect points and redeem your rewards. ' +
    'Turn your screen brightness up if the scanner cannot read it.',
};
const APP_LINK = { key: 'app', label: 'Met Rewards app', value: 'https://rewards.example.com/' };

describe("The Apple Wallet pass's pass.json", () => {
  it("shows a member in good standing every field, in the app's words, and may not be shared", () => {
    const member = aMember()
      .withTier('King')
      .with({ first_name: 'Grace', last_name: 'Hopper', rewardPoints: 4_321 })
      .withHomeCasino(6)
      .build();

    const pass = applePassJson(member, MAYFAIR, ISSUE);

    expect(pass).toMatchObject({
      description: 'Met Rewards membership card',
      logoText: 'Met Rewards',
      backgroundColor: 'rgb(12, 23, 51)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(223, 180, 94)',
      sharingProhibited: true,
    });
    expect(pass).not.toHaveProperty('voided');
    expect(pass.storeCard).toEqual({
      primaryFields: [
        {
          key: 'points',
          label: 'Reward points',
          value: 4_321,
          numberStyle: 'PKNumberStyleDecimal',
          changeMessage: 'Your reward points are now %@',
        },
      ],
      secondaryFields: [
        { key: 'member', label: 'Member', value: 'Grace Hopper' },
        { key: 'tier', label: 'Tier', value: 'King', changeMessage: 'Your tier is now %@' },
      ],
      auxiliaryFields: [
        { key: 'number', label: 'Membership number', value: member.customer_number },
      ],
      backFields: [
        {
          key: 'homeCasino',
          label: 'Home casino',
          value: 'The Metropolitan Mayfair\n14 Hay Hill',
        },
        HOW_TO_USE,
        APP_LINK,
      ],
    });
    expect(pass.locations).toEqual([
      {
        latitude: 51.5089,
        longitude: -0.1434,
        relevantText: 'Welcome to The Metropolitan Mayfair: your card is ready.',
      },
    ]);
  });

  it.each([
    ['suspended', aMember().withTier('Ace').suspended().build(), 'Ace'],
    ['temporary', aMember().temporary().build(), 'Jack'],
    [
      'of a type the scheme has no tier for',
      aMember().withMembershipType(99, 'Legacy').build(),
      'Legacy',
    ],
  ])('voids the pass of a membership that is %s, showing its tier as %s', (_, member, tier) => {
    const pass = applePassJson(member, MAYFAIR, ISSUE);

    expect(pass.voided).toBe(true);
    expect((pass.storeCard as { secondaryFields: unknown[] }).secondaryFields[1]).toMatchObject({
      value: tier,
    });
  });

  it('leaves out the home casino and the lock-screen location when the venue is unknown', () => {
    const pass = applePassJson(aMember().withHomeCasino(6).build(), undefined, ISSUE);

    expect((pass.storeCard as { backFields: unknown[] }).backFields).toEqual([
      HOW_TO_USE,
      APP_LINK,
    ]);
    expect(pass).not.toHaveProperty('locations');
  });

  it('leaves out the lock-screen location of a venue whose place is not known', () => {
    const venue = aVenue(31, { pagetitle: 'The Metropolitan Leeds' });

    const pass = applePassJson(aMember().withHomeCasino(31).build(), venue, ISSUE);

    expect(pass).not.toHaveProperty('locations');
    expect((pass.storeCard as { backFields: unknown[] }).backFields[0]).toMatchObject({
      key: 'homeCasino',
    });
  });
});
