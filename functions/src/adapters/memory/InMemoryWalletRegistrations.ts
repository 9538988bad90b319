import type {
  IssuedPass,
  PassRegistration,
  PassRevocation,
  WalletRegistrations,
} from '../../ports/WalletRegistrations';
import { copy, type ApplePassesState, type MemoryState } from './MemoryState';

/** state.applePasses: Apple Wallet's registrations, update tags and issued passes, as plain JSON. */
export class InMemoryWalletRegistrations implements WalletRegistrations {
  constructor(private readonly state: MemoryState) {}

  async register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing' | 'full'> {
    const { registrations } = this.passes();
    const key = keyOf(registration.deviceLibraryIdentifier, registration.serialNumber);
    const existed = key in registrations;
    if (!existed) {
      const held = Object.values(registrations).filter(
        (other) => other.serialNumber === registration.serialNumber,
      );
      if (held.length >= maxDevicesPerPass) return 'full';
    }
    registrations[key] = copy(registration);
    return existed ? 'existing' : 'created';
  }

  async unregister(deviceLibraryIdentifier: string, serialNumber: string): Promise<boolean> {
    const { registrations } = this.passes();
    const key = keyOf(deviceLibraryIdentifier, serialNumber);
    if (!(key in registrations)) return false;
    delete registrations[key];
    return true;
  }

  async passesOfDevice(
    deviceLibraryIdentifier: string,
  ): Promise<{ serialNumber: string; updateTag: string | undefined }[]> {
    const { registrations, updateTags } = this.passes();
    return Object.values(registrations)
      .filter((held) => held.deviceLibraryIdentifier === deviceLibraryIdentifier)
      .map(({ serialNumber }) => ({ serialNumber, updateTag: updateTags[serialNumber] }));
  }

  async pushTokensOf(serialNumber: string): Promise<string[]> {
    return Object.values(this.passes().registrations)
      .filter((held) => held.serialNumber === serialNumber)
      .map((held) => held.pushToken);
  }

  async markUpdated(serialNumber: string, tag: string): Promise<void> {
    const { updateTags } = this.passes();
    const current = updateTags[serialNumber];
    if (current === undefined || Number(tag) > Number(current)) updateTags[serialNumber] = tag;
  }

  async updateTagOf(serialNumber: string): Promise<string | undefined> {
    return this.passes().updateTags[serialNumber];
  }

  async issuePass(pass: IssuedPass): Promise<void> {
    this.passes().issued[pass.tokenHash] = copy(pass);
  }

  async issuedPass(tokenHash: string): Promise<IssuedPass | undefined> {
    const held = this.passes().issued[tokenHash];
    return held ? copy(held) : undefined;
  }

  async revokePasses(revocation: PassRevocation): Promise<number> {
    const { issued, registrations } = this.passes();
    const named = Object.values(issued).filter((pass) =>
      'uid' in revocation
        ? pass.uid === revocation.uid
        : pass.serialNumber === revocation.serialNumber,
    );
    const hashes = new Set(named.map((pass) => pass.tokenHash));
    for (const [key, held] of Object.entries(registrations)) {
      const ofMembership =
        'serialNumber' in revocation && held.serialNumber === revocation.serialNumber;
      if (ofMembership || hashes.has(held.tokenHash ?? '')) delete registrations[key];
    }
    const live = named.filter((pass) => !pass.revoked);
    for (const pass of live) pass.revoked = true;
    return live.length;
  }

  async useLinkTicket(ticketId: string, expiresAt: string): Promise<boolean> {
    const { usedLinks } = this.passes();
    if (ticketId in usedLinks) return false;
    usedLinks[ticketId] = expiresAt;
    return true;
  }

  async admitLogLines(day: string, wanted: number, maxPerDay: number): Promise<number> {
    const { logLines } = this.passes();
    const logged = logLines[day] ?? 0;
    const admitted = Math.max(0, Math.min(wanted, maxPerDay - logged));
    logLines[day] = logged + admitted;
    return admitted;
  }

  private passes(): Required<ApplePassesState> {
    this.state.applePasses ??= { registrations: {}, updateTags: {} };
    const passes = this.state.applePasses;
    passes.issued ??= {};
    passes.usedLinks ??= {};
    passes.logLines ??= {};
    return passes as Required<ApplePassesState>;
  }
}

function keyOf(deviceLibraryIdentifier: string, serialNumber: string): string {
  return `${deviceLibraryIdentifier}|${serialNumber}`;
}
