import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import type { Clock } from '../ports/Clock';
import type { IdentityAdmin } from '../ports/IdentityAdmin';
import type { PasswordResetLinks } from '../ports/PasswordResetLinks';
import type { Signer } from '../ports/Signer';

/** The app's page for asking again when a reset link can no longer be used. */
const FORGOTTEN_PASSWORD_PATH = '/forgotten-password';
/** Where the hosting rewrite sends a signed reset link (the resetLink-open function). */
export const RESET_LINK_ENDPOINT_PATH = '/account/reset-link';
/** Kept apart from every other message the same key signs (voucher QR payloads). */
const PURPOSE = 'password-reset-link';

/** What opening a signed reset link leads to: where the browser is redirected (302). */
export type ResetLinkOutcome =
  { kind: 'reset'; location: string } | { kind: 'expired' | 'invalid'; location: string };

interface Ticket {
  /** The login's email. */
  e: string;
  /** ISO instant the link was issued. */
  t: string;
  /** The app's reset page the fresh provider link opens (checked when issued). */
  u: string;
}

/**
 * The password reset link the mail carries
 * (DECISIONS.md "Account and mail: a reset link lives 2 hours"). Firebase's own reset codes live 1
 * hour and the lifetime cannot be set, but the mail promises the scheme's 2 hours. So the mail
 * carries a link the backend signs, holding the login's email and the issue time; opening it (the
 * resetLink-open HTTP function) checks the signature and the 2 hours, refuses a link older than the
 * login's last password change, and only then asks the identity provider for a fresh reset code and
 * sends the browser to the app's reset page with it.
 */
export class ResetLinks implements PasswordResetLinks {
  constructor(
    private readonly signer: Signer,
    private readonly clock: Clock,
    private readonly identity: IdentityAdmin,
    /** e.g. 'https://rewards.example.com': the signed links and the fallback page live there. */
    private readonly origin: string,
  ) {}

  /** A signed link for `email` that opens `resetPageUrl` with a provider code for 2 hours. */
  async issue(email: string, resetPageUrl: string): Promise<string> {
    const ticket: Ticket = { e: email, t: this.clock.now().toISOString(), u: resetPageUrl };
    const query = new URLSearchParams({ ...ticket, s: await this.signer.sign(signed(ticket)) });
    return `${this.origin}${RESET_LINK_ENDPOINT_PATH}?${query.toString()}`;
  }

  /** Checks a signed link's query now. Never throws for a bad link: it says where to go. */
  async open(query: URLSearchParams): Promise<ResetLinkOutcome> {
    const ticket = await this.verifiedTicket(query);
    if (ticket === null)
      return { kind: 'invalid', location: this.askAgain('invalid', this.origin) };
    const askAgainOrigin = new URL(ticket.u).origin;
    const issuedAt = Date.parse(ticket.t);
    const age = this.clock.now().getTime() - issuedAt;
    if (!(age >= 0 && age <= PASSWORD_RESET_LINK_LIFETIME_MS)) {
      return { kind: 'expired', location: this.askAgain('expired', askAgainOrigin) };
    }
    const login = await this.identity.getUserByEmail(ticket.e);
    if (!login || login.disabled) {
      return { kind: 'invalid', location: this.askAgain('invalid', askAgainOrigin) };
    }
    // Stryker disable next-line ConditionalExpression: with no change, Date.parse(undefined) is NaN and NaN > issuedAt is false: the first check only narrows the type
    if (login.passwordChangedAt !== undefined && Date.parse(login.passwordChangedAt) > issuedAt) {
      return { kind: 'expired', location: this.askAgain('expired', askAgainOrigin) };
    }
    const location = await this.identity.generatePasswordResetLink(login.email, { url: ticket.u });
    return { kind: 'reset', location };
  }

  private async verifiedTicket(query: URLSearchParams): Promise<Ticket | null> {
    // Stryker disable next-line StringLiteral: a missing field read as other text is refused as '' is: no date, no http URL, and an email no signature the link carries covers
    const ticket = { e: query.get('e') ?? '', t: query.get('t') ?? '', u: query.get('u') ?? '' };
    // Stryker disable next-line StringLiteral: a missing signature read as other text verifies nothing either
    const signature = query.get('s') ?? '';
    if (!ticket.e || Number.isNaN(Date.parse(ticket.t)) || !isHttpUrl(ticket.u) || !signature) {
      return null;
    }
    return (await this.signer.verify(signed(ticket), signature)) ? ticket : null;
  }

  /** The app's forgotten-password page, saying why the link did not work. */
  private askAgain(reason: 'expired' | 'invalid', origin: string): string {
    return `${origin}${FORGOTTEN_PASSWORD_PATH}?resetLink=${reason}`;
  }
}

/**
 * The identity provider's own reset link, for a development backend (the fake world and the
 * emulators): the in-memory provider's codes live exactly 2 hours, and the Auth emulator's
 * never expire, so neither needs the signed link or the hosting rewrite it goes through.
 */
export function providerResetLinks(identity: IdentityAdmin): PasswordResetLinks {
  return { issue: (email, url) => identity.generatePasswordResetLink(email, { url }) };
}

/** The one string a link's signature covers: every field, in order, and the purpose. */
function signed(ticket: Ticket): string {
  return JSON.stringify([PURPOSE, ticket.e, ticket.t, ticket.u]);
}

function isHttpUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch /* Stryker disable next-line BlockStatement: an empty catch block returns undefined, which is as falsy as false */ {
    return false;
  }
}
