import { remapHomeCasino } from '@met/scheme';
import type {
  CallableRequest,
  CallableResponse,
  CallContext,
  WalletPassLinks,
} from '@met/scheme/contract';
import type { Clock } from '../ports/Clock';
import type { MemberRecord } from '../ports/MemberDirectory';
import type { VenueDirectory } from '../ports/VenueDirectory';
import type { WalletRegistrations } from '../ports/WalletRegistrations';
import type { AppleWalletLinks, GoogleWalletLinks } from '../ports/WalletLinks';
import type { CallerAccess } from './CallerAccess';

/**
 * wallet-getPassLinks (our extension of the spec's callable table, api.ts): the signed-in
 * member's own card as an Apple Wallet link and a Google Wallet link. Gated like every member
 * call; a wallet this deployment has no keys for is null.
 */
export class WalletService {
  constructor(
    private readonly access: CallerAccess,
    private readonly venues: VenueDirectory,
    private readonly clock: Clock,
    private readonly apple: AppleWalletLinks | null,
    private readonly google: GoogleWalletLinks | null,
    /** Apple Wallet's issued passes: revoked without any wallet key. */
    private readonly walletPasses: Pick<WalletRegistrations, 'revokePasses'>,
    /** The wallets sign with throwaway keys: the answer says its passes are samples. */
    private readonly sample = false,
  ) {}

  /**
   * The caller's own pass links. The request was parsed by its handler (api.ts): it carries
   * nothing, so there is no other member's card to name.
   */
  async getPassLinks(
    _request: CallableRequest<'wallet-getPassLinks'>,
    ctx: CallContext,
  ): Promise<WalletPassLinks> {
    const { caller, member } = await this.access.requireMember(ctx);
    const venue = await this.venues.findVenue(remapHomeCasino(member.home_casino));
    const holder = { uid: caller.uid, member, venue };
    const [apple, google] = await Promise.all([
      this.apple ? this.apple.passLink(holder, this.clock.now()) : null,
      this.google ? this.google.saveUrl(holder).then((url) => ({ url })) : null,
    ]);
    return this.sample && (apple || google) ? { apple, google, sample: true } : { apple, google };
  }

  /**
   * wallet-removeCardEverywhere (our extension): 'remove my card from other devices'. Every Apple
   * Wallet pass of the caller's membership is revoked and its devices forgotten, so a copied or
   * forgotten pass reads nothing more; the member adds the card again from the app where they
   * want it (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes"). Google's object is
   * held by one Google account only (ONE_USER_ALL_DEVICES), so there is nothing to revoke there.
   */
  async removeCardEverywhere(
    _request: CallableRequest<'wallet-removeCardEverywhere'>,
    ctx: CallContext,
  ): Promise<CallableResponse<'wallet-removeCardEverywhere'>> {
    const { member } = await this.access.requireMember(ctx);
    const removed = await this.walletPasses.revokePasses({
      serialNumber: member.customer_number,
    });
    return { success: true, removed };
  }

  /** The casino's record of a member changed: each wallet refreshes the passes it issued. */
  async onMemberChanged(before: MemberRecord, after: MemberRecord): Promise<void> {
    await Promise.all([
      this.apple?.onMemberChanged(before, after),
      this.google?.onMemberChanged(before, after),
    ]);
  }
}
