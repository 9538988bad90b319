/**
 * Reads a .pkpass in-process, so the checks need no unzip or openssl on the machine: a small
 * zip reader (stored or deflated entries), and a check of the detached PKCS#7 signature over
 * manifest.json against a given CA (node-forge parses, node:crypto verifies).
 */
import { createHash, verify, X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';

/** Every file of a zip archive by name. */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let entry = 0; entry < count; entry++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localHeader = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      localHeader +
      30 +
      archive.readUInt16LE(localHeader + 26) +
      archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: unsupported zip method ${method}`);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

export function sha1Hex(data: Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

export interface SignatureCheck {
  /** The signer certificate chains to the CA (node:crypto's X509 verify). */
  chainsToCa: boolean;
  /** The RSA signature over the signed attributes verifies with the signer's key. */
  signatureValid: boolean;
  /** The messageDigest attribute is the digest of manifest.json. */
  digestMatchesManifest: boolean;
  /** No manifest inside: the signature is detached. */
  detached: boolean;
  signerSubject: string;
}

const DIGESTS: Record<string, string> = {
  [forge.pki.oids.sha1 as string]: 'sha1',
  [forge.pki.oids.sha256 as string]: 'sha256',
};

/** Checks a pass's `signature` file against its manifest.json and a CA certificate (PEM). */
export function checkPassSignature(
  signature: Buffer,
  manifest: Buffer,
  caPem: string,
): SignatureCheck {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & { rawCapture: Record<string, unknown> };
  const capture = message.rawCapture as {
    serial: string;
    digestAlgorithm: string;
    authenticatedAttributes: forge.asn1.Asn1[];
    signature: string;
    content?: unknown;
  };
  const serialHex = forge.util.bytesToHex(capture.serial);
  const signerForge = message.certificates.find(
    (cert) => cert.serialNumber.replace(/^0+/, '') === serialHex.replace(/^0+/, ''),
  );
  if (!signerForge) throw new Error('the signer certificate is not in the signature');
  const signer = new X509Certificate(forge.pki.certificateToPem(signerForge));
  const ca = new X509Certificate(caPem);
  const digest = DIGESTS[forge.asn1.derToOid(capture.digestAlgorithm)];
  if (!digest) throw new Error('unknown digest algorithm');

  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    capture.authenticatedAttributes,
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  const messageDigest = capture.authenticatedAttributes
    .map((attribute) => attribute.value as forge.asn1.Asn1[])
    .find(([oid]) => forge.asn1.derToOid(oid?.value as string) === forge.pki.oids.messageDigest);
  const digestValue = (messageDigest?.[1]?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value;

  return {
    chainsToCa: signer.checkIssued(ca) && signer.verify(ca.publicKey),
    signatureValid: verify(
      digest,
      signedBytes,
      signer.publicKey,
      Buffer.from(capture.signature, 'binary'),
    ),
    digestMatchesManifest:
      typeof digestValue === 'string' &&
      Buffer.from(digestValue, 'binary').equals(createHash(digest).update(manifest).digest()),
    detached: capture.content === undefined,
    signerSubject: signer.subject,
  };
}
