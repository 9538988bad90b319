import type { Member } from './Member';
import { TOAST_TEMPORARY_MS } from '../kernel/constants';
import { messages } from '../kernel/messages';
import { gateReason, tierForMembershipType, type GateReason, type Tier } from '@met/scheme';

export type GatedMember = Pick<Member, 'suspended' | 'membershipTypeId'>;

export type GateBlockReason = GateReason;

/** How the message reaches the member before logout. */
export type GatePresentation =
  { presentation: 'dialog' } | { presentation: 'toast'; severity: 'info'; toastMs: number };

export type GateOutcome =
  | { kind: 'allowed'; tier: Tier }
  | ({ kind: 'blocked'; reason: GateBlockReason; message: string } & GatePresentation);

const MESSAGE_OF: Readonly<Record<GateBlockReason, string>> = {
  suspended: messages.app.suspended,
  temporary: messages.app.temporaryMembership,
  'update-required': messages.app.updateRequired,
  'executive-required': messages.app.executiveRequired,
  'account-required': messages.app.accountRequired,
};

/**
 * Decides, after member data loads, whether the member may stay signed in (spec section 4).
 * Every blocked outcome means logout. The decision is the scheme's `gateReason`, the one the
 * backend's callables apply too (spec-decisions 24), so the app and the server cannot disagree;
 * the app adds only how the member is told: a toast for a temporary membership, else a dialog.
 */
export function membershipGate(member: GatedMember): GateOutcome {
  const reason = gateReason(member);
  const tier = tierForMembershipType(member.membershipTypeId);
  if (reason === null && tier !== null) return { kind: 'allowed', tier };
  // gateReason answers null only for a type id with a tier; update-required is its own fallback.
  const blockedBy = reason ?? 'update-required';
  const message = MESSAGE_OF[blockedBy];
  if (blockedBy === 'temporary') {
    return {
      kind: 'blocked',
      reason: blockedBy,
      message,
      presentation: 'toast',
      severity: 'info',
      toastMs: TOAST_TEMPORARY_MS,
    };
  }
  return { kind: 'blocked', reason: blockedBy, message, presentation: 'dialog' };
}
