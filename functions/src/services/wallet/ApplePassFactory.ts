import type { Venue } from '@met/scheme/contract';
import { PKPass } from 'passkit-generator';
import type { MemberRecord } from '../../ports/MemberDirectory';
import type { Signer } from '../../ports/Signer';
import { applePassImages } from './ApplePassImages';
import { applePassJson } from './applePassJson';

/**
 * The pass type's identity, from configuration (Secret Manager in production), never the repo:
 * the pass type certificate and its key sign every pass, with Apple's WWDR intermediate.
 */
export interface ApplePassKeys {
  /** e.g. 'pass.com.example.metrewards' (Apple Developer: Identifiers, Pass Type IDs). */
  passTypeIdentifier: string;
  /** The Apple Developer team that owns the pass type, e.g. 'A1B2C3D4E5'. */
  teamIdentifier: string;
  /** The pass type certificate, PEM. */
  certificatePem: string;
  /** Its private key, PEM (PKCS#1 or PKCS#8, encrypted or not). */
  keyPem: string;
  keyPassphrase?: string;
  /** Apple's Worldwide Developer Relations intermediate (G4), PEM. */
  wwdrPem: string;
}

/** Kept apart from every other message the wallet key signs (the pass links). */
const AUTHENTICATION_PURPOSE = 'apple-pass-authentication';
/** A serial is the membership number: stable for the membership, one pass per member. */
const SERIAL = /^[A-Za-z0-9-]{1,64}$/;

/** Builds and signs members' passes; knows each pass's serial and authentication token. */
export class ApplePassFactory {
  constructor(
    private readonly keys: ApplePassKeys,
    /** HMAC key of the pass tokens (and the links): WALLET_LINK_SECRET. */
    private readonly signer: Signer,
    /** The live app's origin (https://...): the web service and the app link live there. */
    private readonly origin: string,
  ) {}

  get passTypeIdentifier(): string {
    return this.keys.passTypeIdentifier;
  }

  serialOf(customerNumber: string): string {
    return customerNumber;
  }

  /** The membership number a serial names, or undefined for one this service never issued. */
  customerNumberOf(serialNumber: string): string | undefined {
    return SERIAL.test(serialNumber) ? serialNumber : undefined;
  }

  /**
   * HMAC of the serial: Wallet sends it back with every call about the pass, and nobody can
   * derive it from the membership number without the key. 43 characters.
   */
  authenticationTokenOf(serialNumber: string): Promise<string> {
    return this.signer.sign(JSON.stringify([AUTHENTICATION_PURPOSE, serialNumber]));
  }

  /** Constant-time (the Signer's HMAC verify). */
  isAuthenticationToken(serialNumber: string, token: string): Promise<boolean> {
    return this.signer.verify(JSON.stringify([AUTHENTICATION_PURPOSE, serialNumber]), token);
  }

  /** The signed .pkpass (a zip: pass.json, images, manifest.json, signature). */
  async build(member: MemberRecord, venue: Venue | undefined): Promise<Buffer> {
    const serialNumber = this.serialOf(member.customer_number);
    const passJson = applePassJson(member, venue, {
      passTypeIdentifier: this.keys.passTypeIdentifier,
      teamIdentifier: this.keys.teamIdentifier,
      serialNumber,
      authenticationToken: await this.authenticationTokenOf(serialNumber),
      origin: this.origin,
    });
    const pass = new PKPass(
      { ...applePassImages(), 'pass.json': Buffer.from(JSON.stringify(passJson)) },
      {
        signerCert: this.keys.certificatePem,
        signerKey: this.keys.keyPem,
        signerKeyPassphrase: this.keys.keyPassphrase,
        wwdr: this.keys.wwdrPem,
      },
    );
    return pass.getAsBuffer();
  }
}
