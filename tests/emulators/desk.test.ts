import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../functions/src/adapters/firestore/collections';
import { createFirestoreAdapters } from '../../functions/src/adapters/firestore/createFirestoreAdapters';
import { toStoredMember } from '../../functions/src/adapters/firestore/FirestoreMemberDirectory';
import { WebCryptoSigner } from '../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { EMULATOR_VOUCHER_QR_SECRET } from '../../functions/src/hosting/params';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { DESK_MESSAGES } from '../../functions/src/services/desk/deskMessages';
import {
  createVoucherPayload,
  voucherCodeExpiry,
} from '../../functions/src/services/VoucherPayload';
import { runStaffCommand } from '../../scripts/staff.mjs';
import { aMember, aVoucher } from '../functions/builders';
import { adminAuth } from './authEmulator';
import { as, callFunction, expectAnswer, expectFailure } from './callFunction';
import { skipWithoutEmulators } from './emulatorEnvironment';
import { suiteFirestore } from './firestoreWorld';
import { MAYFAIR } from './requests';

/**
 * The desk over HTTP on the deployed functions' code, the Auth emulator and Firestore:
 * desk@example.com, seeded with the staff claim of Mayfair in the Auth emulator, reads and
 * redeems a member's voucher code; the code is signed with the emulators' voucher secret, as
 * vouchers-generateQrCode draws it (the member's PNG holds that text). Each test makes a member
 * and a voucher of its own, so the shared demo world's vouchers stay unredeemed.
 */
const DESK = as('desk@example.com');
/** The first call starts a worker per desk function: slow on a busy two-core machine. */
const COLD_START_TIMEOUT = 180_000;
const signer = new WebCryptoSigner(EMULATOR_VOUCHER_QR_SECRET);

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

/** A verified Mayfair member with a voucher of their own, and the code of it drawn now. */
async function aMemberWithCode(label: string) {
  const db = suiteFirestore();
  made += 1;
  const member = aMember()
    .withEmail(`desk-${label}-${unique()}@example.com`)
    .withCustomerNumber(String(190000 + made))
    .withHomeCasino(MAYFAIR)
    .build();
  const voucher = aVoucher()
    .withId(`desk-${label}-${unique()}`)
    .issuedTo(member.customer_number)
    .expiringOn('2099-12-31')
    .build();
  await db.collection(COLLECTIONS.members).doc(member.customer_number).set(toStoredMember(member));
  await db.collection(COLLECTIONS.vouchers).doc(voucher.id).set(voucher);
  const login = await adminAuth().createUser({
    email: member.email,
    password: DEMO_PASSWORD,
    emailVerified: true,
  });
  await createFirestoreAdapters(db).appData.saveProfile({
    uid: login.uid,
    email: member.email,
    emailVerified: true,
    country: 'gb',
    memberships: [member.customer_number],
    gameOptin: [],
  });
  await db.collection(COLLECTIONS.membershipLinks).doc(member.customer_number).set({
    uid: login.uid,
  });
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const code = await createVoucherPayload(signer, {
    voucherId: voucher.id,
    uid: login.uid,
    issuedAt,
    expiresAt: voucherCodeExpiry(issuedAt, voucher.expiresOn),
  });
  return { member, voucher, code, caller: as(member.email) };
}

