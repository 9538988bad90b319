import { TEMPORARY_MEMBERSHIP_TYPE_ID } from '@met/scheme';
import { type CallContext, type CallerIdentity, CallableError } from '@met/scheme/contract';
import { MESSAGES } from '../domain/messages';
import type { AppData, UserProfile } from '../ports/AppData';
import type { MemberDirectory, MemberRecord } from '../ports/MemberDirectory';

export interface LinkedMember {
  caller: CallerIdentity;
  profile: UserProfile;
  member: MemberRecord;
}

/**
 * Who may see what. The member is always resolved from the caller's own users/{uid} profile,
 * never from a customer number or crmId the client sends.
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

  /** The caller's own membership (memberships[0]); suspended members are refused unless allowed. */
  async requireMember(
    ctx: CallContext,
    options: { allowSuspended?: boolean } = {},
  ): Promise<LinkedMember> {
    const caller = this.requireVerified(ctx);
    const profile = await this.requireProfile(caller);
    const customerNumber = profile.memberships[0];
    const member =
      customerNumber === undefined
        ? undefined
        : await this.members.findByCustomerNumber(customerNumber);
    if (!member) throw new CallableError('not-found', MESSAGES.memberNotFound);
    if (member.suspended && !options.allowSuspended) {
      throw new CallableError('permission-denied', MESSAGES.suspended);
    }
    return { caller, profile, member };
  }

  /**
   * Refuses venue, events and restaurant to a temporary member (spec section 6).
   * @returns the caller's linked membership number, if any.
   */
  async refuseTemporaryMember(caller: CallerIdentity): Promise<string | undefined> {
    const customerNumber = (await this.appData.getProfile(caller.uid))?.memberships[0];
    if (customerNumber === undefined) return undefined;
    const member = await this.members.findByCustomerNumber(customerNumber);
    if (member?.membership_type_id === TEMPORARY_MEMBERSHIP_TYPE_ID) {
      throw new CallableError('permission-denied', MESSAGES.temporaryMembership);
    }
    return customerNumber;
  }
}
