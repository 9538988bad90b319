import type { PauseState } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import { rsvpMessages } from '../../../src/core/events/rsvpMessages';

const startsAt = new Date('2026-12-10T19:00:00Z');
/** The break's end as the member reads it: 6:30pm that day, UK time. */
const endsBefore = new Date('2026-12-10T18:30:00Z');
const endsAtStart = startsAt;
const endsAfter = new Date('2026-12-10T19:01:00Z');
type ActivePause = Exclude<PauseState, { kind: 'none' }>;
const ending = (endsAt: Date): ActivePause => ({ kind: 'break', endsAt });

describe('rsvpMessages.pausedOnList: a paused member still on the list', () => {
  const rows: { name: string; pause: ActivePause; told: string | null }[] = [
    {
      name: 'self-excluded: cannot take part',
      pause: { kind: 'self-excluded' } as const,
      told: 'You can’t take part while your membership is self-excluded.',
    },
    {
      name: 'a break ending before the start: welcome, nothing said',
      pause: ending(endsBefore),
      told: null,
    },
    {
      name: 'a break ending at the start: welcome, nothing said',
      pause: ending(endsAtStart),
      told: null,
    },
    {
      name: 'a break ending after the start: told until when',
      pause: ending(endsAfter),
      told: 'Your break lasts until Thursday 10th December 2026 at 7:01pm (UK time), past the start of this event.',
    },
  ];

  it.each(rows)('$name', ({ pause, told }) => {
    expect(rsvpMessages.pausedOnList(pause, startsAt)).toBe(told);
  });
});

describe('rsvpMessages: giving a place up, and whether they can say yes again', () => {
  const rows: { name: string; pause: PauseState; again: string }[] = [
    {
      name: 'not paused',
      pause: { kind: 'none' },
      again: 'You can say yes again before it starts.',
    },
    {
      name: 'self-excluded',
      pause: { kind: 'self-excluded' },
      again: 'You can’t say yes again while your membership is self-excluded.',
    },
    {
      name: 'a break ending before the start',
      pause: ending(endsBefore),
      again:
        'You can say yes again once your break ends on Thursday 10th December 2026 at 6:30pm (UK time).',
    },
    {
      name: 'a break ending at the start',
      pause: ending(endsAtStart),
      again:
        'You can say yes again once your break ends on Thursday 10th December 2026 at 7:00pm (UK time).',
    },
    {
      name: 'a break ending after the start',
      pause: ending(endsAfter),
      again: 'Your break lasts past the start of this event, so you can’t say yes again.',
    },
  ];

  it.each(rows)('$name: the confirmation says so', ({ pause, again }) => {
    expect(rsvpMessages.confirmText(pause, startsAt)).toBe(
      `We’ll give it to someone else. ${again}`,
    );
  });

  it.each(rows.filter((row) => row.pause.kind !== 'none'))(
    '$name: the toast once cancelled says so',
    ({ pause, again }) => {
      expect(rsvpMessages.cancelledWhilePaused(pause as ActivePause, startsAt)).toBe(
        `Your place has been cancelled. ${again}`,
      );
    },
  );

  it('asks to cancel by the event’s title', () => {
    expect(rsvpMessages.confirmHeading('Festive Poker Night')).toBe(
      'Cancel your place at Festive Poker Night?',
    );
  });
});
