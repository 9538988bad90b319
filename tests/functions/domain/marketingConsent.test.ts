import { describe, expect, it } from 'vitest';
import {
  applyConsent,
  NO_CONSENT,
  newestFirst,
  registrationConsent,
  stopAllMarketing,
  storedConsent,
} from '../../../functions/src/domain/marketingConsent';

const AT = new Date('2026-11-26T21:40:00.000Z');
const LATER = new Date('2026-11-26T22:05:00.000Z');

describe('marketing consent per channel', () => {
  it('gives a brand-new member every channel off and no history when the opt-in was not ticked', () => {
    expect(registrationConsent(false, AT)).toEqual({ after: NO_CONSENT, entries: [] });
  });

  it("maps the join form's opt-in (email and SMS, as its label says) onto consent, recorded as registration", () => {
    expect(registrationConsent(true, AT)).toEqual({
      after: { email: true, sms: true, phone: false, post: false },
      entries: [
        { channel: 'email', given: true, at: AT.toISOString(), how: 'registration' },
        { channel: 'sms', given: true, at: AT.toISOString(), how: 'registration' },
      ],
    });
  });

  it("stamps each change with the server's time and how, only for channels that changed", () => {
    const before = { email: false, sms: true, phone: false, post: false };
    expect(applyConsent(before, { email: true, sms: true, post: false }, AT, 'settings')).toEqual({
      after: { email: true, sms: true, phone: false, post: false },
      entries: [{ channel: 'email', given: true, at: AT.toISOString(), how: 'settings' }],
    });
  });

  it('stops all marketing: every channel off, one stop-all entry per channel that was on', () => {
    const before = { email: true, sms: false, phone: true, post: false };
    expect(stopAllMarketing(before, LATER)).toEqual({
      after: NO_CONSENT,
      entries: [
        { channel: 'email', given: false, at: LATER.toISOString(), how: 'stop-all' },
        { channel: 'phone', given: false, at: LATER.toISOString(), how: 'stop-all' },
      ],
    });
    expect(stopAllMarketing(NO_CONSENT, LATER).entries).toEqual([]);
  });

  it('reads a stored record with a legacy push field without breaking, ignoring push', () => {
    expect(storedConsent({ email: true, sms: false, push: true, post: true })).toEqual({
      email: true,
      sms: false,
      phone: false,
      post: true,
    });
    expect(storedConsent(undefined)).toEqual(NO_CONSENT);
  });

  it('lists the history newest first, entries of one instant in reverse order of writing', () => {
    const first = registrationConsent(true, AT).entries;
    const second = stopAllMarketing(
      { email: true, sms: true, phone: false, post: false },
      LATER,
    ).entries;
    expect(newestFirst([...first, ...second]).map((e) => `${e.channel}:${e.how}`)).toEqual([
      'sms:stop-all',
      'email:stop-all',
      'sms:registration',
      'email:registration',
    ]);
  });
});
