/**
 * The wallet sample's TypeScript half, loaded by scripts/wallet-sample.mjs through Vite's
 * runnerImport: the demo member's Apple pass signed with a throwaway certificate (made here, at
 * run time), and the Google save URL signed with a throwaway RSA key.
 */
import { generateKeyPairSync } from 'node:crypto';
import { remapHomeCasino } from '@met/scheme';
import { RecordingGoogleWalletObjects } from '../functions/src/adapters/memory/RecordingGoogleWalletObjects';
import { seedState } from '../functions/src/seed';
import { ApplePassFactory } from '../functions/src/services/wallet/ApplePassFactory';
import { GoogleWalletPasses } from '../functions/src/services/wallet/GoogleWalletPasses';
import { newPassToken } from '../functions/src/services/wallet/passTokens';
import { makeThrowawayPassCertificates } from '../tests/functions/wallet/throwawayPassCertificates';

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
