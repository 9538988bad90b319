import {
  breakEndFor,
  londonDayKey,
  remapHomeCasino,
  SELF_EXCLUDED_MESSAGE,
  TEMPORARY_MEMBERSHIP_TYPE_ID,
} from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { welcomeMail } from '../domain/accountMails';
import { CONSENT_HISTORY_IN_ANSWER, TOO_MANY_CONSENT_CHANGES } from '../domain/consentLimits';
import { admitMailCall, admitToMailbox } from '../domain/mailLimits';
import { countGuess } from '../domain/guessLimits';
import { sameEmail, toMemberData } from '../domain/memberData';
import {
  applyConsent,
  registrationConsent,
  stopAllMarketing,
  storedConsent,
} from '../domain/marketingConsent';
import { MESSAGES } from '../domain/messages';
import { pointsActivityOf } from '../domain/pointsActivity';
import { admitTicket, ticketRequestId } from '../domain/supportTickets';
import type { AppData } from '../ports/AppData';
import type { Clock } from '../ports/Clock';
import type { Mailer } from '../ports/Mailer';
import {
  CONSENT_DAY_FULL,
  type MemberDirectory,
  type MemberRecord,
} from '../ports/MemberDirectory';
import type { RateLimiter } from '../ports/RateLimiter';
import type { SupportDesk } from '../ports/SupportDesk';
import type { VenueDirectory } from '../ports/VenueDirectory';
import type { CallerAccess } from './CallerAccess';
import type { OwnerCheck } from './OwnerCheck';
import type { Request, Response } from './callableTypes';

