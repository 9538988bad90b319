import { describe, expect, it } from 'vitest';
import { RecordingGoogleWalletObjects } from '../../../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import { googleWalletObjectsContract } from './googleWalletObjectsContract';

describe('RecordingGoogleWalletObjects keeps the GoogleWalletObjects contract', () => {
  googleWalletObjectsContract(async () => {
    const objects = new RecordingGoogleWalletObjects();
    return {
      objects,
      saveObject: (objectId, fields) => objects.save(objectId, fields),
      storedObject: (objectId) => objects.object(objectId),
      failNextPatch: () => objects.failNextPatch(new Error('Google Wallet unavailable')),
    };
  });
});

describe('RecordingGoogleWalletObjects in the emulator', () => {
  it('treats every object as saved, and records each patch for the tests to read', async () => {
    const objects = new RecordingGoogleWalletObjects({ everyObjectSaved: true });

    const result = await objects.patchLoyaltyObject('issuer.member-1', { accountName: 'Ada' });

    expect(result).toBe('updated');
    expect(objects.patches).toEqual([
      { objectId: 'issuer.member-1', patch: { accountName: 'Ada' }, result: 'updated' },
    ]);
  });
});
