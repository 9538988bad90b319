import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_WALLET_API_BASE,
  GoogleWalletRestObjects,
} from '../../../functions/src/adapters/google/GoogleWalletRestObjects';
import type { GoogleServiceAccount } from '../../../functions/src/ports/GoogleWalletObjects';
import { FakeGoogle, fakeGoogleFetch, GOOGLE_TOKEN_URL } from './googleFakeServer';
import { aThrowawayServiceAccount } from './googleWalletKeys';
import { googleWalletObjectsContract } from './googleWalletObjectsContract';

const ISSUER = aThrowawayServiceAccount();
const STRANGER = aThrowawayServiceAccount(ISSUER.serviceAccount.client_email);
const OBJECT_ID = '3388000000022912345.member-700123';
const MINUTE = 60_000;

const google = new FakeGoogle();
/** google-auth-library reads the system clock: the tests move it (Date only; timers stay real). */
const clock = { now: () => new Date() };
const NOW_SECONDS = Date.parse('2026-11-20T18:30:00Z') / 1000;

beforeAll(() => google.start());
afterAll(() => google.stop());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_SECONDS * 1000);
  google.reset({
    clientEmail: ISSUER.serviceAccount.client_email,
    publicKey: ISSUER.publicKey,
    clock,
  });
});
afterEach(() => vi.useRealTimers());

function restObjects(serviceAccount: GoogleServiceAccount = ISSUER.serviceAccount) {
  return new GoogleWalletRestObjects({ serviceAccount, fetch: fakeGoogleFetch, timeoutMs: 5_000 });
}

const advanceMinutes = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);

const points = (int: number) => ({ loyaltyPoints: { label: 'Reward points', balance: { int } } });

describe('GoogleWalletRestObjects keeps the GoogleWalletObjects contract', () => {
  googleWalletObjectsContract(async () => ({
    objects: restObjects(),
    saveObject: (objectId, fields) => google.objects.set(objectId, { id: objectId, ...fields }),
    storedObject: (objectId) => {
      const stored = google.objects.get(objectId);
      if (!stored) return undefined;
      const { id: _id, ...fields } = stored;
      return fields;
    },
    failNextPatch: () => google.failNextPatch(503),
  }));
});

describe('GoogleWalletRestObjects against Google', () => {
  it('talks to Google itself', () => {
    expect(GOOGLE_WALLET_API_BASE).toBe('https://walletobjects.googleapis.com');
  });

  it('gets a token with an assertion signed by the service account, and PATCHes with it', async () => {
    google.objects.set(OBJECT_ID, { id: OBJECT_ID });

    await restObjects().patchLoyaltyObject(OBJECT_ID, points(2_500));

    expect(google.assertions).toEqual([
      expect.objectContaining({
        iss: ISSUER.serviceAccount.client_email,
        aud: GOOGLE_TOKEN_URL,
        scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
        iat: NOW_SECONDS,
        exp: NOW_SECONDS + 3600,
      }),
    ]);
    expect(google.patches).toEqual([
      {
        objectId: OBJECT_ID,
        authorization: 'Bearer token-1',
        contentType: 'application/json',
        body: points(2_500),
      },
    ]);
  });

  it('reuses the token until it nears its end (5 minutes before), then gets a new one', async () => {
    google.objects.set(OBJECT_ID, { id: OBJECT_ID });
    const objects = restObjects();

    await objects.patchLoyaltyObject(OBJECT_ID, points(1));
    advanceMinutes(54);
    await objects.patchLoyaltyObject(OBJECT_ID, points(2));
    advanceMinutes(2);
    await objects.patchLoyaltyObject(OBJECT_ID, points(3));

    expect(google.assertions).toHaveLength(2);
    expect(google.patches.map(({ authorization }) => authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('shares one token request between updates made at the same moment', async () => {
    google.objects.set(OBJECT_ID, { id: OBJECT_ID });
    const objects = restObjects();

    await Promise.all([1, 2, 3].map((n) => objects.patchLoyaltyObject(OBJECT_ID, points(n))));

    expect(google.assertions).toHaveLength(1);
    expect(google.patches).toHaveLength(3);
  });

  it('fails, sending nothing, when Google refuses the token (a key it does not know)', async () => {
    google.objects.set(OBJECT_ID, { id: OBJECT_ID });

    const update = restObjects(STRANGER.serviceAccount).patchLoyaltyObject(OBJECT_ID, points(5));

    await expect(update).rejects.toThrow(/token request: HTTP 400 invalid_grant/);
    expect(google.patches).toEqual([]);
  });

  it.each([401, 403, 500, 503])('fails when the Wallet API answers %i', async (status) => {
    google.objects.set(OBJECT_ID, { id: OBJECT_ID });
    google.failNextPatch(status);

    const update = restObjects().patchLoyaltyObject(OBJECT_ID, points(5));

    await expect(update).rejects.toThrow(`HTTP ${status}`);
  });

  it('answers not-found for a 404, the member never having saved the card', async () => {
    const result = await restObjects().patchLoyaltyObject(OBJECT_ID, points(5));

    expect(result).toBe('not-found');
    expect(google.patches).toHaveLength(1);
  });
});
