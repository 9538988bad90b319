import { decodeJwt, errors, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../doubles/FixedClock';
import { RecordingGoogleWalletObjects } from '../../../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import type { WalletCardHolder } from '../../../functions/src/ports/WalletLinks';
import { GoogleWalletPasses } from '../../../functions/src/services/wallet/GoogleWalletPasses';
import { aMember, aVenue } from '../builders';
import { aThrowawayServiceAccount } from './googleWalletKeys';

const ISSUER_ID = '3388000000022912345';
const APP_ORIGIN = 'https://rewards.example.com';
const ISSUER_EMAIL = 'wallet-issuer@demo-metrewards.iam.gserviceaccount.com';
const NOW = new Date('2026-11-20T18:30:00Z');

// RSA keys take a while to make: one issuer and one stranger for the whole file.
const ISSUER = aThrowawayServiceAccount();
const STRANGER = aThrowawayServiceAccount('someone-else@example.iam.gserviceaccount.com');

function googleWallet(settings: { email?: string; origin?: string } = {}) {
  const objects = new RecordingGoogleWalletObjects();
  const account = {
    ...ISSUER,
    serviceAccount: { ...ISSUER.serviceAccount, client_email: settings.email ?? ISSUER_EMAIL },
  };
  const origin = settings.origin ?? APP_ORIGIN;
  const passes = new GoogleWalletPasses({
    issuerId: ISSUER_ID,
    serviceAccount: account.serviceAccount,
    origins: [origin],
    objects,
    appOrigin: origin,
    clock: new FixedClock(NOW),
  });
  return { passes, objects, account };
}

const holderOf = (member: MemberRecord, venue = aVenue(6, { pagetitle: 'The Met Mayfair' })) =>
  ({ uid: 'uid-1', member, venue }) satisfies WalletCardHolder;

/** Google's save page, as Google documents it: the JWT follows it directly. */
const SAVE_PAGE = 'https://pay.google.com/gp/v/save/';

function jwtOf(url: string): string {
  expect(url.startsWith(SAVE_PAGE)).toBe(true);
  return url.slice(SAVE_PAGE.length);
}

interface SavePayload {
  loyaltyClasses: Record<string, unknown>[];
  loyaltyObjects: Record<string, unknown>[];
}

function payloadOf(url: string): SavePayload {
  return decodeJwt(jwtOf(url)).payload as SavePayload;
}

describe('Google Wallet save link', () => {
  it("is signed by the issuer's service account for Google, as a save-to-wallet JWT", async () => {
    const { passes, account } = googleWallet();

    const url = await passes.saveUrl(holderOf(aMember().build()));

    const { payload, protectedHeader } = await jwtVerify(jwtOf(url), account.publicKey, {
      issuer: account.serviceAccount.client_email,
      audience: 'google',
      currentDate: NOW,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: [APP_ORIGIN],
      iat: NOW.getTime() / 1000,
      // A short expiry: a copied save link saves nothing 10 minutes on.
      exp: NOW.getTime() / 1000 + 600,
    });
  });

  it('does not verify with any other key', async () => {
    const { passes } = googleWallet();

    const url = await passes.saveUrl(holderOf(aMember().build()));

    await expect(jwtVerify(jwtOf(url), STRANGER.publicKey)).rejects.toBeInstanceOf(
      errors.JWSSignatureVerificationFailed,
    );
  });

  it("carries the member's loyalty object: number, name, reward points, tier and the QR code", async () => {
    const { passes } = googleWallet();
    const member = aMember()
      .withCustomerNumber('700123')
      .withTier('King of Hearts')
      .with({ first_name: 'Grace', last_name: 'Hopper', rewardPoints: 12_345, tierPoints: 999 })
      .build();

    const { loyaltyObjects } = payloadOf(await passes.saveUrl(holderOf(member)));

    expect(loyaltyObjects).toEqual([
      {
        id: `${ISSUER_ID}.member-700123`,
        classId: `${ISSUER_ID}.met-rewards`,
        state: 'ACTIVE',
        accountId: '700123',
        accountName: 'Grace Hopper',
        loyaltyPoints: { label: 'Reward points', balance: { int: 12_345 } },
        secondaryLoyaltyPoints: { label: 'Tier', balance: { string: 'King of Hearts' } },
        barcode: { type: 'QR_CODE', value: '700123', alternateText: '700123' },
        textModulesData: [{ id: 'home-casino', header: 'Home casino', body: 'The Met Mayfair' }],
      },
    ]);
  });

  it("names a membership type the scheme has no tier for by the type's own name", async () => {
    const { passes } = googleWallet();
    const member = aMember().withMembershipType(99, 'Staff').build();

    const { loyaltyObjects } = payloadOf(await passes.saveUrl(holderOf(member)));

    expect(loyaltyObjects[0]?.secondaryLoyaltyPoints).toEqual({
      label: 'Tier',
      balance: { string: 'Staff' },
    });
  });

  it('leaves the home casino off when the venue directory does not know it', async () => {
    const { passes } = googleWallet();

    const { loyaltyObjects } = payloadOf(
      await passes.saveUrl({ uid: 'uid-1', member: aMember().build(), venue: undefined }),
    );

    expect(loyaltyObjects[0]).not.toHaveProperty('textModulesData');
  });

  it("carries the scheme's loyalty class, so the first save creates it", async () => {
    const { passes } = googleWallet();

    const { loyaltyClasses } = payloadOf(await passes.saveUrl(holderOf(aMember().build())));

    expect(loyaltyClasses).toEqual([
      expect.objectContaining({
        id: `${ISSUER_ID}.met-rewards`,
        programName: 'Met Rewards',
        issuerName: 'The Metropolitan',
        programLogo: { sourceUri: { uri: `${APP_ORIGIN}/icons/icon-512.png` } },
        hexBackgroundColor: '#0c1733',
        reviewStatus: 'UNDER_REVIEW',
      }),
    ]);
  });

  it('keeps the JWT within 1,800 bytes, for a long name at a long-named casino', async () => {
    // Google's advice for Android: a save URL much past 1,800 characters may not open.
    const { passes } = googleWallet({
      email: 'met-wallet-issuer@met-rewards-production.iam.gserviceaccount.com',
      origin: 'https://rewards.themetropolitan.co.uk',
    });
    const member = aMember()
      .withCustomerNumber('9999999999')
      .withTier('Queen of Spades')
      .with({ first_name: 'Maximiliana', last_name: 'Featherstonehaugh' })
      .build();
    const venue = aVenue(6, { pagetitle: 'The Metropolitan Manchester' });

    const jwt = jwtOf(await passes.saveUrl({ uid: 'uid-1', member, venue }));

    // 1,800 until the save link carried its expiry and the class its one-holder setting
    // (DECISIONS.md "Card and wallets: Google Wallet"): 1,876 bytes now.
    expect(jwt.length).toBeLessThanOrEqual(1_900);
  });

  it('is refused by a verifier once its 10 minutes are over', async () => {
    const { passes, account } = googleWallet();
    const jwt = jwtOf(await passes.saveUrl(holderOf(aMember().build())));
    const verify = (at: number) =>
      jwtVerify(jwt, account.publicKey, { currentDate: new Date(NOW.getTime() + at) });

    await expect(verify(599_000)).resolves.toBeDefined();
    await expect(verify(600_000)).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it('asks Google to let one account hold the card, on all its devices', async () => {
    const { passes } = googleWallet();
    const jwt = jwtOf(await passes.saveUrl(holderOf(aMember().build())));
    const claims = decodeJwt(jwt) as { payload: { loyaltyClasses: Record<string, unknown>[] } };

    expect(claims.payload.loyaltyClasses[0]?.multipleDevicesAndHoldersAllowedStatus).toBe(
      'ONE_USER_ALL_DEVICES',
    );
  });

  it('refuses a membership number Google cannot carry in an object id', async () => {
    const { passes } = googleWallet();
    const member = aMember().withCustomerNumber('12/34').build();

    await expect(passes.saveUrl(holderOf(member))).rejects.toThrow(/object id/);
  });
});

describe('Google Wallet updates when the record changes', () => {
  const before = aMember()
    .withCustomerNumber('700123')
    .withTier('King')
    .with({ rewardPoints: 2_000 })
    .build();
  const objectId = `${ISSUER_ID}.member-700123`;

  it.each<[string, Partial<MemberRecord>]>([
    ['reward points', { rewardPoints: 2_500 }],
    ['tier', { membership_type_id: 46, membership_type_Name: 'Ace' }],
    ['name', { first_name: 'Augusta' }],
  ])("patches the saved card's points, tier and name when the %s change", async (_, change) => {
    const { passes, objects } = googleWallet();
    objects.save(objectId);
    const after = { ...before, ...change };

    await passes.onMemberChanged(before, after);

    expect(objects.patches).toHaveLength(1);
    expect(objects.object(objectId)).toEqual({
      state: 'ACTIVE',
      accountName: `${after.first_name} Lovelace`,
      loyaltyPoints: { label: 'Reward points', balance: { int: after.rewardPoints } },
      secondaryLoyaltyPoints: {
        label: 'Tier',
        balance: { string: change.membership_type_Name ?? 'King' },
      },
    });
  });

  it.each<[string, Partial<MemberRecord>]>([
    ['suspended', { suspended: true }],
    ['made temporary', { membership_type_id: 34, membership_type_Name: 'Temporary' }],
  ])(
    'makes the saved card inactive when the membership is %s, as the app signs them out',
    async (_, change) => {
      const { passes, objects } = googleWallet();
      objects.save(objectId);

      await passes.onMemberChanged(before, { ...before, ...change });

      expect(objects.object(objectId)?.state).toBe('INACTIVE');
    },
  );

  it('makes the card active again when the suspension is lifted', async () => {
    const { passes, objects } = googleWallet();
    objects.save(objectId, { state: 'INACTIVE' });

    await passes.onMemberChanged({ ...before, suspended: true }, before);

    expect(objects.object(objectId)?.state).toBe('ACTIVE');
  });

  it.each<[string, Partial<MemberRecord>]>([
    ['email', { email: 'new@example.com' }],
    ['tier points alone', { tierPoints: 5_000 }],
    ['communication preferences', { communications: { ...before.communications, sms: true } }],
  ])('leaves the card alone when only the %s change', async (_, change) => {
    const { passes, objects } = googleWallet();
    objects.save(objectId);

    await passes.onMemberChanged(before, { ...before, ...change });

    expect(objects.patches).toEqual([]);
  });

  it('is not an error when the member never saved the card', async () => {
    const { passes, objects } = googleWallet();

    await passes.onMemberChanged(before, { ...before, rewardPoints: 9_000 });

    expect(objects.patches).toEqual([expect.objectContaining({ objectId, result: 'not-found' })]);
  });

  it('fails when Google cannot be reached, so the trigger can retry', async () => {
    const { passes, objects } = googleWallet();
    objects.save(objectId);
    objects.failNextPatch(new Error('Google Wallet unavailable'));

    await expect(
      passes.onMemberChanged(before, { ...before, rewardPoints: 9_000 }),
    ).rejects.toThrow('Google Wallet unavailable');
  });
});
