import { describe, expect, it } from 'vitest';
import type { PauseState } from '@met/scheme';
import type { CommunicationPreferences } from '../../../src/core/member/Member';
import { consentMessages, channelList } from '../../../src/core/settings/consentMessages';
import {
  activePause,
  CONSENT_HISTORY_SHOWN,
  marketingStatus,
} from '../../../src/core/settings/marketingStatus';

const comms = (on: Partial<CommunicationPreferences>): CommunicationPreferences => ({
  email: false,
  sms: false,
  phone: false,
  post: false,
  ...on,
});
const NONE: PauseState = { kind: 'none' };
// 9:25am in London on a winter day (GMT).
const BREAK: PauseState = { kind: 'break', endsAt: new Date('2026-12-08T09:25:00Z') };
const EXCLUDED: PauseState = { kind: 'self-excluded' };

describe('marketingStatus: what reaches the member now', () => {
  it.each([
    [
      'email and post on, no pause',
      comms({ email: true, post: true }),
      NONE,
      { kind: 'sending', channels: ['email', 'post'] },
    ],
    ['nothing on, no pause', comms({}), NONE, { kind: 'none-agreed' }],
    [
      'email on, on a break',
      comms({ email: true }),
      BREAK,
      { kind: 'paused', pause: BREAK, channels: ['email'] },
    ],
    [
      'nothing on, self-excluded',
      comms({}),
      EXCLUDED,
      { kind: 'paused', pause: EXCLUDED, channels: [] },
    ],
  ] as const)('%s', (_, communications, pause, expected) => {
    expect(marketingStatus(communications, pause)).toEqual(expected);
  });
});

describe('consentMessages.summary: the history line says what stands now', () => {
  it.each([
    [comms({ email: true, post: true }), NONE, 'You agree to marketing by email and post.'],
    [
      comms({ email: true, sms: true, post: true }),
      NONE,
      'You agree to marketing by email, SMS and post.',
    ],
    [comms({}), NONE, 'You have not agreed to any marketing.'],
    [
      comms({ phone: true }),
      BREAK,
      'You agree to marketing by phone, but we send you none until your break ends.',
    ],
    [
      comms({ email: true }),
      EXCLUDED,
      'You agree to marketing by email, but we send you none while you are self-excluded.',
    ],
    [comms({}), EXCLUDED, 'You have not agreed to any marketing.'],
  ] as const)('%o with %o', (communications, pause, expected) => {
    expect(consentMessages.summary(marketingStatus(communications, pause))).toBe(expected);
  });

  it('never reads "not given consent" from an empty history while channels are on', () => {
    const status = marketingStatus(comms({ email: true, post: true }), NONE);

    expect(consentMessages.summary(status)).not.toMatch(/not/);
    expect(consentMessages.historyEmpty(true)).toMatch(
      /your choices come from your membership record/,
    );
  });
});

describe('consentMessages while paused', () => {
  it('says until when a break stops marketing, on the London clock', () => {
    expect(
      consentMessages.pausedHeading({ kind: 'break', endsAt: new Date('2026-12-08T09:25:00Z') }),
    ).toBe('No marketing until Tuesday 8th December 2026 at 9:25am (UK time)');
    // Summer time: 9:25 UTC is 10:25 in London.
    expect(
      consentMessages.pausedHeading({ kind: 'break', endsAt: new Date('2026-07-08T09:25:00Z') }),
    ).toBe('No marketing until Wednesday 8th July 2026 at 10:25am (UK time)');
  });

  it("gives self-exclusion's terms: at least six months, and no marketing after it until the member asks", () => {
    const text = consentMessages.pausedText({ kind: 'self-excluded' });

    expect(text).toContain('at least six months');
    expect(text).toContain('your marketing stays off until you tell a manager');
  });

  it("Stop all marketing answers in its own words, not 'details saved'", () => {
    expect(consentMessages.stopAllDone(activePause(NONE))).toBe(
      'You will get no marketing from us. You can turn channels back on at any time.',
    );
    expect(consentMessages.stopAllDone(activePause(EXCLUDED))).not.toContain(
      'turn channels back on',
    );
  });
});

describe('consentMessages: the communication page word for word', () => {
  const ON_BREAK = { kind: 'break', endsAt: new Date('2026-12-08T09:25:00Z') } as const;
  const SELF_EXCLUDED = { kind: 'self-excluded' } as const;

  it.each([
    [
      'no pause',
      null,
      'How would you like to hear from us?',
      'Turn on the ways we may send you offers and news. You will still get messages about your account.',
    ],
    [
      'a break',
      ON_BREAK,
      'How would you like to hear from us after your break?',
      'The channels you turn on here are used once your break ends. You will still get messages about your account.',
    ],
    [
      'self-exclusion',
      SELF_EXCLUDED,
      'Your marketing choices',
      'These cannot be changed in the app while you are self-excluded. You can still stop all marketing below. You will still get messages about your account.',
    ],
  ] as const)(
    'the switches under %s are headed and explained in their own words',
    (_case, pause, legend, hint) => {
      expect(consentMessages.legend(pause)).toBe(legend);
      expect(consentMessages.hint(pause)).toBe(hint);
    },
  );

  it.each([
    [
      ON_BREAK,
      'No marketing until Tuesday 8th December 2026 at 9:25am (UK time)',
      'You are taking a break, so we send you no marketing by email, SMS, phone or post. When it ends, we use the channels you have turned on below.',
      'On, but paused: nothing is sent until your break ends',
      'You will get no marketing from us. You can turn channels back on at any time.',
    ],
    [
      SELF_EXCLUDED,
      'No marketing while you are self-excluded',
      'Your membership is self-excluded under SENSE, so we send you no marketing by email, SMS, phone or post. Self-exclusion lasts at least six months. When it ends, your marketing stays off until you tell a manager at your casino that you want to hear from us again.',
      'On, but paused: nothing is sent while you are self-excluded',
      'You will get no marketing from us, now or after your self-exclusion ends.',
    ],
  ] as const)(
    'while paused (%o) the note, a switch left on and Stop all marketing say why nothing is sent',
    (pause, heading, text, switchOn, stopAll) => {
      expect(consentMessages.pausedHeading(pause)).toBe(heading);
      expect(consentMessages.pausedText(pause)).toBe(text);
      expect(consentMessages.switchPaused(pause)).toBe(switchOn);
      expect(consentMessages.stopAllDone(pause)).toBe(stopAll);
    },
  );

  it('says where the choices come from when the history is empty, and where the rest of a long one is', () => {
    expect(consentMessages.historyEmpty(true)).toBe(
      'No changes recorded yet: your choices come from your membership record at the casino. Any change you make here is listed with its date and time.',
    );
    expect(consentMessages.historyEmpty(false)).toBe('No changes recorded yet.');
    expect(consentMessages.historyCut(CONSENT_HISTORY_SHOWN)).toBe(
      'These are your newest 100 changes. Download your data (Settings) for all of them.',
    );
  });
});

describe('activePause: wording changes only while a break or self-exclusion lasts', () => {
  it.each([
    [NONE, null],
    [BREAK, BREAK],
    [EXCLUDED, EXCLUDED],
  ] as const)('%o reads as %o', (pause, expected) => {
    expect(activePause(pause)).toEqual(expected);
  });
});

describe('channelList', () => {
  it.each([
    [[], ''],
    [['sms'], 'SMS'],
    [['email', 'phone'], 'email and phone'],
    [['email', 'sms', 'phone', 'post'], 'email, SMS, phone and post'],
  ] as const)('%o reads %o', (channels, expected) => {
    expect(channelList(channels)).toBe(expected);
  });
});
