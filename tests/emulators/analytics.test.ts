import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { londonDayKey } from '@met/scheme';
import { NOT_AN_ENGAGEMENT_EVENT } from '@met/scheme/contract';
import { COLLECTIONS } from '../../functions/src/adapters/firestore/collections';
import { engagementExpiry } from '../../functions/src/domain/engagements';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { suiteFirestore } from './firestoreWorld';
import { MAYFAIR } from './requests';

/**
 * analytics-recordEngagement over HTTP, on the deployed functions' code and the emulators'
 * Firestore (DECISIONS.md "Analytics and session recording"): the event is kept in
 * engagementEvents with the venue, the London day, a Timestamp that is the server's and the TTL
 * field 14 months on, and nothing of the caller's identity. Each event names a game id of its
 * own, so what other suites send cannot be mistaken for it.
 */
const jack = as(demoEmail('jack'));
const gameIdOfThisRun = (label: string) => `emulator-${label}-${Date.now().toString(36)}`;

async function keptFor(gameId: string) {
  const snapshot = await suiteFirestore()
    .collection(COLLECTIONS.engagementEvents)
    .where('gameId', '==', gameId)
    .get();
  return snapshot.docs;
}

describe.skipIf(skipWithoutEmulators('usage events over HTTP'))(
  'callables over HTTP: usage events',
  () => {
    it('keeps a spin with the venue, the London day, the server’s time and its expiry, and no identity', async () => {
      const gameId = gameIdOfThisRun('spin');
      const member = await expectAnswer('members-getMember', { location: 'gb' }, jack);
      const before = Date.now();

      const answer = await expectAnswer(
        'analytics-recordEngagement',
        { type: 'spin wheel', gameId, win: false },
        jack,
      );

      const after = Date.now();
      expect(answer).toEqual({ success: true });
      const docs = await keptFor(gameId);
      expect(docs).toHaveLength(1);
      const data = docs[0]!.data();
      expect(Object.keys(data).sort()).toEqual(
        ['at', 'expiresAt', 'gameId', 'londonDay', 'type', 'venueId', 'win'].sort(),
      );
      expect(data).toMatchObject({ type: 'spin wheel', gameId, win: false, venueId: MAYFAIR });
      expect(data.at).toBeInstanceOf(Timestamp);
      expect(data.expiresAt).toBeInstanceOf(Timestamp);
      const at = (data.at as Timestamp).toDate();
      expect(at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(at.getTime()).toBeLessThanOrEqual(after + 5_000);
      expect(data.londonDay).toBe(londonDayKey(at));
      expect((data.expiresAt as Timestamp).toDate()).toEqual(engagementExpiry(at));
      const stored = JSON.stringify(data);
      for (const identifying of [member.result.customer_number, member.result.id, 'jack@']) {
        expect(stored).not.toContain(identifying);
      }
      // A document id of Firestore's own, never one made from the event or the time.
      expect(docs[0]!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it('refuses a signed-out caller, a field the event does not have, and a type of its own, keeping nothing', async () => {
      const gameId = gameIdOfThisRun('refused');
      const spin = { type: 'spin wheel', gameId, win: true };

      await expectFailure('analytics-recordEngagement', spin, signedOut, 'unauthenticated');
      const planted = await expectFailure(
        'analytics-recordEngagement',
        { ...spin, uid: 'someone' },
        jack,
        'invalid-argument',
      );
      const ownType = await expectFailure(
        'analytics-recordEngagement',
        { ...spin, type: 'page view' },
        jack,
        'invalid-argument',
      );

      expect(planted.message).toBe(NOT_AN_ENGAGEMENT_EVENT);
      expect(ownType.message).toBe(NOT_AN_ENGAGEMENT_EVENT);
      expect(await keptFor(gameId)).toEqual([]);
    });

    it('refuses a self-excluded member and an unverified login, keeping nothing', async () => {
      const gameId = gameIdOfThisRun('gated');
      const optIn = { type: 'optin', category: 'game', gameId };

      await expectFailure(
        'analytics-recordEngagement',
        optIn,
        as(demoEmail('excluded')),
        'permission-denied',
      );
      await expectFailure(
        'analytics-recordEngagement',
        optIn,
        as(demoEmail('unverified')),
        'permission-denied',
      );

      expect(await keptFor(gameId)).toEqual([]);
    });
  },
);
