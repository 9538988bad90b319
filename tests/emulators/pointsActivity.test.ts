import { describe, expect, it } from 'vitest';
import { TAKES_NO_FIELDS } from '@met/scheme/contract';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';

/**
 * Points activity over HTTP, on the deployed functions' code and the Firestore the
 * emulator world was seeded into: the demo Queen's own history, which adds up to her balance.
 */
const queen = as(demoEmail('queen'));

describe.skipIf(skipWithoutEmulators('points activity over HTTP'))(
  'callables over HTTP: points activity',
  () => {
    it('members-getPointsActivity answers the caller’s history newest first, adding up to the balance, and its expiry', async () => {
      const member = await expectAnswer('members-getMember', { location: 'gb' }, queen);
      const { result } = await expectAnswer('members-getPointsActivity', {}, queen);

      const times = result.movements.map((movement) => Date.parse(movement.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(result.movements.reduce((sum, { points }) => sum + points, 0)).toBe(
        member.result.loyalty_points,
      );
      expect(result.movements.map((movement) => movement.kind)).toEqual(
        expect.arrayContaining(['visit', 'spin', 'redemption', 'expiry']),
      );
      expect(result.expiries).toEqual([
        { on: member.result.loyalty_points_end_date, points: member.result.loyalty_points },
      ]);
    });

    it('refuses a request naming another member, and a signed-out caller', async () => {
      const refusal = await expectFailure(
        'members-getPointsActivity',
        { customerNumber: '100104' },
        queen,
        'invalid-argument',
      );
      expect(refusal.message).toBe(TAKES_NO_FIELDS);
      await expectFailure('members-getPointsActivity', {}, signedOut, 'unauthenticated');
    });
  },
);
