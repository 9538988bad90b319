import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../doubles/FixedClock';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { RecordingGoogleWalletObjects } from '../../../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import { SequenceRandom } from '../doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import {
  googleLoyaltyClass,
  googleLoyaltyObjectId,
  googleLoyaltyPatch,
} from '../../../functions/src/services/wallet/googleLoyaltyCard';
import {
  GOOGLE_SAVE_URL_PREFIX,
  GoogleWalletPasses,
} from '../../../functions/src/services/wallet/GoogleWalletPasses';
import { aMember } from '../builders';
import { aThrowawayServiceAccount } from './googleWalletKeys';

const ISSUER_ID = '3388000000022912345';
const ORIGIN = 'https://rewards.example.com';
const ISSUER = aThrowawayServiceAccount();

function googleWallet(objects = new RecordingGoogleWalletObjects(), clock?: FixedClock) {
  return new GoogleWalletPasses({
    issuerId: ISSUER_ID,
    serviceAccount: ISSUER.serviceAccount,
    origins: [ORIGIN],
    objects,
    appOrigin: ORIGIN,
    ...(clock ? { clock } : {}),
  });
}

/** A deployment with Google Wallet keys and none for Apple, and a signed-in member. */
async function aGoogleOnlyDeployment() {
  const state = emptyMemoryState();
  const objects = new RecordingGoogleWalletObjects({ everyObjectSaved: true });
  const backend = createMemoryBackend(state, {
    clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    random: new SequenceRandom([2]),
    signer: new WebCryptoSigner('voucher-test-secret'),
    productionOrigin: ORIGIN,
    wallets: { apple: null, google: googleWallet(objects) },
  });
  const member = aMember().build();
  state.members[member.customer_number] = member;
  const uid = `uid-${member.customer_number}`;
  await backend.appData.saveProfile({
    uid,
    email: member.email,
    emailVerified: true,
    country: 'gb',
    memberships: [member.customer_number],
    gameOptin: [],
  });
  const ctx = { auth: { uid, email: member.email, emailVerified: true } };
  return { backend, objects, member, ctx };
}

describe('wallet-getPassLinks on a deployment with Google Wallet only', () => {
  it("offers the member's own card as a Google save link, and no Apple link", async () => {
    const { backend, member, ctx } = await aGoogleOnlyDeployment();

    const links = await backend.services.wallet.getPassLinks({}, ctx);

    expect(links.apple).toBeNull();
    expect(links.google?.url.startsWith(GOOGLE_SAVE_URL_PREFIX)).toBe(true);
    const jwt = decodeJwt(links.google!.url.slice(GOOGLE_SAVE_URL_PREFIX.length)) as {
      payload: { loyaltyObjects: { accountId: string }[] };
    };
    expect(jwt.payload.loyaltyObjects[0]?.accountId).toBe(member.customer_number);
  });

  it("keeps the saved Google card current when the casino's record changes", async () => {
    const { backend, objects, member } = await aGoogleOnlyDeployment();

    await backend.services.wallet.onMemberChanged(member, { ...member, rewardPoints: 7_777 });

    expect(objects.patches).toEqual([
      expect.objectContaining({
        objectId: googleLoyaltyObjectId(ISSUER_ID, member.customer_number),
        result: 'updated',
      }),
    ]);
  });
});

describe('The Google Wallet card', () => {
  it('labels the membership number and the member as the app does', () => {
    expect(googleLoyaltyClass(ISSUER_ID, ORIGIN)).toMatchObject({
      accountIdLabel: 'Membership no.',
      accountNameLabel: 'Member',
    });
  });

  it('shows a member known by one name without a trailing space', () => {
    const member = aMember().with({ first_name: 'Cher', last_name: '' }).build();

    expect(googleLoyaltyPatch(member).accountName).toBe('Cher');
  });

  it("dates the save link's JWT by the system clock when no clock is given", async () => {
    const before = Math.floor(Date.now() / 1000);

    const url = await googleWallet().saveUrl({
      uid: 'uid-1',
      member: aMember().build(),
      venue: undefined,
    });

    const issuedAt = decodeJwt(url.slice(GOOGLE_SAVE_URL_PREFIX.length)).iat!;
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });
});
