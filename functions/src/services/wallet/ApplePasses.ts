import { gateReason, remapHomeCasino, tierForMembershipType } from '@met/scheme';
import type { AppData } from '../../ports/AppData';
import type { Clock } from '../../ports/Clock';
import type { MemberDirectory, MemberRecord } from '../../ports/MemberDirectory';
import type { PassUpdatePush } from '../../ports/PassUpdatePush';
import type { Signer } from '../../ports/Signer';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import type { AppleWalletLinks, WalletCardHolder } from '../../ports/WalletLinks';
import type {
  IssuedPass,
  PassRevocation,
  WalletRegistrations,
} from '../../ports/WalletRegistrations';
import type { ApplePassFactory } from './ApplePassFactory';
import { newLinkTicketId, newPassToken, passTokenHash } from './passTokens';
import { nextUpdateTag } from './updateTags';
import { textAnswer as refusal, type WalletHttpAnswer } from './walletHttp';

/** Where the hosting rewrite sends a pass link (the lead's wallet-apple HTTPS function). */
const APPLE_PASS_LINK_PATH = '/wallet/apple/pass';
/** Long enough to tap 'Add to Apple Wallet' after the card screen asked; a leaked link dies soon. */
const APPLE_PASS_LINK_LIFETIME_MS = 10 * 60 * 1000;
/** Kept apart from every other message the wallet key signs (the pass tokens). */
const PURPOSE = 'apple-pass-link';
const MAX_TOKEN_LENGTH = 1_000;
const SECONDS = /^[0-9]{1,12}$/;
/** newLinkTicketId's 22 base64url characters, with a little room. */
const TICKET_ID = /^[A-Za-z0-9_-]{16,64}$/;

interface LinkTicket {
  /** The login the link was issued to. */
  u: string;
  /** The membership number. */
  c: string;
  /** Expiry, Unix seconds. */
  x: string;
  /** The link's own id: a link serves one pass (DECISIONS.md "... revocable passes"). */
  n: string;
}

/** Why a pass's caller gets nothing: no such live token, or its holder may no longer have it. */
export type PassStanding = { pass: IssuedPass; member: MemberRecord } | 'refused';

export interface ApplePassesDeps {
  factory: ApplePassFactory;
  /** HMAC key of the links: WALLET_LINK_SECRET. */
  signer: Signer;
  appData: AppData;
  members: MemberDirectory;
  venues: VenueDirectory;
  registrations: WalletRegistrations;
  push: PassUpdatePush;
  clock: Clock;
  /** The live app's origin: links point at its hosting rewrite. */
  origin: string;
}

/**
 * Apple Wallet for wallet-getPassLinks (DECISIONS.md "Card and wallets: Apple Wallet"): a signed
 * link to the member's own .pkpass, valid 10 minutes and used once, that re-checks today's state
 * when opened and issues the pass its own random token (kept hashed); the check of that token for
 * the web service; revocation (a deleted login, a gated membership, 'remove my card'); and, when
 * the casino's record of a member changes, the pass's new update tag and a push to every device
 * holding it.
 */
export class ApplePasses implements AppleWalletLinks {
  constructor(private readonly deps: ApplePassesDeps) {}

  async passLink(holder: WalletCardHolder, now: Date): Promise<{ url: string; expiresAt: string }> {
    const expiresAt = new Date(now.getTime() + APPLE_PASS_LINK_LIFETIME_MS);
    const ticket: LinkTicket = {
      u: holder.uid,
      c: holder.member.customer_number,
      x: String(Math.floor(expiresAt.getTime() / 1000)),
      n: newLinkTicketId(),
    };
    const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
    const token = `${payload}.${await this.deps.signer.sign(signed(ticket))}`;
    return {
      url: `${this.deps.origin}${APPLE_PASS_LINK_PATH}?token=${token}`,
      expiresAt: new Date(Number(ticket.x) * 1000).toISOString(),
    };
  }

