import { formatBreakEnd, type PauseState } from '@met/scheme';

type ActivePause = Exclude<PauseState, { kind: 'none' }>;

/** Whether, and when, a member who gives their place up can say yes again: a pause refuses it. */
function sayYesAgain(pause: PauseState, startsAt: Date): string {
  if (pause.kind === 'none') return 'You can say yes again before it starts.';
  if (pause.kind === 'self-excluded') {
    return 'You can’t say yes again while your membership is self-excluded.';
  }
  if (pause.endsAt <= startsAt) {
    return `You can say yes again once your break ends on ${formatBreakEnd(pause.endsAt)} (UK time).`;
  }
  return 'Your break lasts past the start of this event, so you can’t say yes again.';
}

/**
 * The RSVP panel's words. Each says what holds after the member's last action: a member on the
 * list is not invited to save a place, and one whose pause rules the event out is not told we look
 * forward to seeing them (the refusal of a new RSVP is pauseMessages.rsvp).
 */
export const rsvpMessages = {
  heading: 'Save your place',
  headingOnList: 'Your place',
  invite: 'Let us know you’re coming and we’ll keep a place for you.',
  countMeIn: 'Count me in',
  onList: 'You’re on the list',
  lookForward: 'We look forward to seeing you there.',
  /**
   * A paused member still on the list (they said yes before the pause): what the pause means for
   * this event; null when a break ends before the event starts (they are then welcome).
   */
  pausedOnList: (pause: ActivePause, startsAt: Date): string | null => {
    if (pause.kind === 'self-excluded') {
      return 'You can’t take part while your membership is self-excluded.';
    }
    if (pause.endsAt <= startsAt) return null;
    return `Your break lasts until ${formatBreakEnd(pause.endsAt)} (UK time), past the start of this event.`;
  },
  cancel: 'Cancel my place',
  confirmHeading: (title: string): string => `Cancel your place at ${title}?`,
  confirmText: (pause: PauseState, startsAt: Date): string =>
    `We’ll give it to someone else. ${sayYesAgain(pause, startsAt)}`,
  /** The toast once a paused member has given their place up (notices.rsvpCancelled otherwise). */
  cancelledWhilePaused: (pause: ActivePause, startsAt: Date): string =>
    `Your place has been cancelled. ${sayYesAgain(pause, startsAt)}`,
  confirmCancel: 'Yes, cancel my place',
  keep: 'Keep my place',
} as const;
