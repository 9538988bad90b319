import {
  countLogLines,
  type IssuedPass,
  type LogLinesAdmission,
  type LogLinesCount,
  type LogLinesRequest,
  type PassRegistration,
  type PassRevocation,
  type WalletRegistrations,
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

  /**
   * Counts in state.applePasses.logLines: lines by `day` and `day|callerKey`, dropped lines by
   * `…|dropped`. Earlier days' counts go, as Firestore's TTL policy deletes them.
   */
  async admitLogLines(request: LogLinesRequest): Promise<LogLinesAdmission> {
    const { logLines } = this.passes();
    for (const key of Object.keys(logLines)) {
      if (key.slice(0, request.day.length) < request.day) delete logLines[key];
    }
    const dayKey = request.day;
    const callerKey = `${request.day}|${request.callerKey}`;
    const countOf = (key: string): LogLinesCount => ({
      lines: logLines[key] ?? 0,
      dropped: logLines[`${key}|dropped`] ?? 0,
    });
    const counted = countLogLines(request, { caller: countOf(callerKey), day: countOf(dayKey) });
    for (const [key, count] of [
      [dayKey, counted.day],
      [callerKey, counted.caller],
    ] as const) {
      if (count.lines > 0) logLines[key] = count.lines;
      if (count.dropped > 0) logLines[`${key}|dropped`] = count.dropped;
    }
    return counted.admission;
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
