import { describe, expect, it } from 'vitest';
import { parseServiceAccount } from '../../../functions/src/adapters/google/googleWalletFromConfig';
import { emulatorWalletSettings } from '../../../functions/src/hosting/emulatorSampleWallets';
import type { WalletSettings } from '../../../functions/src/hosting/walletSettings';

const NONE: WalletSettings = {
  apple: {
    passTypeIdentifier: '',
    teamIdentifier: '',
    certificatePem: '',
    keyPem: '',
    keyPassphrase: '',
    wwdrPem: '',
  },
  google: { issuerId: '', serviceAccountJson: '' },
  sample: false,
};

/** The Functions emulator's wallets: throwaway keys when the project sets none. */
describe('emulatorWalletSettings', () => {
  it('makes throwaway Apple and Google keys for a project with no wallet, and marks them samples', () => {
    const settings = emulatorWalletSettings(NONE);

    expect(settings.sample).toBe(true);
    expect(settings.apple).toMatchObject({
      passTypeIdentifier: 'pass.com.example.metrewards.sample',
      teamIdentifier: 'SAMPLETEAM',
      sample: true,
    });
    expect(settings.apple.certificatePem).toContain('-----BEGIN CERTIFICATE-----');
    expect(settings.apple.keyPem).toContain('PRIVATE KEY-----');
    expect(settings.apple.wwdrPem).toContain('-----BEGIN CERTIFICATE-----');
    // The key file reads as Google's would, so googleWalletFromConfig takes it as it is.
    expect(parseServiceAccount(settings.google.serviceAccountJson).client_email).toMatch(
      /@demo-metrewards\.iam\.gserviceaccount\.com$/,
    );
    expect(settings.google.issuerId).toMatch(/^\d{19}$/);
  }, 30_000);

  it("leaves a project's own wallet settings alone", () => {
    const own: WalletSettings = {
      ...NONE,
      google: { issuerId: '3388000000022912345', serviceAccountJson: '{}' },
    };

    expect(emulatorWalletSettings(own)).toBe(own);
  });
});
