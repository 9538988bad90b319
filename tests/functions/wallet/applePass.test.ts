import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aMember } from '../builders';
import { AppleWalletWorld, ORIGIN, passCertificates } from './appleWalletWorld';
import { checkPassSignature, readZip, sha1Hex } from './pkpassArchive';
import { makeThrowawayPassCertificates } from './throwawayPassCertificates';

const IMAGES = ['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png'];

async function aServedPass(member = aMember().withTier('King').build()) {
  const world = new AppleWalletWorld();
  const files = readZip(await world.passOf(member));
  const passJson = JSON.parse(files.get('pass.json')?.toString('utf8') ?? '{}');
  return { world, member, files, passJson };
}

describe('The Apple Wallet pass (.pkpass) of a member', () => {
  it('holds pass.json, manifest.json, the signature and the brand images as PNGs', async () => {
    const { files } = await aServedPass();

    expect([...files.keys()].sort()).toEqual(
      ['manifest.json', 'pass.json', 'signature', ...IMAGES].sort(),
    );
    for (const image of IMAGES) {
      expect(files.get(image)?.subarray(1, 4).toString(), image).toBe('PNG');
    }
  });

  it("lists every other file's SHA-1 in manifest.json, and nothing else", async () => {
    const { files } = await aServedPass();
    const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? '{}');

    const expected = Object.fromEntries(
      [...files]
        .filter(([name]) => name !== 'manifest.json' && name !== 'signature')
        .map(([name, data]) => [name, sha1Hex(data)]),
    );
    expect(manifest).toEqual(expected);
  });

  it('is signed over manifest.json by the pass certificate, which chains to the CA', async () => {
    const { files } = await aServedPass();

    const check = checkPassSignature(
      files.get('signature') ?? Buffer.alloc(0),
      files.get('manifest.json') ?? Buffer.alloc(0),
      passCertificates().caPem,
    );

    expect(check).toEqual({
      chainsToCa: true,
      signatureValid: true,
      digestMatchesManifest: true,
      detached: true,
      signerSubject: expect.stringContaining(passCertificates().passTypeIdentifier),
    });
  });

  it('fails the check for an edited manifest and for a CA that did not issue the certificate', async () => {
    const { files } = await aServedPass();
    const signature = files.get('signature') ?? Buffer.alloc(0);
    const manifest = files.get('manifest.json') ?? Buffer.alloc(0);
    // Changes the first hex digit of pass.json's hash to a different one (a fixed "0" left the
    // manifest unchanged whenever the hash began with 0: one run in sixteen).
    const edited = Buffer.from(
      manifest
        .toString('utf8')
        .replace(
          /"pass.json":"(.)/,
          (_, first: string) => `"pass.json":"${first === '0' ? '1' : '0'}`,
        ),
    );
    expect(edited.equals(manifest)).toBe(false);
    const otherCa = makeThrowawayPassCertificates().caPem;

    expect(
      checkPassSignature(signature, edited, passCertificates().caPem).digestMatchesManifest,
    ).toBe(false);
    expect(checkPassSignature(signature, manifest, otherCa).chainsToCa).toBe(false);
  });

  it("shows the member's points, name, tier and number, and the QR code of the number", async () => {
    const member = aMember()
      .withTier('King of Hearts')
      .withHomeCasino(9)
      .with({ first_name: 'Daniel', last_name: 'Okafor', rewardPoints: 95_400, tierPoints: 90_000 })
      .build();

    const { passJson } = await aServedPass(member);

    expect(passJson.storeCard.primaryFields).toEqual([
      expect.objectContaining({ key: 'points', label: 'Reward points', value: 95_400 }),
    ]);
    expect(passJson.storeCard.secondaryFields).toEqual([
      expect.objectContaining({ key: 'member', value: 'Daniel Okafor' }),
      expect.objectContaining({ key: 'tier', value: 'King of Hearts' }),
    ]);
    expect(passJson.storeCard.auxiliaryFields).toEqual([
      expect.objectContaining({ key: 'number', value: member.customer_number }),
    ]);
    expect(passJson.barcodes).toEqual([
      {
        format: 'PKBarcodeFormatQR',
        message: member.customer_number,
        messageEncoding: 'iso-8859-1',
        altText: member.customer_number,
      },
    ]);
  });

  // All three casinos stand west of Greenwich: every longitude is negative.
  it.each([
    { homeCasino: 6, venue: 6, latitude: 51.5089, longitude: -0.1434 },
    { homeCasino: 9, venue: 9, latitude: 53.4793, longitude: -2.2509 },
    { homeCasino: 12, venue: 12, latitude: 55.9478, longitude: -3.2059 },
    { homeCasino: 17, venue: 6, latitude: 51.5089, longitude: -0.1434 },
  ])(
    'surfaces near home casino $homeCasino (venue $venue, at $latitude, $longitude)',
    async ({ homeCasino, venue, latitude, longitude }) => {
      const { passJson } = await aServedPass(aMember().withHomeCasino(homeCasino).build());

      expect(passJson.locations).toEqual([
        {
          latitude,
          longitude,
          relevantText: `Welcome to The Metropolitan ${venue}: your card is ready.`,
        },
      ]);
      expect(passJson.storeCard.backFields[0]).toMatchObject({
        key: 'homeCasino',
        value: expect.stringContaining(`The Metropolitan ${venue}`),
      });
    },
  );

  it('names the issuer and the web service, with a token of the pass alone', async () => {
    const { passJson, member } = await aServedPass();
    const other = await aServedPass(aMember().build());
    const otherSecret = new AppleWalletWorld('another-secret');
    const underOtherSecret = readZip(await otherSecret.passOf(member)).get('pass.json');

    expect(passJson).toMatchObject({
      organizationName: 'Met Rewards',
      passTypeIdentifier: passCertificates().passTypeIdentifier,
      teamIdentifier: passCertificates().teamIdentifier,
      serialNumber: member.customer_number,
      webServiceURL: `${ORIGIN}/wallet/apple`,
      backgroundColor: 'rgb(12, 23, 51)',
    });
    expect(passJson.authenticationToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(passJson.authenticationToken).not.toBe(other.passJson.authenticationToken);
    expect(JSON.parse(underOtherSecret?.toString('utf8') ?? '{}').authenticationToken).not.toBe(
      passJson.authenticationToken,
    );
  });

  // Was 'the HMAC of the serial under the deployment's key': a token derived from the number
  // could never be revoked (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
  it('carries a random token of its own, stored only as its SHA-256 with whom it was issued to', async () => {
    const member = aMember().withCustomerNumber('100104').build();
    const { world, passJson } = await aServedPass(member);
    const second = JSON.parse(
      readZip(await world.passOf(member))
        .get('pass.json')
        ?.toString('utf8') ?? '{}',
    );
    const hash = createHash('sha256').update(String(passJson.authenticationToken)).digest('hex');
    const derived = createHmac('sha256', 'wallet-link-test-secret')
      .update('["apple-pass-authentication","100104"]')
      .digest('base64url');

    expect(passJson.serialNumber).toBe('100104');
    expect(passJson.authenticationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.authenticationToken).not.toBe(passJson.authenticationToken);
    expect(passJson.authenticationToken).not.toBe(derived);
    expect(await world.registrations.issuedPass(hash)).toEqual({
      tokenHash: hash,
      serialNumber: '100104',
      customerNumber: '100104',
      uid: 'uid-100104',
      issuedAt: '2026-03-10T12:00:00.000Z',
      revoked: false,
    });
    expect(JSON.stringify(world.state.applePasses)).not.toContain(passJson.authenticationToken);
  });
});
