import type { Venue } from '@met/scheme/contract';
import type { MemberRecord } from './MemberDirectory';
import type { PassRevocation } from './WalletRegistrations';

/** What a wallet pass shows: the member, and their home casino (name and, for Apple, location). */
export interface WalletCardHolder {
  /** The login asking: a pass link is only ever for the caller's own card. */
  uid: string;
  member: MemberRecord;
  /** The member's home casino, when the venue directory knows it. */
  venue: Venue | undefined;
}

/**
 * Apple Wallet: a short-lived signed link to the member's .pkpass
 * (DECISIONS.md "Card and wallets: Apple Wallet").
 */
export interface AppleWalletLinks {
  /** null: no pass for this member (a demo world's samples exist for its seeded members only). */
  passLink(holder: WalletCardHolder, now: Date): Promise<{ url: string; expiresAt: string } | null>;
  /**
   * The member's record changed (points, tier, name): registered devices fetch the new pass; a
   * membership now gated has its passes revoked instead.
   */
  onMemberChanged(before: MemberRecord, after: MemberRecord): Promise<void>;
  /**
   * Revokes every pass of a login (deleted) or of a membership ('remove my card'), and removes
   * the devices registered with them. @returns how many passes were revoked now.
   */
  revokePasses(revocation: PassRevocation): Promise<number>;
}

/** Google Wallet: a 'Save to Google Wallet' link carrying the member's loyalty object. */
export interface GoogleWalletLinks {
  saveUrl(holder: WalletCardHolder): Promise<string>;
  /** The member's record changed (points, tier, name): their saved object is updated. */
  onMemberChanged(before: MemberRecord, after: MemberRecord): Promise<void>;
}
