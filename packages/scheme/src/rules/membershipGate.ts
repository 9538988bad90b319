import {
  isAccountRequiredMembership,
  isExecutiveRequiredMembership,
  isTemporaryMembership,
  isUpdateRequiredMembership,
} from './membershipTypes';
import { tierForMembershipType } from './tiers';

/** Why a membership may not use the app (spec sections 4 and 6). */
export type GateReason =
  'suspended' | 'temporary' | 'update-required' | 'executive-required' | 'account-required';

/** What the gate looks at: the member record's suspended flag and membership_type_id. */
export interface GatedMembership {
  suspended: boolean;
  membershipTypeId: number;
}

/**
 * What a gated member is told, by the app when it signs them out and by every member-facing
 * callable when it refuses them (spec section 8, spec-decisions 24): one wording for both.
 */
export const GATE_MESSAGES: Readonly<Record<GateReason, string>> = {
  suspended:
    'Your membership is currently suspended. Please speak to a member of staff at your casino.',
  temporary:
    'You have a temporary membership. Please visit your casino to complete your full membership, then log in again.',
  'update-required':
    'Your membership details need updating before you can use the app. Please visit reception at your casino to update them.',
  'executive-required':
    'Your membership needs to be reviewed by a casino executive before you can use the app. Please speak to a member of staff at your casino.',
  'account-required':
    'You need a full membership account to use the app. Please speak to a member of staff at your casino to set one up.',
};

/**
 * The gate both the app and the backend apply: null when the membership may use the app,
 * else why not. The order is spec-decisions 4 (the first match wins); a type id in no list
 * and with no tier counts as update-required (spec-decisions 2), never as a default tier.
 */
export function gateReason(membership: GatedMembership): GateReason | null {
  const typeId = membership.membershipTypeId;
  if (membership.suspended) return 'suspended';
  if (isTemporaryMembership(typeId)) return 'temporary';
  // Stryker disable next-line ConditionalExpression: no id on the update-required list has a tier, so the last check answers the same for them
  if (isUpdateRequiredMembership(typeId)) return 'update-required';
  if (isExecutiveRequiredMembership(typeId)) return 'executive-required';
  if (isAccountRequiredMembership(typeId)) return 'account-required';
  if (tierForMembershipType(typeId) === null) return 'update-required';
  return null;
}