/** members-*: joining, linking, the member's own record, their venue and support tickets. */
export class MembersService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly venues: VenueDirectory,
    private readonly appData: AppData,
    private readonly supportDesk: SupportDesk,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly access: CallerAccess,
    private readonly rateLimiter: RateLimiter,
    private readonly ownerCheck: OwnerCheck,
  ) {}

  /**
   * Joining the scheme: a temporary membership (type 34) until the member's ID is checked at the
   * casino, which is why the app's login later says 'temporary membership'. The mail limits (the
   * caller's, and the mailbox's welcome cooldown) come before anything looks the email up, and a
   * join that sends no welcome gives its mailbox place back; the welcome mail carries none of the
   * caller's words,
   * because nobody has confirmed the address yet. A join only borrows its address until someone
   * confirms it: a membership whose address nobody has confirmed (temporary, and no login holds
   * it) gives the address up to a later join, and keeps its record and number.
   */
  async registerAccount(
    request: Request<'members-registerAccount'>,
    ctx: CallContext,
  ): Response<'members-registerAccount'> {
    const limits = { rateLimiter: this.rateLimiter, clock: this.clock };
    await admitMailCall(limits, ctx);
    const admitted = await admitToMailbox(limits, 'welcome', request.values.email);
    if (!admitted.admitted) {
      throw new CallableError('resource-exhausted', MESSAGES.tooManyMailsToAddress);
    }
    try {
      return await this.join(request);
    } catch (error) {
      await admitted.notSent();
      throw error;
    }
  }

  /** The join itself, once its welcome mail is admitted. */
  private async join({
    values,
  }: Request<'members-registerAccount'>): Response<'members-registerAccount'> {
    const venue = await this.venues.findVenue(remapHomeCasino(values.homeCasino));
    if (!venue) throw new CallableError('invalid-argument', 'Please choose your home casino');
    const holder = await this.members.findByEmail(values.email);
    const borrowed =
      holder?.membership_type_id === TEMPORARY_MEMBERSHIP_TYPE_ID &&
      !(await this.appData.findProfileByMembership(holder.customer_number));
    if (holder && !borrowed) throw new CallableError('aborted', MESSAGES.emailHasMembership);
    const now = this.clock.now();
    const consent = registrationConsent(values.marketingOptIn, now);
    const newMember = {
      ...values,
      membershipTypeId: TEMPORARY_MEMBERSHIP_TYPE_ID,
      membershipTypeName: 'Temporary',
      interests: [],
      // Every channel off unless the join form's opt-in ("by email and SMS") was ticked.
      communications: consent.after,
      consentHistory: consent.entries,
      loyaltyPointsEndDate: `${Number(londonDayKey(now).slice(0, 4)) + 1}-12-31`,
      joinedAt: now.toISOString(),
    };
    // Taken over only while `holder` still holds the address: of two joins racing for it, one.
    const created = await this.members.register(newMember, {
      takeOverFrom: holder?.customer_number,
    });
    if (created === 'email-taken') throw new CallableError('aborted', MESSAGES.emailHasMembership);
    await this.mailer.send(welcomeMail(created.email, created.customer_number, venue.pagetitle));
    return { data: { success: true, customerNumber: created.customer_number } };
  }

  async linkMembership(
    request: Request<'members-linkMembership'>,
    ctx: CallContext,
  ): Response<'members-linkMembership'> {
    const caller = this.access.requireVerified(ctx);
    await this.access.requireProfile(caller);
    // Each guess counts against the number, the email, the login and the caller until it
    // proves right (guessLimits.ts); past a limit, the owner shows the mailed code (OwnerCheck.ts).
    const guess = await countGuess(
      { rateLimiter: this.rateLimiter, clock: this.clock },
      { membershipNumber: request.membershipNumber, email: caller.email, uid: caller.uid },
      ctx,
    );
    const member = await this.members.findByCustomerNumber(request.membershipNumber);
    const right =
      member !== undefined && member.dob === request.dob && sameEmail(member.email, caller.email);
    if (guess.overLimit) {
      const subject = right
        ? {
            purpose: 'link-membership' as const,
            membershipNumber: member.customer_number,
            email: member.email,
            dob: member.dob,
            uid: caller.uid,
          }
        : null;
      await this.ownerCheck.confirm(subject, request.ownerCode, ctx);
    }
    if (!right) throw new CallableError('invalid-argument', MESSAGES.detailsDoNotMatch);
    await guess.provedRight();
    const outcome = await this.appData.addMembership(caller.uid, member.customer_number);
    if (outcome === 'held-by-another') {
      throw new CallableError('aborted', MESSAGES.membershipLinkedElsewhere);
    }
    if (outcome === 'no-profile') throw new CallableError('not-found', MESSAGES.profileNotFound);
    return { success: true };
  }

  /** The caller's own member record; a gated member gets it too, so the app can say why. */
  async getMember(
    _request: Request<'members-getMember'>,
    ctx: CallContext,
  ): Response<'members-getMember'> {
    const { member } = await this.access.requireMember(ctx, { allowGated: true });
    return { success: true, result: await this.memberData(member, this.clock.now()) };
  }

  async updateProfile(
    request: Request<'members-updateProfile'>,
    ctx: CallContext,
  ): Response<'members-updateProfile'> {
    const { member } = await this.access.requireMember(ctx);
    if (request.crmId !== member.id) {
      throw new CallableError('permission-denied', MESSAGES.notYourRecord);
    }
    const { phone_mobile, interests, communications, stopAllMarketing: stopAll } = request.values;
    // Consent: the member's own record only; the server stamps each change's entry, so the
    // audit trail never holds a time or a source the app made up.
    const before = storedConsent(member.communications);
    const now = this.clock.now();
    const consent = stopAll
      ? stopAllMarketing(before, now)
      : communications === undefined
        ? undefined
        : applyConsent(before, communications, now, 'settings');
    // The day's budget is checked in the write itself (consentLimits.ts): stop-all always fits.
    const updated = await this.members.updateProfile(
      member.customer_number,
      {
        ...(phone_mobile === undefined ? {} : { phone_mobile }),
        ...(interests === undefined ? {} : { interests: [...new Set(interests)] }),
        ...(consent === undefined ? {} : { communications: consent.after }),
      },
      consent?.entries,
    );
    if (updated === CONSENT_DAY_FULL) {
      throw new CallableError('resource-exhausted', TOO_MANY_CONSENT_CHANGES);
    }
    if (!updated) throw new CallableError('not-found', MESSAGES.memberNotFound);
    return { success: true, result: await this.memberData(updated, this.clock.now()) };
  }

  /** The member's answer: the record as the app sees it, with the newest of its consent history. */
  private async memberData(member: MemberRecord, now: Date) {
    const history = await this.members.consentHistoryOf(member, CONSENT_HISTORY_IN_ANSWER);
    return toMemberData(member, now, history);
  }

  /**
   * Take a break (our extension of the spec's table): the period the member chose, from
   * the server's now. A break already running is only lengthened, never shortened (the directory
   * keeps the later end atomically), and nothing ends one early. A self-excluded membership has
   * no end to move: it is told so.
   */
  async takeBreak(
    request: Request<'members-takeBreak'>,
    ctx: CallContext,
  ): Response<'members-takeBreak'> {
    const { member } = await this.access.requireMember(ctx);
    if (member.selfExcluded === true) {
      throw new CallableError('permission-denied', SELF_EXCLUDED_MESSAGE, {
        pause: 'self-excluded',
      });
    }
    const now = this.clock.now();
    const endsAt = breakEndFor(request.period, now).toISOString();
    const updated = await this.members.lengthenBreak(member.customer_number, endsAt);
    if (!updated) throw new CallableError('not-found', MESSAGES.memberNotFound);
    return { success: true, result: await this.memberData(updated, now) };
  }

  /**
   * The caller's own points activity (our extension of the spec's table): the request
   * names nobody, so it is always the caller's. A member on a break sees it: points keep working.
   */
  async getPointsActivity(
    _request: Request<'members-getPointsActivity'>,
    ctx: CallContext,
  ): Response<'members-getPointsActivity'> {
    const { member } = await this.access.requireMember(ctx);
    return { success: true, result: pointsActivityOf(member) };
  }

  async getVenue(
    request: Request<'members-getVenue'>,
    ctx: CallContext,
  ): Response<'members-getVenue'> {
    const caller = this.access.requireSignedIn(ctx);
    await this.access.refuseGatedMember(caller);
    const venue = await this.venues.findVenue(remapHomeCasino(request.venueId));
    if (!venue) throw new CallableError('not-found', MESSAGES.venueNotFound);
    return venue;
  }

  async getRestaurant(
    request: Request<'members-getRestaurant'>,
    ctx: CallContext,
  ): Response<'members-getRestaurant'> {
    const caller = this.access.requireSignedIn(ctx);
    await this.access.refuseGatedMember(caller);
    const venueId = remapHomeCasino(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const restaurant = await this.venues.findRestaurant(venueId);
    if (!restaurant) throw new CallableError('not-found', MESSAGES.restaurantNotFound);
    return restaurant;
  }

  /**
   * The support form works signed out too (/account/support), so it is not gated: a blocked
   * member must still reach support. Limited per caller and, signed out, by the desk's budget for
   * signed-out tickets (supportTickets.ts); a retry of a filed ticket (same caller,
   * key and values) answers the same reference.
   */
  async submitTicket(
    request: Request<'members-submitTicket'>,
    ctx: CallContext,
  ): Response<'members-submitTicket'> {
    const now = this.clock.now();
    const uid = ctx.auth?.uid;
    await admitTicket({ rateLimiter: this.rateLimiter }, ctx, now);
    const requestId = await ticketRequestId(uid, request.idempotencyKey, request.values);
    const ticketId = await this.supportDesk.submit(
      { values: request.values, uid, submittedAt: now.toISOString() },
      requestId,
    );
    return { success: true, ticketId };
  }
}
