import { describe, expect, it } from 'vitest';
import {
  BREAK_PERIOD_LABELS,
  BREAK_PERIODS,
  breakEndFor,
  breakMessage,
  formatBreakEnd,
  pauseMessage,
  pauseStateAt,
  SELF_EXCLUDED_MESSAGE,
} from '@met/scheme';

const HOUR = 60 * 60 * 1000;

describe('breakEndFor: the end of a break taken now', () => {
  it.each([
    ['24h', '2026-03-10T12:00:00.000Z', '2026-03-11T12:00:00.000Z'],
    ['7d', '2026-03-10T12:00:00.000Z', '2026-03-17T12:00:00.000Z'],
    ['30d', '2026-03-10T12:00:00.000Z', '2026-04-09T12:00:00.000Z'],
    ['6w', '2026-03-10T12:00:00.000Z', '2026-04-21T12:00:00.000Z'],
    // Across the year's end and 29 February (2028 is a leap year).
    ['7d', '2026-12-28T09:30:00.000Z', '2027-01-04T09:30:00.000Z'],
    ['24h', '2028-02-28T23:30:00.000Z', '2028-02-29T23:30:00.000Z'],
  ] as const)('%s from %s ends at %s', (period, now, end) => {
    expect(breakEndFor(period, new Date(now)).toISOString()).toBe(end);
  });

  it('counts elapsed hours across the clock change: 24 hours over the spring change end an hour later on the London clock', () => {
    // 29 March 2026, 01:00 GMT becomes 02:00 BST.
    const end = breakEndFor('24h', new Date('2026-03-28T12:00:00.000Z'));
    expect(end.getTime() - Date.parse('2026-03-28T12:00:00.000Z')).toBe(24 * HOUR);
    expect(formatBreakEnd(end)).toBe('Sunday 29th March 2026 at 1:00pm');
  });

  it('rounds up to the next whole minute, so the time told is never before the real end', () => {
    expect(breakEndFor('24h', new Date('2026-03-10T12:00:00.001Z')).toISOString()).toBe(
      '2026-03-11T12:01:00.000Z',
    );
    expect(breakEndFor('24h', new Date('2026-03-10T12:00:59.999Z')).toISOString()).toBe(
      '2026-03-11T12:01:00.000Z',
    );
  });

  it('offers exactly the four periods of the issue', () => {
    expect(BREAK_PERIODS).toEqual(['24h', '7d', '30d', '6w']);
  });

  it.each([
    ['24h', '24 hours'],
    ['7d', '7 days'],
    ['30d', '30 days'],
    ['6w', '6 weeks'],
  ] as const)('names the period %s "%s" for the member', (period, label) => {
    expect(BREAK_PERIOD_LABELS[period]).toBe(label);
  });
});

describe('pauseStateAt', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');

  it('is a break until its end, and over from the end itself', () => {
    expect(pauseStateAt({ breakEndsAt: '2026-03-10T12:00:00.001Z' }, now)).toEqual({
      kind: 'break',
      endsAt: new Date('2026-03-10T12:00:00.001Z'),
    });
    expect(pauseStateAt({ breakEndsAt: '2026-03-10T12:00:00.000Z' }, now)).toEqual({
      kind: 'none',
    });
    expect(pauseStateAt({}, now)).toEqual({ kind: 'none' });
  });

  it('is self-exclusion, without an end, whatever break the record holds', () => {
    expect(pauseStateAt({ selfExcluded: true, breakEndsAt: '2026-03-11T00:00:00Z' }, now)).toEqual({
      kind: 'self-excluded',
    });
    expect(pauseStateAt({ selfExcluded: true }, now)).toEqual({ kind: 'self-excluded' });
  });
});

describe('the wording', () => {
  it('says when the break ends on the London clock, in the app’s date and time formats', () => {
    expect(formatBreakEnd(new Date('2026-12-03T21:40:00Z'))).toBe(
      'Thursday 3rd December 2026 at 9:40pm',
    );
    // Summer time: 11:05 UTC is 12:05pm in London; 23:05 UTC is 12:05am the next day.
    expect(formatBreakEnd(new Date('2026-07-03T11:05:00Z'))).toBe(
      'Friday 3rd July 2026 at 12:05pm',
    );
    expect(formatBreakEnd(new Date('2026-07-03T23:05:00Z'))).toBe(
      'Saturday 4th July 2026 at 12:05am',
    );
    expect(formatBreakEnd(new Date('2026-07-11T11:05:00Z'))).toBe(
      'Saturday 11th July 2026 at 12:05pm',
    );
    expect(formatBreakEnd(new Date('2026-07-22T11:05:00Z'))).toBe(
      'Wednesday 22nd July 2026 at 12:05pm',
    );
  });

  it('names what is paused and that the break cannot be ended early', () => {
    expect(breakMessage(new Date('2026-12-03T21:40:00Z'))).toBe(
      'You are taking a break until Thursday 3rd December 2026 at 9:40pm. Offers, vouchers, Spin To Win and event bookings come back then, and we send you no marketing until then. A break cannot be shortened or ended early.',
    );
    expect(SELF_EXCLUDED_MESSAGE).toContain('SENSE');
  });
});

describe('pauseMessage: the refusal for a member on a break or self-excluded', () => {
  it('tells a member on a break when it ends', () => {
    const endsAt = new Date('2026-12-03T21:40:00Z');

    expect(pauseMessage({ kind: 'break', endsAt })).toBe(breakMessage(endsAt));
    expect(pauseMessage({ kind: 'break', endsAt })).toContain(
      'until Thursday 3rd December 2026 at 9:40pm',
    );
  });

  it('tells a self-excluded member about SENSE and whom to speak to, with no end', () => {
    expect(pauseMessage({ kind: 'self-excluded' })).toBe(
      'Your membership is self-excluded under SENSE, the national self-exclusion scheme for casinos. Offers, vouchers, Spin To Win and event bookings are not available, and we send you no marketing. To talk about your self-exclusion, speak to a manager at your casino.',
    );
  });
});
