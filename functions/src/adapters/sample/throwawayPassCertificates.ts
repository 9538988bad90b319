/**
 * A throwaway certificate authority and a pass type certificate it signed, made at run time
 * (nothing secret is committed). The CA stands in for Apple's WWDR intermediate. The tests, the
 * sample script, the fake build's sample passes and the emulators' sample wallets use it.
 */
import forge from 'node-forge';

export interface ThrowawayPassCertificates {
  caPem: string;
  certificatePem: string;
  keyPem: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
}

const PASS_TYPE_ID = 'pass.com.example.metrewards.test';
const TEAM_ID = 'TESTTEAM01';

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  signingKey: forge.pki.rsa.PrivateKey,
  serial: string,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** Two RSA 2048 key pairs: about a second; call once per file. */
export function makeThrowawayPassCertificates(
  passTypeIdentifier = PASS_TYPE_ID,
  teamIdentifier = TEAM_ID,
): ThrowawayPassCertificates {
  const caKeys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const caName = [
    { name: 'commonName', value: 'Throwaway Wallet Test CA' },
    { name: 'organizationName', value: 'Met Rewards tests' },
  ];
  const ca = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, '01', [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  const passKeys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const pass = certificate(
    [
      { name: 'commonName', value: `Pass Type ID: ${passTypeIdentifier}` },
      // Apple's pass certificates carry the pass type identifier as the subject's UID.
      { type: '0.9.2342.19200300.100.1.1', value: passTypeIdentifier },
      { name: 'organizationalUnitName', value: teamIdentifier },
    ],
    caName,
    passKeys.publicKey,
    caKeys.privateKey,
    '02',
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
    ],
  );
  return {
    caPem: forge.pki.certificateToPem(ca),
    certificatePem: forge.pki.certificateToPem(pass),
    keyPem: forge.pki.privateKeyToPem(passKeys.privateKey),
    passTypeIdentifier,
    teamIdentifier,
  };
}
