import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleWalletSettings } from '../../../functions/src/hosting/params';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the deployment's Apple Wallet settings", () => {
  it('carry the key passphrase secret to where the signing key is loaded', () => {
    vi.stubEnv('APPLE_PASS_TYPE_ID', 'pass.com.example.metrewards');
    vi.stubEnv('APPLE_TEAM_ID', 'ABCDE12345');
    vi.stubEnv('APPLE_PASS_CERTIFICATE', 'certificate-pem');
    vi.stubEnv('APPLE_PASS_KEY', 'encrypted-key-pem');
    vi.stubEnv('APPLE_PASS_KEY_PASSPHRASE', 'correct horse battery staple');
    vi.stubEnv('APPLE_WWDR_CERTIFICATE', 'wwdr-pem');

    expect(appleWalletSettings()).toEqual({
      passTypeIdentifier: 'pass.com.example.metrewards',
      teamIdentifier: 'ABCDE12345',
      certificatePem: 'certificate-pem',
      keyPem: 'encrypted-key-pem',
      keyPassphrase: 'correct horse battery staple',
      wwdrPem: 'wwdr-pem',
    });
  });
});
