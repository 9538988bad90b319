import { describe, expect, it } from 'vitest';
import { breakMessage, SELF_EXCLUDED_MESSAGE } from '@met/scheme';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';

/**
 * Take a break and self-exclusion over HTTP, on the deployed functions' code. The break
 * is taken by kingspades@example.com, whom no other emulator suite calls, so the demo world's
 * King keeps his offers for the rest of the run.
 */
const HOUR = 60 * 60 * 1000;
const onBreak = as(demoEmail('kingspades'));
const excluded = as(demoEmail('excluded'));

describe.skipIf(skipWithoutEmulators('take a break over HTTP'))(
  'callables over HTTP: take a break and self-exclusion',
  () => {
    it('members-takeBreak starts a 24-hour break from the server’s clock, shown on the member’s record', async () => {
      const before = Date.now();
      const answer = await expectAnswer('members-takeBreak', { period: '24h' }, onBreak);
      const after = Date.now();

      const end = Date.parse(answer.result.breakEndsAt ?? '');
      expect(end).toBeGreaterThanOrEqual(before + 24 * HOUR);
      expect(end).toBeLessThanOrEqual(after + 24 * HOUR + 60_000);
      expect(answer.result).toMatchObject({ selfExcluded: false, contactable: false });
      const record = await expectAnswer('members-getMember', { location: 'gb' }, onBreak);
      expect(record.result.breakEndsAt).toBe(answer.result.breakEndsAt);
    });

    it('a member on a break is refused a spin, saying when the break ends; a shorter break changes nothing', async () => {
      const { result } = await expectAnswer('members-takeBreak', { period: '7d' }, onBreak);
      const again = await expectAnswer('members-takeBreak', { period: '24h' }, onBreak);

      const refusal = await expectFailure(
        'promotions-spinTheWheel',
        { location: 'gb', gameId: DEMO_GAME_IDS.open },
        onBreak,
        'permission-denied',
      );
      expect(refusal.message).toBe(breakMessage(new Date(result.breakEndsAt ?? '')));
      expect(again.result.breakEndsAt).toBe(result.breakEndsAt);
    });

    it('excluded@example.com is refused offers in SENSE’s words and keeps the card and points', async () => {
      const record = await expectAnswer('members-getMember', { location: 'gb' }, excluded);
      const refusal = await expectFailure(
        'vouchers-getAllVouchers',
        { location: 'gb', crmId: record.result.id },
        excluded,
        'permission-denied',
      );

      expect(record.result).toMatchObject({ selfExcluded: true, contactable: false });
      expect(record.result.rewardPoints).toBeGreaterThan(0);
      expect(refusal.message).toBe(SELF_EXCLUDED_MESSAGE);
    });
  },
);
