import type { Venue } from '@met/scheme/contract';
import { PKPass } from 'passkit-generator';
import type { MemberRecord } from '../../ports/MemberDirectory';
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
  /** Throwaway keys (the emulators, the sample script): every pass says it is a sample. */
  sample?: boolean;
}

/** A serial is the membership number: stable for the membership, one pass per member. */
const SERIAL = /^[A-Za-z0-9-]{1,64}$/;

/** Builds and signs members' passes; knows each pass's serial. */
export class ApplePassFactory {
  constructor(
    private readonly keys: ApplePassKeys,
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
   * The signed .pkpass (a zip: pass.json, images, manifest.json, signature), carrying the pass's
   * own random authenticationToken (issued by ApplePasses, kept hashed by the store).
   */
  async build(
    member: MemberRecord,
    venue: Venue | undefined,
    authenticationToken: string,
  ): Promise<Buffer> {
    const serialNumber = this.serialOf(member.customer_number);
    const passJson = applePassJson(member, venue, {
      passTypeIdentifier: this.keys.passTypeIdentifier,
      teamIdentifier: this.keys.teamIdentifier,
      serialNumber,
      authenticationToken,
      origin: this.origin,
      sample: this.keys.sample === true,
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
