import type { CallContext } from '@met/scheme/contract';
import { admitDataExport, toPersonalData } from '../domain/dataExport';
import { toMemberData } from '../domain/memberData';
import type { Clock } from '../ports/Clock';
import type { DeskAudit } from '../ports/DeskAudit';
import type { MemberDirectory } from '../ports/MemberDirectory';
import type { Passkeys } from '../ports/Passkeys';
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
/** Where the records of a member's copy are kept. */
export interface HeldRecordStores {
  records: PersonalRecords;
  redemptions: Redemptions;
  members: MemberDirectory;
  passkeys: Passkeys;
  deskAudit: DeskAudit;
}

export class PersonalDataService {
  constructor(
    private readonly stores: HeldRecordStores,
    private readonly access: CallerAccess,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
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
    const { records, redemptions, members, passkeys, deskAudit } = this.stores;
    const [plays, rsvps, tickets, passes, mails, redeemed, consentHistory, keys, deskScans] =
      await Promise.all([
        records.playsOf(customerNumber),
        records.rsvpsOf(customerNumber),
        records.ticketsOf(caller.uid, caller.emailVerified ? caller.email : undefined),
        records.passesOf(caller.uid),
        this.mailsTo([profile.email, member.email]),
        redemptions.listFor(customerNumber),
        // The whole history, kept apart from the member's record.
        members.consentHistoryOf(member),
        passkeys.listFor(caller.uid),
        deskAudit.ofMember(customerNumber),
      ]);
    const data = toPersonalData({
      record: member,
      member: toMemberData(member, now, consentHistory),
      profile,
      plays,
      rsvps,
      tickets,
      passes,
      mails,
      redemptions: redeemed,
      passkeys: keys,
      deskScans,
    });
    return { success: true, exportedAt: now.toISOString(), data };
  }

  /** Mails kept for the login's address and, when it differs, the membership's. */
  private async mailsTo(addresses: string[]) {
    const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
    const kept = unique.map((address) => this.stores.records.mailsTo(address));
    return (await Promise.all(kept)).flat();
  }
}
