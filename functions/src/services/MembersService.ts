import { londonDayKey, TEMPORARY_MEMBERSHIP_TYPE_ID, remapHomeCasino } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { sameEmail, toMemberData } from '../domain/memberData';
import { MESSAGES } from '../domain/messages';
import type { AppData } from '../ports/AppData';
import type { Clock } from '../ports/Clock';
import type { Mailer } from '../ports/Mailer';
import type { MemberDirectory } from '../ports/MemberDirectory';
import type { SupportDesk } from '../ports/SupportDesk';
import type { VenueDirectory } from '../ports/VenueDirectory';
import type { CallerAccess } from './CallerAccess';
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
  ) {}

  /**
   * Joining the scheme: a temporary membership (type 34) until the member's ID is checked at the
   * casino, which is why the app's login later says 'temporary membership'.
   */
  async registerAccount(
    request: Request<'members-registerAccount'>,
  ): Response<'members-registerAccount'> {
    const { values } = request;
    const venue = await this.venues.findVenue(remapHomeCasino(values.homeCasino));
    if (!venue) throw new CallableError('invalid-argument', 'Please choose your home casino');
    if (await this.members.findByEmail(values.email)) {
      throw new CallableError('aborted', MESSAGES.emailHasMembership);
    }
    const now = this.clock.now();
    const created = await this.members.register({
      ...values,
      membershipTypeId: TEMPORARY_MEMBERSHIP_TYPE_ID,
      membershipTypeName: 'Temporary',
      interests: [],
      communications: {
        email: values.marketingOptIn,
        sms: values.marketingOptIn,
        push: false,
        post: false,
      },
      loyaltyPointsEndDate: `${Number(londonDayKey(now).slice(0, 4)) + 1}-12-31`,
      joinedAt: now.toISOString(),
    });
    if (created === 'email-taken') throw new CallableError('aborted', MESSAGES.emailHasMembership);
    await this.mailer.send({
      to: created.email,
      subject: 'Welcome to Met Rewards',
      text:
        `Hello ${created.first_name}, thank you for joining. Your membership number is ` +
        `${created.customer_number}. Your membership is temporary until we have checked your ` +
        `photo ID: please bring it on your next visit to ${venue.pagetitle}.`,
    });
    return { data: { success: true, customerNumber: created.customer_number } };
  }

  async linkMembership(
    request: Request<'members-linkMembership'>,
    ctx: CallContext,
  ): Response<'members-linkMembership'> {
    const caller = this.access.requireVerified(ctx);
    await this.access.requireProfile(caller);
    const member = await this.members.findByCustomerNumber(request.membershipNumber);
    if (!member || member.dob !== request.dob || !sameEmail(member.email, caller.email)) {
      throw new CallableError('invalid-argument', MESSAGES.detailsDoNotMatch);
    }
    const outcome = await this.appData.addMembership(caller.uid, member.customer_number);
    if (outcome === 'held-by-another') {
      throw new CallableError('aborted', MESSAGES.membershipLinkedElsewhere);
    }
    if (outcome === 'no-profile') throw new CallableError('not-found', MESSAGES.profileNotFound);
    return { success: true };
  }

  /** The caller's own member record; a suspended member gets it too, so the app can say why. */
  async getMember(
    _request: Request<'members-getMember'>,
    ctx: CallContext,
  ): Response<'members-getMember'> {
    const { member } = await this.access.requireMember(ctx, { allowSuspended: true });
    return { success: true, result: toMemberData(member) };
  }

  async updateProfile(
    request: Request<'members-updateProfile'>,
    ctx: CallContext,
  ): Response<'members-updateProfile'> {
    const { member } = await this.access.requireMember(ctx);
    if (request.crmId !== member.id) {
      throw new CallableError('permission-denied', MESSAGES.notYourRecord);
    }
    const { phone_mobile, interests, communications } = request.values;
    const updated = await this.members.updateProfile(member.customer_number, {
      ...(phone_mobile === undefined ? {} : { phone_mobile }),
      ...(interests === undefined ? {} : { interests: [...new Set(interests)] }),
      ...(communications === undefined ? {} : { communications }),
    });
    if (!updated) throw new CallableError('not-found', MESSAGES.memberNotFound);
    return { success: true, result: toMemberData(updated) };
  }

  async getVenue(
    request: Request<'members-getVenue'>,
    ctx: CallContext,
  ): Response<'members-getVenue'> {
    const caller = this.access.requireSignedIn(ctx);
    await this.access.refuseTemporaryMember(caller);
    const venue = await this.venues.findVenue(remapHomeCasino(request.venueId));
    if (!venue) throw new CallableError('not-found', MESSAGES.venueNotFound);
    return venue;
  }

  async getRestaurant(
    request: Request<'members-getRestaurant'>,
    ctx: CallContext,
  ): Response<'members-getRestaurant'> {
    const caller = this.access.requireSignedIn(ctx);
    await this.access.refuseTemporaryMember(caller);
    const venueId = remapHomeCasino(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const restaurant = await this.venues.findRestaurant(venueId);
    if (!restaurant) throw new CallableError('not-found', MESSAGES.restaurantNotFound);
    return restaurant;
  }

  /** The support form works signed out too (/account/support). */
  async submitTicket(
    request: Request<'members-submitTicket'>,
    ctx: CallContext,
  ): Response<'members-submitTicket'> {
    const ticketId = await this.supportDesk.submit({
      values: request.values,
      uid: ctx.auth?.uid,
      submittedAt: this.clock.now().toISOString(),
    });
    return { success: true, ticketId };
  }
}
