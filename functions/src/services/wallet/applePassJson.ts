import {
  gateReason,
  membershipCardCode,
  remapHomeCasino,
  tierForMembershipType,
} from '@met/scheme';
import type { Venue } from '@met/scheme/contract';
import type { MemberRecord } from '../../ports/MemberDirectory';
import { VENUE_LOCATIONS } from './venueLocations';

/** The app's brand (src/ui/theme/tokens.css): midnight-850 ground, white text, gold-400 labels. */
const COLOURS = {
  backgroundColor: 'rgb(12, 23, 51)',
  foregroundColor: 'rgb(255, 255, 255)',
  labelColor: 'rgb(223, 180, 94)',
} as const;

const ORGANIZATION_NAME = 'Met Rewards';

/**
 * What a pass signed with throwaway keys (the fake world, the emulators, `npm run wallet:sample`)
 * says of itself, where Wallet shows who issued it (DECISIONS.md "Card and wallets: sample passes").
 */
export const SAMPLE_PASS_NOTE = 'Sample — not a real pass';

/** What a pass says besides the member: who issues it and where it asks for updates. */
export interface ApplePassIssue {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  /** The live app's origin: the web service lives at /wallet/apple there. */
  origin: string;
  /** Signed with throwaway keys: the pass says it is a sample. */
  sample?: boolean;
}

/**
 * pass.json of a member's store card (DECISIONS.md "Card and wallets: Apple Wallet"). Primary:
 * reward points, the balance the app's home card shows first (RewardsCard: 'Reward points' =
 * rewardPoints). Secondary: name and tier (the scheme's tier of the membership type, as the app
 * shows it). Auxiliary: the membership number. The QR code is the membership number
 * (membershipCardCode), with the number as alt text, as on the app's card screen. A gated
 * membership's pass is voided: Wallet greys it out.
 */
export function applePassJson(
  member: MemberRecord,
  venue: Venue | undefined,
  issue: ApplePassIssue,
): Record<string, unknown> {
  const number = member.customer_number;
  const tier = tierForMembershipType(member.membership_type_id) ?? member.membership_type_Name;
  const gated =
    gateReason({ suspended: member.suspended, membershipTypeId: member.membership_type_id }) !==
    null;
  const location = VENUE_LOCATIONS[remapHomeCasino(member.home_casino)];
  return {
    formatVersion: 1,
    passTypeIdentifier: issue.passTypeIdentifier,
    teamIdentifier: issue.teamIdentifier,
    serialNumber: issue.serialNumber,
    authenticationToken: issue.authenticationToken,
    webServiceURL: `${issue.origin}/wallet/apple`,
    organizationName: issue.sample ? SAMPLE_PASS_NOTE : ORGANIZATION_NAME,
    description: issue.sample ? SAMPLE_PASS_NOTE : 'Met Rewards membership card',
    logoText: issue.sample ? `${ORGANIZATION_NAME} sample` : ORGANIZATION_NAME,
    ...COLOURS,
    sharingProhibited: true,
    ...(gated ? { voided: true } : {}),
    storeCard: {
      primaryFields: [
        {
          key: 'points',
          label: 'Reward points',
          value: finite(member.rewardPoints),
          numberStyle: 'PKNumberStyleDecimal',
          changeMessage: 'Your reward points are now %@',
        },
      ],
      secondaryFields: [
        { key: 'member', label: 'Member', value: `${member.first_name} ${member.last_name}` },
        { key: 'tier', label: 'Tier', value: tier, changeMessage: 'Your tier is now %@' },
      ],
      auxiliaryFields: [{ key: 'number', label: 'Membership number', value: number }],
      backFields: [
        ...(venue
          ? [
              {
                key: 'homeCasino',
                label: 'Home casino',
                value: `${venue.pagetitle}\n${venue.address}`,
              },
            ]
          : []),
        {
          key: 'howToUse',
          label: 'Using your card',
          value:
            'Show the code at the desk when you arrive, to collect points and redeem your rewards. ' +
            'Turn your screen brightness up if the scanner cannot read it.',
        },
        { key: 'app', label: 'Met Rewards app', value: `${issue.origin}/` },
      ],
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: membershipCardCode(number),
        messageEncoding: 'iso-8859-1',
        altText: number,
      },
    ],
    ...(location && venue
      ? {
          locations: [
            { ...location, relevantText: `Welcome to ${venue.pagetitle}: your card is ready.` },
          ],
        }
      : {}),
  };
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
