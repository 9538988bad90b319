import type { Member } from '../models/Member';
import { TOAST_TEMPORARY_MS } from './constants';
import { messages } from './messages';
import {
  isAccountRequiredMembership,
  isExecutiveRequiredMembership,
  isTemporaryMembership,
  isUpdateRequiredMembership,
  tierForMembershipType,
  type Tier,
} from '@met/scheme';

export type GatedMember = Pick<Member, 'suspended' | 'membershipTypeId'>;

export type GateBlockReason =
  'suspended' | 'temporary' | 'update-required' | 'executive-required' | 'account-required';

/** How the message reaches the member before logout. */
export type GatePresentation =
  { presentation: 'dialog' } | { presentation: 'toast'; severity: 'info'; toastMs: number };

export type GateOutcome =
  | { kind: 'allowed'; tier: Tier }
  | ({ kind: 'blocked'; reason: GateBlockReason; message: string } & GatePresentation);

const DIALOG: GatePresentation = { presentation: 'dialog' };

function blocked(reason: GateBlockReason, message: string): GateOutcome {
  return { kind: 'blocked', reason, message, ...DIALOG };
}

/**
 * Decides, after member data loads, whether the member may stay signed in (spec section 4).
 * Every blocked outcome means logout. The order is spec-decisions 4; the first match wins.
 */
export function membershipGate(member: GatedMember): GateOutcome {
  const typeId = member.membershipTypeId;
  if (member.suspended) return blocked('suspended', messages.app.suspended);
  if (isTemporaryMembership(typeId)) {
    return {
      kind: 'blocked',
      reason: 'temporary',
      message: messages.app.temporaryMembership,
      presentation: 'toast',
      severity: 'info',
      toastMs: TOAST_TEMPORARY_MS,
    };
  }
  if (isUpdateRequiredMembership(typeId)) {
    return blocked('update-required', messages.app.updateRequired);
  }
  if (isExecutiveRequiredMembership(typeId)) {
    return blocked('executive-required', messages.app.executiveRequired);
  }
  if (isAccountRequiredMembership(typeId)) {
    return blocked('account-required', messages.app.accountRequired);
  }
  const tier = tierForMembershipType(typeId);
  // spec-decisions 2: an unknown type is never given a silent default tier.
  if (tier === null) return blocked('update-required', messages.app.updateRequired);
  return { kind: 'allowed', tier };
}
