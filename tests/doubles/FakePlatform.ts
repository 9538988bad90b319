import type { BrowserFamily, PlatformKind, PlatformPort } from '../../src/core/ports/PlatformPort';

/** A settable platform; counts reloads. */
export class FakePlatform implements PlatformPort {
  platformKind: PlatformKind = 'desktop';
  browserFamily: BrowserFamily = 'other';
  standalone = false;
  passkeys = true;
  appOrigin = 'http://127.0.0.1:5173';
  devMode = true;
  reloads = 0;

  kind(): PlatformKind {
    return this.platformKind;
  }

  browser(): BrowserFamily {
    return this.browserFamily;
  }

  isStandalone(): boolean {
    return this.standalone;
  }

  hasPasskeys(): boolean {
    return this.passkeys;
  }

  origin(): string {
    return this.appOrigin;
  }

  isDevMode(): boolean {
    return this.devMode;
  }

  reload(): void {
    this.reloads += 1;
  }
}
