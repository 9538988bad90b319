import { describe, expect, it } from 'vitest';
import { documentIdFor } from '../../functions/src/adapters/firestore/collections';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { demoUid } from '../../functions/src/seed/seedState';
import { demoEmail } from './authEmulator';
import { as, callFunction, expectAnswer } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { suiteFirestore } from './firestoreWorld';
import { registration } from './requests';

/** What one function writes, another reads, through Firestore. */
describe.skipIf(skipWithoutEmulators('cross-function flows on Firestore'))(
  'callables over HTTP with Firestore: flows across functions',
  () => {
    // Ten at once make the Functions emulator start up to ten workers: seconds each when busy.
    it('resolves 10 concurrent spins of one member to one play', async () => {
      const db = suiteFirestore();
      const jack = demoUid('jack');
      await db
        .collection('users')
        .doc(jack)
        .update({ gameOptin: [{ gameId: DEMO_GAME_IDS.open, timestamp: new Date() }] });

      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          callFunction(
            'promotions-spinTheWheel',
            { gameId: DEMO_GAME_IDS.open },
            as(demoEmail('jack')),
          ),
        ),
      );

      expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
      expect(answers.filter(({ error }) => error?.code === 'resource-exhausted')).toHaveLength(9);
      const plays = await db.collection('games').where('userId', '==', jack).get();
      expect(plays.size).toBe(1);
    }, 180_000);

    it('shows a member the profile changes another function made', async () => {
      const casino17 = as(demoEmail('casino17'));
      await expectAnswer(
        'members-updateProfile',
        { crmId: 'crm-100108', values: { interests: ['Sport'] } },
        casino17,
      );

      const { result } = await expectAnswer('members-getMember', {}, casino17);

      expect(result.interests).toEqual(['Sport']);
    });

    it('queues mail for the Trigger Email extension', async () => {
      await expectAnswer(
        'users-sendPasswordReset',
        { email: demoEmail('kinghearts'), devMode: false, devDomain: '' },
        { signedOut: true },
      );

      const mail = await suiteFirestore()
        .collection('mail')
        .where('to', '==', demoEmail('kinghearts'))
        .get();
      expect(mail.docs[0]?.data()).toMatchObject({
        message: {
          subject: 'Reset your password',
          text: expect.stringContaining('mode=resetPassword'),
        },
      });
    });

    it.each([['a/b'], ['a/b/c'], ['__x__']])(
      'finds a joined email %s-…@example.com again, whatever its slashes and case',
      async (local) => {
        const email = `${local}-${Date.now()}@example.com`;

        const joined = await callFunction('members-registerAccount', registration({ email }), {
          signedOut: true,
        });
        // No login holds the first membership, so a second join takes the address over; it can
        // only do so if the index found the first membership
        // (DECISIONS.md "Account and mail: a join borrows an address until it is confirmed").
        const again = await callFunction(
          'members-registerAccount',
          registration({ email: email.toUpperCase() }),
          { signedOut: true },
        );

        expect(joined.status).toBe(200);
        expect(again.status).toBe(200);
        const numberOf = (answer: typeof joined) =>
          (answer.result as { data: { customerNumber: string } }).data.customerNumber;
        expect(numberOf(again)).not.toBe(numberOf(joined));
        const members = await suiteFirestore()
          .collection('members')
          .where('emailLower', '==', email.toLowerCase())
          .get();
        expect(members.size).toBe(2);
        const index = await suiteFirestore()
          .collection('memberEmails')
          .doc(documentIdFor(email.toLowerCase()))
          .get();
        expect(index.data()).toEqual({ customerNumber: numberOf(again) });
        const nested = await suiteFirestore().collection('memberEmails').doc('a').listCollections();
        expect(nested).toEqual([]);
      },
    );
  },
);