  /** Opens a pass link: never throws for a bad link, it answers why not. */
  async openPassLink(token: string, now: Date): Promise<WalletHttpAnswer> {
    const ticket = await this.verifiedTicket(token);
    if (ticket === null) return refusal(400, 'This card link is not valid.');
    if (now.getTime() >= Number(ticket.x) * 1000) {
      return refusal(410, 'This card link has expired: open your card in the app and try again.');
    }
    const profile = await this.deps.appData.getProfile(ticket.u);
    const member =
      profile?.memberships[0] === ticket.c
        ? await this.deps.members.findByCustomerNumber(ticket.c)
        : undefined;
    if (!member) return refusal(403, 'This card is not yours to add.');
    if (gateOf(member) !== null) return refusal(403, 'This membership cannot be added to Wallet.');
    const expiry = new Date(Number(ticket.x) * 1000).toISOString();
    if (!(await this.deps.registrations.useLinkTicket(ticket.n, expiry))) {
      return refusal(410, 'This card link has been used: open your card in the app and try again.');
    }
    const passToken = await this.issue(ticket.u, member.customer_number, now);
    const venue = await this.deps.venues.findVenue(remapHomeCasino(member.home_casino));
    return {
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.apple.pkpass',
        'Content-Disposition': 'attachment; filename="met-rewards.pkpass"',
        'Cache-Control': 'no-store',
      },
      body: await this.deps.factory.build(member, venue, passToken),
    };
  }

  /**
   * Who a pass call's token stands for: a token this service issued for that serial, not
   * revoked, whose login still holds the membership first and whose membership passes the gate.
   * Anything else is refused alike (the web service's 401), so a copied pass, a deleted login's
   * pass or a suspended member's pass reads nothing. The lookup is by the token's SHA-256, so
   * its timing says nothing about any stored token.
   */
  async standingOf(serialNumber: string, token: string): Promise<PassStanding> {
    const pass = await this.deps.registrations.issuedPass(await passTokenHash(token));
    if (!pass || pass.revoked || pass.serialNumber !== serialNumber) return 'refused';
    const profile = await this.deps.appData.getProfile(pass.uid);
    if (profile?.memberships[0] !== pass.customerNumber) return 'refused';
    const member = await this.deps.members.findByCustomerNumber(pass.customerNumber);
    if (!member || gateOf(member) !== null) return 'refused';
    return { pass, member };
  }

  /** Ends every pass the revocation names and the device registrations made with them. */
  revokePasses(revocation: PassRevocation): Promise<number> {
    return this.deps.registrations.revokePasses(revocation);
  }

  async onMemberChanged(before: MemberRecord, after: MemberRecord): Promise<void> {
    if (gateOf(after) !== null) {
      // A gated membership's passes are revoked, not updated: they read nothing from now on.
      await this.revokePasses({ serialNumber: this.deps.factory.serialOf(after.customer_number) });
      return;
    }
    if (!passChanged(before, after)) return;
    const serialNumber = this.deps.factory.serialOf(after.customer_number);
    const pushTokens = await this.deps.registrations.pushTokensOf(serialNumber);
    // No device holds the pass: a pass fetched later is built from the record as it is then.
    if (pushTokens.length === 0) return;
    const current = await this.deps.registrations.updateTagOf(serialNumber);
    await this.deps.registrations.markUpdated(
      serialNumber,
      nextUpdateTag(current, this.deps.clock.now()),
    );
    await this.deps.push.notify(pushTokens);
  }

  /** A new pass's random token, its hash stored with whom it was issued to. */
  private async issue(uid: string, customerNumber: string, now: Date): Promise<string> {
    const token = newPassToken();
    await this.deps.registrations.issuePass({
      tokenHash: await passTokenHash(token),
      serialNumber: this.deps.factory.serialOf(customerNumber),
      customerNumber,
      uid,
      issuedAt: now.toISOString(),
      revoked: false,
    });
    return token;
  }

  private async verifiedTicket(token: string): Promise<LinkTicket | null> {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const [payload, signature, extra] = token.split('.');
    // Stryker disable next-line ConditionalExpression,LogicalOperator: an empty payload is not JSON (parseTicket answers null) and the HMAC verify refuses an empty or missing signature, so such a link is refused (400) without this check too
    if (!payload || !signature || extra !== undefined) return null;
    const ticket = parseTicket(payload);
    if (!ticket) return null;
    return (await this.deps.signer.verify(signed(ticket), signature)) ? ticket : null;
  }
}

/** What the pass shows or how Wallet treats it: points, tier, name, home casino, gate. */
function passChanged(before: MemberRecord, after: MemberRecord): boolean {
  const shown = (member: MemberRecord) =>
    JSON.stringify([
      member.rewardPoints,
      tierForMembershipType(member.membership_type_id) ?? member.membership_type_Name,
      member.first_name,
      member.last_name,
      remapHomeCasino(member.home_casino),
      gateReason({ suspended: member.suspended, membershipTypeId: member.membership_type_id }),
    ]);
  return shown(before) !== shown(after);
}

function parseTicket(payload: string): LinkTicket | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: without this check, null throws on destructuring (the catch answers null) and a number, string or boolean has no string u, so the next line answers null
    if (typeof value !== 'object' || value === null) return null;
    const { u, c, x, n } = value as Record<string, unknown>;
    if (typeof u !== 'string' || typeof c !== 'string' || typeof x !== 'string') return null;
    if (typeof n !== 'string' || !TICKET_ID.test(n)) return null;
    if (!u || !c || !SECONDS.test(x)) return null;
    return { u, c, x, n };
  } catch /* Stryker disable next-line BlockStatement: undefined is refused as null is (if (!ticket)) */ {
    return null;
  }
}

/** The one string a link's signature covers: every field, in order, and the purpose. */
function signed(ticket: LinkTicket): string {
  return JSON.stringify([PURPOSE, ticket.u, ticket.c, ticket.x, ticket.n]);
}

function gateOf(member: MemberRecord) {
  return gateReason({ suspended: member.suspended, membershipTypeId: member.membership_type_id });
}
