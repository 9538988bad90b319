/**
 * The wallet sample's TypeScript half, loaded by scripts/wallet-sample.mjs through Vite's
 * runnerImport: the demo member's Apple pass signed with a throwaway certificate (made here, at
 * run time), and the Google save URL signed with a throwaway RSA key.
 */
import { generateKeyPairSync } from 'node:crypto';
import { remapHomeCasino } from '@met/scheme';
import { RecordingGoogleWalletObjects } from '../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import { DEMO_ACCOUNTS, seedState } from '../functions/src/seed';
import { ApplePassFactory } from '../functions/src/services/wallet/ApplePassFactory';
import { GoogleWalletPasses } from '../functions/src/services/wallet/GoogleWalletPasses';
import { newPassToken } from '../functions/src/services/wallet/passTokens';
import { makeThrowawayPassCertificates } from '../functions/src/adapters/sample/throwawayPassCertificates';

export const SAMPLE_ORIGIN = 'https://rewards.example.com';
/** King tier, Mayfair: king@example.com of the demo world. */
export const SAMPLE_CUSTOMER_NUMBER = '100104';

export interface WalletSample {
  pkpass: Buffer;
  caPem: string;
  googleSaveUrl: string;
  googlePublicKeyPem: string;
}

export async function makeWalletSample(now = new Date()): Promise<WalletSample> {
  const state = await seedState(now);
  const member = state.members[SAMPLE_CUSTOMER_NUMBER];
  if (!member) throw new Error(`the demo world has no member ${SAMPLE_CUSTOMER_NUMBER}`);
  const venue = state.venues[String(remapHomeCasino(member.home_casino))];
  const certificates = makeThrowawayPassCertificates(
    'pass.com.example.metrewards.sample',
    'SAMPLETEAM',
  );
  const apple = new ApplePassFactory(
    {
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      certificatePem: certificates.certificatePem,
      keyPem: certificates.keyPem,
      wwdrPem: certificates.caPem,
      sample: true,
    },
    SAMPLE_ORIGIN,
  );
  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const googleWallet = new GoogleWalletPasses({
    issuerId: '3388000000000000000',
    serviceAccount: {
      client_email: 'wallet-sample@met-rewards-sample.iam.gserviceaccount.com',
      private_key: google.privateKey,
    },
    origins: [SAMPLE_ORIGIN],
    objects: new RecordingGoogleWalletObjects(),
    appOrigin: SAMPLE_ORIGIN,
    sample: true,
  });
  const holder = { uid: 'demo-king', member, venue };
  return {
    // A fresh random token, stored nowhere: the sample's pass opens nothing anywhere.
    pkpass: await apple.build(member, venue, newPassToken()),
    caPem: certificates.caPem,
    googleSaveUrl: await googleWallet.saveUrl(holder),
    googlePublicKeyPem: google.publicKey,
  };
}

/** Where the fake build serves each demo member's sample pass (SAMPLE_PASS_PATH in the fake world). */
export const samplePassFile = (customerNumber: string): string =>
  `wallet/sample/${customerNumber}.pkpass`;

/**
 * The fake build's sample passes (DECISIONS.md "Card and wallets: sample passes"): one per demo
 * account's membership, as seeded, signed with one throwaway certificate made here. Served as
 * static files of the fake build only; the firebase build never contains them.
 */
export async function makeDemoSamplePasses(
  origin: string,
  now = new Date(),
): Promise<Map<string, Buffer>> {
  const state = await seedState(now);
  const certificates = makeThrowawayPassCertificates(
    'pass.com.example.metrewards.sample',
    'SAMPLETEAM',
  );
  const factory = new ApplePassFactory(
    {
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      certificatePem: certificates.certificatePem,
      keyPem: certificates.keyPem,
      wwdrPem: certificates.caPem,
      sample: true,
    },
    origin,
  );
  const passes = new Map<string, Buffer>();
  for (const account of DEMO_ACCOUNTS) {
    const member = state.members[account.member.customer_number];
    if (!member) continue;
    const venue = state.venues[String(remapHomeCasino(member.home_casino))];
    passes.set(member.customer_number, await factory.build(member, venue, newPassToken()));
  }
  return passes;
}
