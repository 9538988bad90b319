import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../doubles/FixedClock';
import { sampleWallets } from '../../../functions/src/adapters/memory/sampleWallets';
import { SequenceRandom } from '../doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { demoUid, seedState } from '../../../functions/src/seed';
import { SAMPLE_PASS_NOTE } from '../../../functions/src/services/wallet/applePassJson';
import { GOOGLE_SAVE_URL_PREFIX } from '../../../functions/src/services/wallet/GoogleWalletPasses';
import { aMember } from '../builders';

const NOW = '2026-03-10T12:00:00.000Z';
const ORIGIN = 'http://127.0.0.1:4173';

/** The fake world's backend (src/adapters/fake/world/FakeWorld.ts): the seed, with sample wallets. */
async function theFakeWorld(options: { sample: boolean } = { sample: true }) {
  const state = await seedState(new Date(NOW));
  const clock = new FixedClock(NOW);
  const backend = createMemoryBackend(state, {
    clock,
    random: new SequenceRandom([2]),
    signer: new WebCryptoSigner('demo'),
    productionOrigin: ORIGIN,
    ...(options.sample ? { wallets: sampleWallets({ origin: `${ORIGIN}/`, clock }) } : {}),
  });
  return { state, backend };
}

const asKing = {
  auth: { uid: demoUid('king'), email: 'king@example.com', emailVerified: true },
  callerAddress: 'this-device',
};

describe("the demo world's sample passes", () => {
  it('answers a demo member with a link to their sample .pkpass and a Google save link, both said to be samples', async () => {
    const { backend } = await theFakeWorld();

    const links = await backend.handlers['wallet-getPassLinks']({}, asKing);

    expect(links).toEqual({
      apple: {
        url: `${ORIGIN}/wallet/sample/100104.pkpass`,
        expiresAt: '2026-03-10T12:10:00.000Z',
      },
      google: { url: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//) },
      sample: true,
    });
  });

  it('signs the Google sample for the member, naming the card a sample where Google shows the issuer', async () => {
    const { backend } = await theFakeWorld();

    const links = await backend.handlers['wallet-getPassLinks']({}, asKing);
    const jwt = decodeJwt(links.google!.url.slice(GOOGLE_SAVE_URL_PREFIX.length));
    const payload = jwt.payload as {
      loyaltyClasses: { issuerName: string; programName: string }[];
      loyaltyObjects: { accountId: string; accountName: string }[];
    };

    expect(jwt).toMatchObject({ aud: 'google', typ: 'savetowallet', origins: [ORIGIN] });
    expect(payload.loyaltyClasses[0]).toMatchObject({
      issuerName: SAMPLE_PASS_NOTE,
      programName: 'Met Rewards sample',
    });
    expect(payload.loyaltyObjects[0]).toMatchObject({
      accountId: '100104',
      accountName: 'Marcus Bell',
    });
  });

  it('offers no Apple sample to a member the seed does not know (a new joiner): no file was built for them', async () => {
    const { state, backend } = await theFakeWorld();
    const joiner = aMember().withCustomerNumber('100999').build();
    state.members[joiner.customer_number] = joiner;
    const uid = 'uid-joiner';
    await backend.appData.saveProfile({
      uid,
      email: joiner.email,
      emailVerified: true,
      country: 'gb',
      memberships: [joiner.customer_number],
      gameOptin: [],
    });

    const links = await backend.handlers['wallet-getPassLinks'](
      {},
      {
        auth: { uid, email: joiner.email, emailVerified: true },
      },
    );

    expect(links.apple).toBeNull();
    expect(links.google).not.toBeNull();
    expect(links.sample).toBe(true);
  });

  it('says nothing of samples where the wallets are real or absent', async () => {
    const { backend } = await theFakeWorld({ sample: false });

    expect(await backend.handlers['wallet-getPassLinks']({}, asKing)).toStrictEqual({
      apple: null,
      google: null,
    });
  });
});
