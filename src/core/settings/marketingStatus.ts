import type { PauseState } from '@met/scheme';
import { COMMUNICATION_CHANNELS, type CommunicationChannel } from '../kernel/formOptions';
import type { CommunicationPreferences } from '../member/Member';

/** A break or self-exclusion: either stops every channel, whatever the member agreed to. */
export type ActivePause = Exclude<PauseState, { kind: 'none' }>;

/**
 * What marketing reaches the member now. The channels they agreed to are one half; a break or
 * self-exclusion is the other, and it wins: the server sends nothing to a paused member
 * (`contactable`), so the page must not show channels as sending while one lasts.
 */
export type MarketingStatus =
  | { kind: 'sending'; channels: CommunicationChannel[] }
  | { kind: 'none-agreed' }
  | { kind: 'paused'; pause: ActivePause; channels: CommunicationChannel[] };

/** The channels switched on, in the page's order. */
function agreedChannels(communications: CommunicationPreferences): CommunicationChannel[] {
  return COMMUNICATION_CHANNELS.filter((channel) => communications[channel]);
}

/**
 * The member's marketing as it stands, from the saved choices (not the history: a member whose
 * choices came from the casino's record has none, and still agreed) and the pause.
 */
export function marketingStatus(
  communications: CommunicationPreferences,
  pause: PauseState,
): MarketingStatus {
  const channels = agreedChannels(communications);
  if (pause.kind !== 'none') return { kind: 'paused', pause, channels };
  return channels.length === 0 ? { kind: 'none-agreed' } : { kind: 'sending', channels };
}

/**
 * How many consent changes the member's answer carries (the server's newest 100); a history that
 * long may hold older ones, which the data download has in full.
 */
export const CONSENT_HISTORY_SHOWN = 100;

/** The pause, or null when there is none (for wording that only changes while one lasts). */
export function activePause(pause: PauseState): ActivePause | null {
  return pause.kind === 'none' ? null : pause;
}
