import forge from 'node-forge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapters } from '../../../functions/src/adapters/memory/createMemoryAdapters';
import { FixedClock } from '../doubles/FixedClock';
import { InMemoryWalletRegistrations } from '../../../functions/src/adapters/memory/InMemoryWalletRegistrations';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { RecordingPassUpdatePush } from '../../../functions/src/adapters/memory/RecordingPassUpdatePush';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import {
  appleWalletFromConfig,
  type AppleWalletConfig,
  type AppleWalletPorts,
} from '../../../functions/src/services/wallet/appleWalletFromConfig';
import { aMember } from '../builders';
import { ORIGIN, passCertificates } from './appleWalletWorld';
import { checkPassSignature, readZip } from './pkpassArchive';

function settings(changes: Partial<AppleWalletConfig> = {}): AppleWalletConfig {
  const certs = passCertificates();
  return {
    passTypeIdentifier: certs.passTypeIdentifier,
    teamIdentifier: certs.teamIdentifier,
    certificatePem: certs.certificatePem,
    keyPem: certs.keyPem,
    keyPassphrase: '',
    wwdrPem: certs.caPem,
    ...changes,
  };
}

function ports(
  changes: Partial<AppleWalletPorts> = {},
  state = emptyMemoryState(),
): AppleWalletPorts {
  const adapters = createMemoryAdapters(state);
  return {
    signer: new WebCryptoSigner('wallet-link-test-secret'),
    appData: adapters.appData,
    members: adapters.members,
    venues: adapters.venues,
    registrations: new InMemoryWalletRegistrations(state),
    clock: new FixedClock('2026-03-10T12:00:00.000Z'),
    origin: ORIGIN,
    push: () => new RecordingPassUpdatePush(),
    ...changes,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Apple Wallet from the deployment settings', () => {
  it.each<keyof AppleWalletConfig>([
    'passTypeIdentifier',
    'teamIdentifier',
    'certificatePem',
    'keyPem',
    'wwdrPem',
  ])('is off (no Apple button) without %s', (setting) => {
    expect(appleWalletFromConfig(settings({ [setting]: '' }), ports())).toBeNull();
  });

  it('signs passes with a key protected by its passphrase', async () => {
    const certs = passCertificates();
    const passphrase = 'correct horse battery staple';
    const encryptedKeyPem = forge.pki.encryptRsaPrivateKey(
      forge.pki.privateKeyFromPem(certs.keyPem),
      passphrase,
      { algorithm: 'aes256' },
    );
    const state = emptyMemoryState();
    const wiring = ports({}, state);
    const wallet = appleWalletFromConfig(
      settings({ keyPem: encryptedKeyPem, keyPassphrase: passphrase }),
      wiring,
    );
    const member = aMember().build();
    state.members[member.customer_number] = member;
    await wiring.appData.saveProfile({
      uid: 'uid-1',
      email: member.email,
      emailVerified: true,
      country: 'gb',
      memberships: [member.customer_number],
      gameOptin: [],
    });
    const link = await wallet!.links.passLink(
      { uid: 'uid-1', member, venue: undefined },
      wiring.clock.now(),
    );

    const answer = await wallet!.webService.handle({
      method: 'GET',
      path: link.url.slice(ORIGIN.length),
      headers: {},
    });
    const files = readZip(answer.body as Buffer);

    expect(encryptedKeyPem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----/);
    expect(answer.status).toBe(200);
    expect(
      checkPassSignature(files.get('signature')!, files.get('manifest.json')!, certs.caPem)
        .signatureValid,
    ).toBe(true);
  });

  it("sends Wallet's own reports to the function's log when no log is given", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wallet = appleWalletFromConfig(settings(), ports());

    await wallet!.webService.handle({
      method: 'POST',
      path: '/wallet/apple/v1/log',
      headers: {},
      body: JSON.stringify({ logs: ['pass download failed'] }),
    });

    expect(warn).toHaveBeenCalledWith('Apple Wallet: pass download failed');
  });
});
