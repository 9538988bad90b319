import type { PasskeySignInStore } from '../passkeys/PasskeySignInStore';
import type { SessionContent } from './SessionContent';
import type { VenueStore } from '../venue/VenueStore';

/**
 * The signed-in member's content stores. Their code (with the use cases and domain rules only a
 * member needs) is a separate module, loaded when a session begins, so a signed-out first visit
 * does not download it. Signing in with a passkey rides with it (DECISIONS.md "Passkeys"): a
 * passkey sign-in needs this module next anyway, so the login page's first visit carries neither.
 */
export interface MemberArea {
  readonly content: SessionContent;
  readonly venue: VenueStore;
  readonly passkeySignIn: PasskeySignInStore;
}

export interface MemberAreaLoader {
  /** Loads the member module once; rejects when its code cannot be downloaded. */
  load(): Promise<MemberArea>;
}

export const MemberAreaLoader = Symbol('MemberAreaLoader');
