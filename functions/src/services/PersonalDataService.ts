import type { CallContext } from '@met/scheme/contract';
import { admitDataExport, toPersonalData } from '../domain/dataExport';
import { toMemberData } from '../domain/memberData';
import type { Clock } from '../ports/Clock';
import type { MemberDirectory } from '../ports/MemberDirectory';
import type { PersonalRecords } from '../ports/PersonalRecords';
import type { RateLimiter } from '../ports/RateLimiter';
import type { Redemptions } from '../ports/Redemptions';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

/**
 * members-downloadMyData (our extension of the spec's table): a copy of everything the
 * backend holds about the caller. The member is the caller's own (CallerAccess), and every record
 * is read by the keys of that login and membership; the request carries nothing.
 */
export class PersonalDataService {
  constructor(
    private readonly records: PersonalRecords,
    private readonly access: CallerAccess,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly redemptions: Redemptions,
    private readonly members: MemberDirectory,
  ) {}

  /**
   * A gated member gets their copy too (subject access is theirs whatever their membership's
   * state), as does a member on a break: it is neither marketing nor an incentive.
   */
  async downloadMyData(
    _request: Request<'members-downloadMyData'>,
    ctx: CallContext,
  ): Response<'members-downloadMyData'> {
    const { caller, profile, member } = await this.access.requireMember(ctx, { allowGated: true });
    const now = this.clock.now();
    await admitDataExport(this.rateLimiter, caller.uid, now);
    const customerNumber = member.customer_number;
    const [plays, rsvps, tickets, passes, mails, redemptions, consentHistory] = await Promise.all([
      this.records.playsOf(customerNumber),
      this.records.rsvpsOf(customerNumber),
      this.records.ticketsOf(caller.uid, caller.emailVerified ? caller.email : undefined),
      this.records.passesOf(caller.uid),
      this.mailsTo([profile.email, member.email]),
      this.redemptions.listFor(customerNumber),
      // The whole history, kept apart from the member's record.
      this.members.consentHistoryOf(member),
    ]);
    const data = toPersonalData({
      member: toMemberData(member, now, consentHistory),
      profile,
      plays,
      rsvps,
      tickets,
      passes,
      mails,
      redemptions,
    });
    return { success: true, exportedAt: now.toISOString(), data };
  }

  /** Mails kept for the login's address and, when it differs, the membership's. */
  private async mailsTo(addresses: string[]) {
    const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
    return (await Promise.all(unique.map((address) => this.records.mailsTo(address)))).flat();
  }
}
