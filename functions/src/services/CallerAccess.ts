import { gateReason, pauseMessage, pauseStateAt, type GateReason } from '@met/scheme';
import { type CallContext, type CallerIdentity, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { AppData, UserProfile } from '../ports/AppData';
import type { MemberDirectory, MemberRecord } from '../ports/MemberDirectory';

export interface LinkedMember {
  caller: CallerIdentity;
  profile: UserProfile;
  member: MemberRecord;
}

/** The backend's wording for each gate: the app's, word for word (one copy, in the scheme). */
const GATE_REFUSALS: Readonly<Record<GateReason, string>> = {
  suspended: MESSAGES.suspended,
  temporary: MESSAGES.temporaryMembership,
  'update-required': MESSAGES.updateRequired,
  'executive-required': MESSAGES.executiveRequired,
  'account-required': MESSAGES.accountRequired,
};

/**
 * Who may see what. The member is always resolved from the caller's own users/{uid} profile,
 * never from a customer number or crmId the client sends.
 *
 * The membership gates of spec sections 4 and 6 are the server's as well as the app's
 * (spec-decisions 24): every member-facing callable refuses a gated member with the message the
 * app shows, through `requireMember` (member data and actions) or `refuseGatedMember` (the
 * casino's published content). Only members-getMember answers a gated member, so the app can
 * say why it signs them out.
 */
export class CallerAccess {
  constructor(
    private readonly appData: AppData,
    private readonly members: MemberDirectory,
  ) {}

  requireSignedIn(ctx: CallContext): CallerIdentity {
    if (!ctx.auth) throw new CallableError('unauthenticated', MESSAGES.notSignedIn);
    return ctx.auth;
  }

  requireVerified(ctx: CallContext): CallerIdentity {
    const caller = this.requireSignedIn(ctx);
    if (!caller.emailVerified)
      throw new CallableError('permission-denied', MESSAGES.emailNotVerified);
    return caller;
  }

  async requireProfile(caller: CallerIdentity): Promise<UserProfile> {
    const profile = await this.appData.getProfile(caller.uid);
    if (!profile) throw new CallableError('not-found', MESSAGES.profileNotFound);
    return profile;
  }

  /**
   * The caller's own membership (memberships[0]), refused with the gate's message when the
   * membership is gated, unless `allowGated` (members-getMember alone).
   */
  async requireMember(
    ctx: CallContext,
    options: { allowGated?: boolean; refusePaused?: Date } = {},
  ): Promise<LinkedMember> {
    const caller = this.requireVerified(ctx);
    const profile = await this.requireProfile(caller);
    const customerNumber = profile.memberships[0];
    const member =
      customerNumber === undefined
        ? undefined
        : await this.members.findByCustomerNumber(customerNumber);
    if (!member) throw new CallableError('not-found', MESSAGES.memberNotFound);
    if (!options.allowGated) refuseIfGated(member);
    if (options.refusePaused) refuseIfPaused(member, options.refusePaused);
    return { caller, profile, member };
  }

  /**
   * For the casino's published content (venue, restaurant, events, benefits, games, prizes):
   * a signed-in caller with no linked membership still reads it, as before; a caller whose
   * linked membership is gated is refused with the gate's message.
   * @returns the caller's linked membership number, if any.
   */
  async refuseGatedMember(
    caller: CallerIdentity,
    options: { refusePaused?: Date } = {},
  ): Promise<string | undefined> {
    const customerNumber = (await this.appData.getProfile(caller.uid))?.memberships[0];
    if (customerNumber === undefined) return undefined;
    const member = await this.members.findByCustomerNumber(customerNumber);
    if (member) refuseIfGated(member);
    if (member && options.refusePaused) refuseIfPaused(member, options.refusePaused);
    return customerNumber;
  }
}

/**
 * Take a break and self-exclusion: a member on a break, or self-excluded, is refused
 * offers, vouchers, Spin To Win and RSVPs with the one message that says when the break ends.
 */
function refuseIfPaused(member: MemberRecord, now: Date): void {
  const pause = pauseStateAt(member, now);
  if (pause.kind === 'none') return;
  throw new CallableError(
    'permission-denied',
    pauseMessage(pause),
    pause.kind === 'break'
      ? { pause: 'break', breakEndsAt: pause.endsAt.toISOString() }
      : { pause: 'self-excluded' },
  );
}

function refuseIfGated(member: MemberRecord): void {
  const reason = gateReason({
    suspended: member.suspended,
    membershipTypeId: member.membership_type_id,
  });
  if (reason !== null) throw new CallableError('permission-denied', GATE_REFUSALS[reason]);
}
