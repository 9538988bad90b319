import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../ports/Clock';
import type { GoogleServiceAccount, GoogleWalletObjects } from '../../ports/GoogleWalletObjects';
import type { MemberRecord } from '../../ports/MemberDirectory';
import type { GoogleWalletLinks, WalletCardHolder } from '../../ports/WalletLinks';
import {
  googleCardChanged,
  googleLoyaltyClass,
  googleLoyaltyObject,
  googleLoyaltyObjectId,
  googleLoyaltyPatch,
} from './googleLoyaltyCard';

export interface GoogleWalletPassesOptions {
  /** The issuer id of the Google Pay & Wallet Console. */
  issuerId: string;
  serviceAccount: GoogleServiceAccount;
  /** Origins allowed to show the save button for this JWT: the app's. */
  origins: string[];
  objects: GoogleWalletObjects;
  /** Where the program logo is served from (the app's public icons). */
  appOrigin: string;
  /** The JWT's iat; the system clock when left out. */
  clock?: Clock;
  /** A throwaway key (the demo worlds, the sample script): the card says it is a sample. */
  sample?: boolean;
}

/**
 * How long a save link's JWT is good for (its `exp`): as long as an Apple pass link, so a copied
 * link soon saves nothing (DECISIONS.md "Card and wallets: Google Wallet").
 */
export const GOOGLE_SAVE_LINK_LIFETIME_SECONDS = 10 * 60;

/** Google's save link: the JWT, signed by the issuer's service account, after this prefix. */
export const GOOGLE_SAVE_URL_PREFIX = 'https://pay.google.com/gp/v/save/';

/**
 * Google Wallet for the membership card (DECISIONS.md "Card and wallets: Google Wallet"): a 'Save
 * to Google Wallet' link whose JWT carries the scheme's loyalty class (so the first save creates
 * it) and the member's object, and updates of a saved object when the member's points, tier or name
 * change.
 */
export class GoogleWalletPasses implements GoogleWalletLinks {
  private signingKey: Promise<CryptoKey> | undefined;

  constructor(private readonly options: GoogleWalletPassesOptions) {}

  async saveUrl(holder: WalletCardHolder): Promise<string> {
    const { issuerId, serviceAccount, origins, appOrigin } = this.options;
    const now = this.options.clock?.now() ?? new Date();
    const jwt = await new SignJWT({
      typ: 'savetowallet',
      origins,
      payload: {
        loyaltyClasses: [googleLoyaltyClass(issuerId, appOrigin, this.options.sample === true)],
        loyaltyObjects: [googleLoyaltyObject(issuerId, holder.member, holder.venue)],
      },
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(serviceAccount.client_email)
      .setAudience('google')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + GOOGLE_SAVE_LINK_LIFETIME_SECONDS)
      .sign(await this.key());
    return `${GOOGLE_SAVE_URL_PREFIX}${jwt}`;
  }

  async onMemberChanged(before: MemberRecord, after: MemberRecord): Promise<void> {
    if (!googleCardChanged(before, after)) return;
    const objectId = googleLoyaltyObjectId(this.options.issuerId, after.customer_number);
    // 'not-found': the member never saved the card, so there is nothing to keep current.
    await this.options.objects.patchLoyaltyObject(objectId, googleLoyaltyPatch(after));
  }

  private key(): Promise<CryptoKey> {
    this.signingKey ??= importPKCS8(this.options.serviceAccount.private_key, 'RS256');
    return this.signingKey;
  }
}
