import { describe, expect, it } from 'vitest';
import { DELETION_REFERENCE_PATTERN } from '@met/scheme';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';

/**
 * The deletion receipt's reference over HTTP, made by the deployed functions' code and
 * kept in Firestore. Nobody is deleted here: the browser journeys delete a login on the emulators.
 */
const member = as(demoEmail('kinghearts'));

describe.skipIf(skipWithoutEmulators('the deletion receipt over HTTP'))(
  'callables over HTTP: the deletion receipt',
  () => {
    it('users-prepareDeletion answers a DEL- reference, the same to every try', async () => {
      const first = await expectAnswer('users-prepareDeletion', {}, member);
      const again = await expectAnswer('users-prepareDeletion', {}, member);

      expect(first.reference).toMatch(DELETION_REFERENCE_PATTERN);
      expect(again.reference).toBe(first.reference);
    });

    it('refuses a signed-out caller and a request naming anyone', async () => {
      await expectFailure('users-prepareDeletion', {}, signedOut, 'unauthenticated');
      await expectFailure('users-prepareDeletion', { uid: 'someone' }, member, 'invalid-argument');
    });
  },
);
