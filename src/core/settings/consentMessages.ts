import { formatBreakEnd } from '@met/scheme';
import type { CommunicationChannel } from '../kernel/formOptions';
import type { ActivePause, MarketingStatus } from './marketingStatus';

/** Each channel inside a sentence: 'by email and post'. */
const CHANNEL_IN_SENTENCE: Record<CommunicationChannel, string> = {
  email: 'email',
  sms: 'SMS',
  phone: 'phone',
  post: 'post',
};

/** 'email', 'email and post', 'email, SMS and post'. */
export function channelList(channels: readonly CommunicationChannel[]): string {
  const words = channels.map((channel) => CHANNEL_IN_SENTENCE[channel]);
  // Stryker disable next-line StringLiteral: one word or none has no gap, so any separator joins them the same
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A break's end on the London clock, said as such: the member may be abroad. */
function breakEnd(endsAt: Date): string {
  return `${formatBreakEnd(endsAt)} (UK time)`;
}

/**
 * The communication page's words (marketing consent per channel, Stop all marketing, the history)
 * where they depend on what the member agreed to and on a break or self-exclusion.
 */
export const consentMessages = {
  /**
   * The history's first line: what stands now, from the saved choices and the pause; never
   * inferred from the entries, which a member whose choices came from the casino's record lacks.
   */
  summary(status: MarketingStatus): string {
    if (status.kind === 'none-agreed') return 'You have not agreed to any marketing.';
    const agreed = `You agree to marketing by ${channelList(status.channels)}`;
    if (status.kind === 'sending') return `${agreed}.`;
    if (status.channels.length === 0) return 'You have not agreed to any marketing.';
    return status.pause.kind === 'break'
      ? `${agreed}, but we send you none until your break ends.`
      : `${agreed}, but we send you none while you are self-excluded.`;
  },

  /** No entries yet although channels are on: the choices came from the membership record. */
  historyEmpty: (anyAgreed: boolean): string =>
    anyAgreed
      ? 'No changes recorded yet: your choices come from your membership record at the casino. Any change you make here is listed with its date and time.'
      : 'No changes recorded yet.',

  /** The answer carries the newest changes only. */
  historyCut: (shown: number): string =>
    `These are your newest ${shown} changes. Download your data (Settings) for all of them.`,

  /** The note at the top of the page while nothing is sent. */
  pausedHeading: (pause: ActivePause): string =>
    pause.kind === 'break'
      ? `No marketing until ${breakEnd(pause.endsAt)}`
      : 'No marketing while you are self-excluded',

  pausedText: (pause: ActivePause): string =>
    pause.kind === 'break'
      ? 'You are taking a break, so we send you no marketing by email, SMS, phone or post. When it ends, we use the channels you have turned on below.'
      : 'Your membership is self-excluded under SENSE, so we send you no marketing by email, SMS, phone or post. Self-exclusion lasts at least six months. When it ends, your marketing stays off until you tell a manager at your casino that you want to hear from us again.',

  /** The switches' group while paused. */
  legend: (pause: ActivePause | null): string =>
    pause?.kind === 'break'
      ? 'How would you like to hear from us after your break?'
      : pause?.kind === 'self-excluded'
        ? 'Your marketing choices'
        : 'How would you like to hear from us?',

  hint: (pause: ActivePause | null): string =>
    pause?.kind === 'break'
      ? 'The channels you turn on here are used once your break ends. You will still get messages about your account.'
      : pause?.kind === 'self-excluded'
        ? 'These cannot be changed in the app while you are self-excluded. You can still stop all marketing below. You will still get messages about your account.'
        : 'Turn on the ways we may send you offers and news. You will still get messages about your account.',

  /** Beside a switch that is on while nothing is sent. */
  switchPaused: (pause: ActivePause): string =>
    pause.kind === 'break'
      ? 'On, but paused: nothing is sent until your break ends'
      : 'On, but paused: nothing is sent while you are self-excluded',

  /** Stop all marketing's own confirmation. */
  stopAllDone: (pause: ActivePause | null): string =>
    pause?.kind === 'self-excluded'
      ? 'You will get no marketing from us, now or after your self-exclusion ends.'
      : 'You will get no marketing from us. You can turn channels back on at any time.',
};
