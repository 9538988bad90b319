import { formatBreakEnd, type PauseState } from '@met/scheme';

type ActivePause = Exclude<PauseState, { kind: 'none' }>;

/**
 * What a paused member is told where something is paused but the screen still shows (an event's
 * RSVP), and what home offers them instead of the paused shortcuts. The refusal itself is the
 * server's wording (@met/scheme's pauseMessage), shown once per screen by the pause note.
 */
export const pauseMessages = {
  rsvpHeading: 'Booking a place is paused',
  rsvp: (pause: ActivePause): string =>
    pause.kind === 'break'
      ? `You can't RSVP during your break. Event bookings come back on ${formatBreakEnd(pause.endsAt)} (UK time).`
      : "You can't RSVP while your membership is self-excluded.",
  /** Home's Explore shortcuts that still work while paused. */
  pointsShortcut: { label: 'Points activity', hint: 'Your points keep working' },
  casinoShortcut: { label: 'My Casino', hint: 'Opening hours and how to reach us' },
};
