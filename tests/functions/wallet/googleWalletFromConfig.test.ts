import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { googleWalletFromConfig } from '../../../functions/src/adapters/google/googleWalletFromConfig';
import { FixedClock } from '../doubles/FixedClock';
import { GOOGLE_SAVE_URL_PREFIX } from '../../../functions/src/services/wallet/GoogleWalletPasses';
import { aMember } from '../builders';
import { aThrowawayServiceAccount } from './googleWalletKeys';

const ISSUER = aThrowawayServiceAccount();
/** A key file as Google hands it out: more fields than signing needs. */
const KEY_FILE = JSON.stringify({
  type: 'service_account',
  project_id: 'met-rewards',
  private_key_id: 'abc123',
  ...ISSUER.serviceAccount,
  token_uri: 'https://oauth2.googleapis.com/token',
});

const config = (changes: { issuerId?: string; serviceAccountJson?: string } = {}) => ({
  issuerId: '3388000000022912345',
  serviceAccountJson: KEY_FILE,
  appOrigin: 'https://rewards.example.com',
  emulator: false,
  clock: new FixedClock('2026-11-20T18:30:00Z'),
  ...changes,
});

describe('Google Wallet from the deployment settings', () => {
  it.each([
    ['no issuer id', { issuerId: '' }],
    ['no service account key', { serviceAccountJson: '' }],
    ['blank settings', { issuerId: '  ', serviceAccountJson: ' ' }],
  ])('is off (no Google button) with %s', (_, changes) => {
    expect(googleWalletFromConfig(config(changes))).toBeNull();
  });

  it('signs save links with the key file the secret holds', async () => {
    const wallet = googleWalletFromConfig(config());

    const url = await wallet!.saveUrl({ uid: 'u1', member: aMember().build(), venue: undefined });

    const { payload } = await jwtVerify(
      url.slice(GOOGLE_SAVE_URL_PREFIX.length),
      ISSUER.publicKey,
      {
        issuer: ISSUER.serviceAccount.client_email,
        audience: 'google',
        currentDate: new Date('2026-11-20T18:30:00Z'),
      },
    );
    expect(payload.origins).toEqual(['https://rewards.example.com']);
  });

  it.each([
    ['not JSON', 'client_email=a', /not JSON/],
    ['without a private key', JSON.stringify({ client_email: 'a@b' }), /lacks/],
    [
      'with a key that is not PKCS#8',
      JSON.stringify({ client_email: 'a@b', private_key: '-----BEGIN RSA PRIVATE KEY-----' }),
      /PKCS#8/,
    ],
  ])('refuses, at start, a key file %s', (_, serviceAccountJson, message) => {
    expect(() => googleWalletFromConfig(config({ serviceAccountJson }))).toThrow(message);
  });

  it('never names the secret key in its refusal', () => {
    const broken = KEY_FILE.replace('"client_email"', '"email"');

    expect(() => googleWalletFromConfig(config({ serviceAccountJson: broken }))).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('PRIVATE KEY') }),
    );
  });
});
