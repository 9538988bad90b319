import { describe, expect, it } from 'vitest';
import { DATA_EXPORTS_PER_DAY, TOO_MANY_DATA_EXPORTS } from '../../functions/src/domain/dataExport';
import { demoEmail } from './authEmulator';
import { as, expectAnswer, expectFailure, signedOut } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { KING } from './requests';

/**
 * Download my data over HTTP, on the deployed functions' code and Firestore. Asked by
 * kinghearts@example.com, whom no other suite asks for a copy, so the day's limit is all theirs.
 * The tests run in order: the copies of the first and last count against the same day.
 */
const member = as(demoEmail('kinghearts'));

describe.skipIf(skipWithoutEmulators('download my data over HTTP'))(
  'callables over HTTP: download my data',
  () => {
    it('members-downloadMyData answers the caller’s own record and the ticket they sent, nothing of King’s', async () => {
      const ticket = await expectAnswer(
        'members-submitTicket',
        {
          values: {
            name: 'King of Hearts',
            email: demoEmail('kinghearts'),
            membershipNumber: '',
            topic: 'Account',
            message: 'A ticket to find in my copy',
          },
          idempotencyKey: `download-my-data-${Date.now()}`,
        },
        member,
      );

      const copy = await expectAnswer('members-downloadMyData', {}, member);

      expect(copy.data.member.email).toBe(demoEmail('kinghearts'));
      expect(copy.data.profile.email).toBe(demoEmail('kinghearts'));
      expect(copy.data.tickets).toContainEqual(
        expect.objectContaining({
          ticketId: ticket.ticketId,
          message: 'A ticket to find in my copy',
        }),
      );
      // The rest of the record (the demo seed's) and the points activity that members-getMember
      // leaves out, read through the Firestore adapters.
      expect(copy.data.membership).toMatchObject({
        dateOfBirth: '1975-09-17',
        title: 'Mr',
        gender: 'male',
        lastBreakEndsAt: null,
      });
      expect(Date.parse(copy.data.membership.joinedAt)).not.toBeNaN();
      expect(copy.data.pointsActivity.length).toBeGreaterThan(0);
      expect(copy.data.passkeys).toEqual([]);
      expect(copy.data.deskScans).toEqual([]);
      const text = JSON.stringify(copy);
      expect(text).not.toContain(KING.email);
      expect(text).not.toContain(KING.crmId);
    });

    it('a request naming another member is refused, and a signed-out caller gets no copy', async () => {
      await expectFailure(
        'members-downloadMyData',
        { customerNumber: KING.customerNumber },
        member,
        'invalid-argument',
      );
      await expectFailure('members-downloadMyData', {}, signedOut, 'unauthenticated');
    });

    it(`serves ${DATA_EXPORTS_PER_DAY} copies a day, then refuses saying when to try again`, async () => {
      for (let copy = 1; copy < DATA_EXPORTS_PER_DAY; copy += 1) {
        await expectAnswer('members-downloadMyData', {}, member);
      }

      const refusal = await expectFailure(
        'members-downloadMyData',
        {},
        member,
        'resource-exhausted',
      );
      expect(refusal.message).toBe(TOO_MANY_DATA_EXPORTS);
    });
  },
);