describe.skipIf(skipWithoutEmulators('the desk'))('the desk over HTTP', () => {
  it(
    'reads a member’s voucher code for desk@example.com, staff at Mayfair by its seeded claim',
    async () => {
      const { member, voucher, code } = await aMemberWithCode('read');

      const reading = await expectAnswer('desk-readCode', { code }, DESK);

      expect(reading).toMatchObject({
        kind: 'voucher',
        member: {
          name: `${member.first_name} ${member.last_name}`,
          tier: 'King',
          customerNumber: member.customer_number,
          venueName: 'The Metropolitan Mayfair',
          restriction: null,
        },
        voucher: { id: voucher.id },
        state: 'ready',
      });
    },
    COLD_START_TIMEOUT,
  );

  it(
    'redeems once; the member’s list says when and where, and no new code is drawn',
    async () => {
      const { voucher, code, member, caller } = await aMemberWithCode('redeem');

      const answer = await expectAnswer('desk-redeem', { code }, DESK);
      const second = await expectFailure('desk-redeem', { code }, DESK, 'already-exists');
      const { records } = await expectAnswer(
        'vouchers-getAllVouchers',
        { location: 'gb', crmId: member.id },
        caller,
      );
      const qr = await expectFailure(
        'vouchers-generateQrCode',
        { voucherId: voucher.id },
        caller,
        'failed-precondition',
      );

      expect(answer.redemption).toMatchObject({
        venueId: MAYFAIR,
        venueName: 'The Metropolitan Mayfair',
      });
      expect(second.message).toMatch(
        /^Already redeemed at \d{1,2}:\d\d[ap]m at The Metropolitan Mayfair\.$/,
      );
      expect(second.details).toEqual({ redemption: answer.redemption });
      expect(records.find(({ id }) => id === voucher.id)?.redeemed).toEqual({
        at: answer.redemption.at,
        venueName: 'The Metropolitan Mayfair',
      });
      expect(qr.message).toMatch(/^This voucher was redeemed at .+ at The Metropolitan Mayfair\.$/);
      const audit = await suiteFirestore()
        .collection(COLLECTIONS.deskAudit)
        .where('customerNumber', '==', member.customer_number)
        .get();
      expect(audit.docs.map((doc) => doc.get('outcome')).sort()).toEqual([
        'already-exists',
        'redeemed',
      ]);
    },
    COLD_START_TIMEOUT,
  );

  it(
    'of 20 presses at once over HTTP, redeems once: 1 success, 19 already-exists',
    async () => {
      const { member, voucher, code } = await aMemberWithCode('race');

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => callFunction('desk-redeem', { code }, DESK)),
      );

      expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
      expect(answers.filter(({ error }) => error?.code === 'already-exists')).toHaveLength(19);
      const kept = await suiteFirestore()
        .collection(COLLECTIONS.redemptions)
        .where('customerNumber', '==', member.customer_number)
        .get();
      expect(kept.docs.map((doc) => doc.get('voucherId'))).toEqual([voucher.id]);
    },
    COLD_START_TIMEOUT,
  );

  it(
    'refuses a member calling the desk, even with their own code',
    async () => {
      const { code, caller } = await aMemberWithCode('member');

      const read = await expectFailure('desk-readCode', { code }, caller, 'permission-denied');
      await expectFailure('desk-redeem', { code }, caller, 'permission-denied');

      expect(read.message).toBe(DESK_MESSAGES.staffOnly);
    },
    COLD_START_TIMEOUT,
  );

  it(
    'refuses staff of another casino, made so by the operator’s command',
    async () => {
      const { code } = await aMemberWithCode('edinburgh');
      const email = `edinburgh-desk-${unique()}@example.com`;
      await adminAuth().createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
      const said = await runStaffCommand(['add', email, '12'], {
        auth: adminAuth(),
        firestore: suiteFirestore(),
      });

      const error = await expectFailure('desk-redeem', { code }, as(email), 'permission-denied');

      expect(said).toBe(
        `${email} is now staff at The Metropolitan Edinburgh (venue 12); their next sign-in carries it.`,
      );
      expect(error.message).toBe(
        'This member’s home casino is The Metropolitan Mayfair: their codes are redeemed there.',
      );
    },
    COLD_START_TIMEOUT,
  );

  it(
    'refuses a forged and an edited code as not ours',
    async () => {
      const { code } = await aMemberWithCode('forged');
      const parts = code.split('.');
      const edited = [...parts.slice(0, 4), String(Number(parts[4]) + 3600), parts[5]].join('.');
      const forged = [...parts.slice(0, 5), 'AAAA'].join('.');

      for (const attempt of [edited, forged]) {
        const error = await expectFailure(
          'desk-readCode',
          { code: attempt },
          DESK,
          'invalid-argument',
        );
        expect(error.message).toBe(DESK_MESSAGES.notOurs);
      }
    },
    COLD_START_TIMEOUT,
  );

  it(
    'shows a membership card’s member and what they may use today',
    async () => {
      const { member, voucher } = await aMemberWithCode('card');

      const reading = await expectAnswer('desk-readCode', { code: member.customer_number }, DESK);

      expect(reading).toMatchObject({
        kind: 'card',
        member: { customerNumber: member.customer_number, restriction: null },
      });
      expect(reading.kind === 'card' && reading.vouchers.map(({ id }) => id)).toContain(voucher.id);
    },
    COLD_START_TIMEOUT,
  );
});

describe.skipIf(skipWithoutEmulators('the staff command'))('npm run staff', () => {
  const admin = () => ({ auth: adminAuth(), firestore: suiteFirestore() });

  it('adds and removes the claim, keeping other claims, and says what it did', async () => {
    const email = `staff-${unique()}@example.com`;
    const { uid } = await adminAuth().createUser({
      email,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    await adminAuth().setCustomUserClaims(uid, { other: true });

    await runStaffCommand(['add', email.toUpperCase(), String(MAYFAIR)], admin());
    const added = (await adminAuth().getUser(uid)).customClaims;
    const said = await runStaffCommand(['remove', email], admin());
    const removed = (await adminAuth().getUser(uid)).customClaims;

    expect(added).toEqual({ other: true, staff: { venueId: MAYFAIR } });
    expect(said).toBe(`${email} is no longer staff; their next sign-in carries it.`);
    expect(removed).toEqual({ other: true });
  });

  it('refuses a login that has not confirmed its address, and gives it no claim', async () => {
    const email = `planted-${unique()}@example.com`;
    const { uid } = await adminAuth().createUser({ email, password: DEMO_PASSWORD });

    const refused = runStaffCommand(['add', email, String(MAYFAIR)], admin());

    await expect(refused).rejects.toThrow(`${email} has not confirmed its email address`);
    expect((await adminAuth().getUser(uid)).customClaims?.staff).toBeUndefined();
  });

  it.each([
    [
      'an unknown email',
      ['add', 'nobody-here@example.com', '6'],
      'There is no login with the email nobody-here@example.com.',
    ],
    ['a venue that is not one', ['add', 'desk@example.com', '999'], 'There is no venue 999.'],
    [
      'a venue id that is no number',
      ['add', 'desk@example.com', 'mayfair'],
      'mayfair is not a venue id: a venue id is a whole number.',
    ],
    [
      'a missing email',
      ['add'],
      'Usage: npm run staff -- add EMAIL VENUE_ID | npm run staff -- remove EMAIL',
    ],
  ])('refuses %s', async (_, args, message) => {
    await expect(runStaffCommand(args, admin())).rejects.toThrow(message);
  });
});
