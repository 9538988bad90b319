import type { PassRegistration, WalletRegistrations } from '../../ports/WalletRegistrations';
import { copy, type ApplePassesState, type MemoryState } from './MemoryState';

/** state.applePasses: Apple Wallet's registrations and update tags, as plain JSON. */
export class InMemoryWalletRegistrations implements WalletRegistrations {
  constructor(private readonly state: MemoryState) {}

  async register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing'> {
    const { registrations } = this.passes();
    const key = keyOf(registration.deviceLibraryIdentifier, registration.serialNumber);
    const existed = key in registrations;
    if (!existed) {
      const others = Object.entries(registrations)
        .filter(([, held]) => held.serialNumber === registration.serialNumber)
        .sort(([, a], [, b]) => a.registeredAt.localeCompare(b.registeredAt));
      for (const [oldest] of others.slice(0, Math.max(0, others.length - maxDevicesPerPass + 1))) {
        delete registrations[oldest];
      }
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

  private passes(): ApplePassesState {
    this.state.applePasses ??= { registrations: {}, updateTags: {} };
    return this.state.applePasses;
  }
}

function keyOf(deviceLibraryIdentifier: string, serialNumber: string): string {
  return `${deviceLibraryIdentifier}|${serialNumber}`;
}
