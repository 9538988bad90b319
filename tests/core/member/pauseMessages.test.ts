import { describe, expect, it } from 'vitest';
import { pauseMessages } from '../../../src/core/member/pauseMessages';

const breakEnd = new Date('2026-12-10T18:30:00Z');

describe('pauseMessages: what a paused member is told beside a paused RSVP, and offered at home', () => {
  it.each([
    {
      pause: { kind: 'break', endsAt: breakEnd } as const,
      told: "You can't RSVP during your break. Event bookings come back on Thursday 10th December 2026 at 6:30pm (UK time).",
    },
    {
      pause: { kind: 'self-excluded' } as const,
      told: "You can't RSVP while your membership is self-excluded.",
    },
  ])('an RSVP during $pause.kind says: $told', ({ pause, told }) => {
    expect(pauseMessages.rsvp(pause)).toBe(told);
  });

  it('names the paused booking and the shortcuts that still work', () => {
    expect(pauseMessages).toMatchObject({
      rsvpHeading: 'Booking a place is paused',
      pointsShortcut: { label: 'Points activity', hint: 'Your points keep working' },
      casinoShortcut: { label: 'My Casino', hint: 'Opening hours and how to reach us' },
    });
  });
});
