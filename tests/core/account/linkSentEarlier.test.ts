import { describe, expect, it } from 'vitest';
import {
  linkSentEarlierIn,
  linkSentEarlierMessage,
} from '../../../src/core/account/linkSentEarlier';

describe('linkSentEarlier', () => {
  it('reads the held-back times of an answer, and nothing from an answer that sent a mail', () => {
    expect(linkSentEarlierIn({ lastSentAt: '2026-07-01T13:02:00.000Z' })).toEqual({
      lastSentAt: new Date('2026-07-01T13:02:00.000Z'),
      nextSendAt: null,
    });
    expect(linkSentEarlierIn({})).toBeNull();
    expect(linkSentEarlierIn({ lastSentAt: 'yesterday' })).toBeNull();
  });

  it('keeps when the link went but not a next time that is no time', () => {
    expect(
      linkSentEarlierIn({ lastSentAt: '2026-07-01T13:02:00.000Z', nextSendAt: 'in an hour' }),
    ).toEqual({ lastSentAt: new Date('2026-07-01T13:02:00.000Z'), nextSendAt: null });
  });

  it.each([
    [
      'today, with when the next may go (London summer time)',
      { lastSentAt: '2026-07-01T13:02:00.000Z', nextSendAt: '2026-07-01T14:04:00.000Z' },
      '2026-07-01T13:30:00.000Z',
      'We sent a link to this address at 2:02pm (UK time). Please check your inbox and spam folder. You can ask for another after 3:04pm.',
    ],
    [
      'on another day, and no wait left',
      { lastSentAt: '2026-01-31T23:50:00.000Z', nextSendAt: '2026-02-01T00:50:00.000Z' },
      '2026-02-01T09:00:00.000Z',
      'We sent a link to this address at 11:50pm on 31st Jan 2026 (UK time). Please check your inbox and spam folder.',
    ],
    [
      'today, with no time for the next given',
      { lastSentAt: '2026-07-01T13:02:00.000Z' },
      '2026-07-01T13:30:00.000Z',
      'We sent a link to this address at 2:02pm (UK time). Please check your inbox and spam folder.',
    ],
    [
      'at the very minute another may go',
      { lastSentAt: '2026-07-01T13:02:00.000Z', nextSendAt: '2026-07-01T14:04:00.000Z' },
      '2026-07-01T14:04:00.000Z',
      'We sent a link to this address at 2:02pm (UK time). Please check your inbox and spam folder.',
    ],
  ])('says when the link went: %s', (_case, answer, now, message) => {
    expect(linkSentEarlierMessage(linkSentEarlierIn(answer)!, new Date(now))).toBe(message);
  });
});
