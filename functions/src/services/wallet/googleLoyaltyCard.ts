import { gateReason, membershipCardCode, tierForMembershipType } from '@met/scheme';
import type { Venue } from '@met/scheme/contract';
import type { GoogleLoyaltyObjectPatch } from '../../ports/GoogleWalletObjects';
import type { MemberRecord } from '../../ports/MemberDirectory';
import { SAMPLE_PASS_NOTE } from './applePassJson';

/**
 * The Google Wallet shapes of the membership card (DECISIONS.md "Card and wallets: Google Wallet"):
 * one loyalty class for the scheme, one loyalty object per member. Field names are the Wallet API's
 * (walletobjects v1).
 */

/** The scheme's class id suffix: `${issuerId}.met-rewards`. */
const GOOGLE_LOYALTY_CLASS_SUFFIX = 'met-rewards';

/** The app's brand (src/ui/theme/tokens.css midnight-850), the Apple pass's background too. */
const BRAND_BACKGROUND = '#0c1733';

/** The app's icon; Google fetches it from the app's origin when the card is first saved. */
const PROGRAM_LOGO_PATH = '/icons/icon-512.png';

/** The same words the app's home card uses for the same figures (RewardsCard.tsx). */
const POINTS_LABEL = 'Reward points';
const TIER_LABEL = 'Tier';

/** A Google identifier after the issuer id: letters, digits, '.', '_' or '-'. */
const IDENTIFIER = /^[A-Za-z0-9._-]+$/;

export interface GoogleLoyaltyClass {
  id: string;
  issuerName: string;
  programName: string;
  programLogo: { sourceUri: { uri: string } };
  hexBackgroundColor: string;
  accountIdLabel: string;
  accountNameLabel: string;
  reviewStatus: 'UNDER_REVIEW';
  multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES';
}

export interface GoogleLoyaltyObject extends Required<GoogleLoyaltyObjectPatch> {
  id: string;
  classId: string;
  accountId: string;
  barcode: { type: 'QR_CODE'; value: string; alternateText: string };
  textModulesData?: { id: string; header: string; body: string }[];
}

function googleLoyaltyClassId(issuerId: string): string {
  return `${issuerId}.${GOOGLE_LOYALTY_CLASS_SUFFIX}`;
}

/** The member's object id: stable, so a second save finds the first and an update reaches it. */
export function googleLoyaltyObjectId(issuerId: string, customerNumber: string): string {
  const identifier = `member-${customerNumber}`;
  if (!IDENTIFIER.test(identifier)) {
    throw new Error(`A membership number Google cannot use in an object id: '${customerNumber}'`);
  }
  return `${issuerId}.${identifier}`;
}

export function googleLoyaltyClass(
  issuerId: string,
  appOrigin: string,
  sample = false,
): GoogleLoyaltyClass {
  return {
    id: googleLoyaltyClassId(issuerId),
    // A sample (throwaway key) says so where Google names the issuer.
    issuerName: sample ? SAMPLE_PASS_NOTE : 'The Metropolitan',
    programName: sample ? 'Met Rewards sample' : 'Met Rewards',
    programLogo: { sourceUri: { uri: new URL(PROGRAM_LOGO_PATH, appOrigin).href } },
    hexBackgroundColor: BRAND_BACKGROUND,
    accountIdLabel: 'Membership no.',
    accountNameLabel: 'Member',
    // A new class is reviewed by Google before anyone but the issuer's test accounts can save it.
    reviewStatus: 'UNDER_REVIEW',
    // One Google account holds a member's card (on all its devices): once saved, a copied save
    // link saves it for nobody else (DECISIONS.md "Card and wallets: Google Wallet").
    multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES',
  };
}

/**
 * What follows the member's record: their name, reward points and tier (the app's figures), and
 * the card's state: a membership the app's gate refuses (suspended, temporary, ...) is INACTIVE,
 * as its Apple pass is voided.
 */
export function googleLoyaltyPatch(member: MemberRecord): Required<GoogleLoyaltyObjectPatch> {
  const gated =
    gateReason({ suspended: member.suspended, membershipTypeId: member.membership_type_id }) !==
    null;
  return {
    state: gated ? 'INACTIVE' : 'ACTIVE',
    accountName: `${member.first_name} ${member.last_name}`.trim(),
    // The headline balance of the app's home card: reward points (spec section 3: rewardPoints).
    loyaltyPoints: { label: POINTS_LABEL, balance: { int: wholePoints(member.rewardPoints) } },
    // The tier as the app names it: by membership type, else the type's own name.
    secondaryLoyaltyPoints: {
      label: TIER_LABEL,
      balance: {
        string: tierForMembershipType(member.membership_type_id) ?? member.membership_type_Name,
      },
    },
  };
}

export function googleLoyaltyObject(
  issuerId: string,
  member: MemberRecord,
  venue: Venue | undefined,
): GoogleLoyaltyObject {
  const number = member.customer_number;
  return {
    id: googleLoyaltyObjectId(issuerId, number),
    classId: googleLoyaltyClassId(issuerId),
    accountId: number,
    ...googleLoyaltyPatch(member),
    barcode: { type: 'QR_CODE', value: membershipCardCode(number), alternateText: number },
    // Google has deprecated locations on passes, so the home casino is named, not placed.
    ...(venue
      ? { textModulesData: [{ id: 'home-casino', header: 'Home casino', body: venue.pagetitle }] }
      : {}),
  };
}

/** Whether a change to the record changes what the saved card shows. */
export function googleCardChanged(before: MemberRecord, after: MemberRecord): boolean {
  return JSON.stringify(googleLoyaltyPatch(before)) !== JSON.stringify(googleLoyaltyPatch(after));
}

/** Google takes a whole number; a figure the record does not hold counts as 0, as in the app. */
function wholePoints(points: number): number {
  return Number.isFinite(points) ? Math.round(points) : 0;
}
