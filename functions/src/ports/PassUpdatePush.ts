/**
 * Wakes the Wallets holding a pass so they fetch its new version (Apple: an empty push on the
 * pass type's topic; the device then asks the web service what changed).
 */
export interface PassUpdatePush {
  /** Never throws for one token the push service refuses: the others are still told. */
  notify(pushTokens: string[]): Promise<void>;
}
