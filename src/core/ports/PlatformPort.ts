/** The device family, for the install hint's wording (Android, iOS, desktop). */
export type PlatformKind = 'android' | 'ios' | 'desktop';

/**
 * The browser, where it decides what the app offers: which wallet's button the card shows
 * (DECISIONS.md "Card and wallets: the membership card in the app").
 */
export type BrowserFamily = 'safari' | 'chrome' | 'other';

/** Facts about where the app runs, read once per call. */
export interface PlatformPort {
  /** Android, iOS or desktop. Never throws. */
  kind(): PlatformKind;

  /** Safari, Chrome (desktop, Android, iOS) or another browser. Never throws. */
  browser(): BrowserFamily;

  /** True when running installed (standalone display mode / home-screen app). Never throws. */
  isStandalone(): boolean;

  /**
   * The browser has WebAuthn, so the login page offers passkeys. Read here rather than
   * from PasskeyDevicePort, whose adapter loads with the member module. Never throws.
   */
  hasPasskeys(): boolean;

  /** The app's origin, e.g. 'https://rewards.example.com', sent as devDomain. Never throws. */
  origin(): string;

  /** True in a development build: emailed links point at origin() instead of the live site. */
  isDevMode(): boolean;

  /** Reloads the page (after an app update). Never throws. */
  reload(): void;
}

export const PlatformPort = Symbol('PlatformPort');
