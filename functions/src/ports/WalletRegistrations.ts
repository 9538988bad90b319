/** One device that added a member's pass and asked Wallet to keep it current. */
export interface PassRegistration {
  /** Apple's deviceLibraryIdentifier: one Wallet on one device. */
  deviceLibraryIdentifier: string;
  serialNumber: string;
  /** What APNs needs to wake that Wallet. */
  pushToken: string;
  /** ISO instant of the registration (or its last renewal). */
  registeredAt: string;
}

/**
 * Apple Wallet's registrations and each pass's update tag
 * (DECISIONS.md "Card and wallets: Apple Wallet"), for the pass web service. One pass type per
 * deployment, so the passTypeIdentifier is checked by the service, not kept. Update tags are
 * decimal strings of increasing numbers (milliseconds): Wallet echoes the last one it saw as
 * passesUpdatedSince.
 */
export interface WalletRegistrations {
  /**
   * Registers the device for the pass, or renews its push token. A pass keeps at most
   * `maxDevicesPerPass` devices: a new one beyond that replaces the oldest, so a stolen pass
   * token cannot grow the collection without bound.
   * @returns 'created' for a new registration, 'existing' when the device already had it.
   */
  register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing'>;
  /** @returns false when the device was not registered for the pass. */
  unregister(deviceLibraryIdentifier: string, serialNumber: string): Promise<boolean>;
  /** The serial numbers the device is registered for, with each one's update tag (if any). */
  passesOfDevice(
    deviceLibraryIdentifier: string,
  ): Promise<{ serialNumber: string; updateTag: string | undefined }[]>;
  /** The push tokens of every device registered for the pass. */
  pushTokensOf(serialNumber: string): Promise<string[]>;
  /** Records that the pass changed: its update tag becomes `tag` (never goes back). */
  markUpdated(serialNumber: string, tag: string): Promise<void>;
  updateTagOf(serialNumber: string): Promise<string | undefined>;
}
