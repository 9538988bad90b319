import { describe, expect, it } from 'vitest';
import { MARKETING_CHANNELS_ONLY } from '@met/scheme/contract';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';

/**
 * Marketing consent per channel over HTTP, on the deployed functions' code, as
 * queenspades@example.com, whom no other emulator suite calls. The history only grows, so each
 * check reads its newest entries.
 */
const member = as(demoEmail('queenspades'));
const ALL_OFF = { email: false, sms: false, phone: false, post: false };

describe.skipIf(skipWithoutEmulators('marketing consent over HTTP'))(
  'callables over HTTP: marketing consent per channel',
  () => {
    it("giving phone consent is stamped with the server's time and 'settings'; stop-all turns every channel off", async () => {
      const { result: me } = await expectAnswer('members-getMember', { location: 'gb' }, member);
      const before = Date.now();
      // From every channel off, whatever an earlier run or the seed left on.
      await expectAnswer(
        'members-updateProfile',
        { location: 'gb', crmId: me.id, values: { communications: ALL_OFF } },
        member,
      );
      await expectAnswer(
        'members-updateProfile',
        { location: 'gb', crmId: me.id, values: { communications: { ...ALL_OFF, phone: true } } },
        member,
      );
      const stopped = await expectAnswer(
        'members-updateProfile',
        { location: 'gb', crmId: me.id, values: { stopAllMarketing: true } },
        member,
      );

      expect(stopped.result.communications).toEqual(ALL_OFF);
      const [newest, ...older] = stopped.result.consentHistory;
      expect(newest).toMatchObject({ channel: 'phone', given: false, how: 'stop-all' });
      expect(older).toContainEqual(
        expect.objectContaining({ channel: 'phone', given: true, how: 'settings' }),
      );
      expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
      const reread = await expectAnswer('members-getMember', { location: 'gb' }, member);
      expect(reread.result.consentHistory).toEqual(stopped.result.consentHistory);
    });

    it("refuses a 'push' channel with one message", async () => {
      const { result: me } = await expectAnswer('members-getMember', { location: 'gb' }, member);

      const refusal = await expectFailure(
        'members-updateProfile',
        { location: 'gb', crmId: me.id, values: { communications: { ...ALL_OFF, push: true } } },
        member,
        'invalid-argument',
      );

      expect(refusal.message).toBe(MARKETING_CHANNELS_ONLY);
    });
  },
);
