import type { PlatformKind, PlatformPort } from '../../src/core/ports/PlatformPort';

/** A settable platform; counts reloads. */
export class FakePlatform implements PlatformPort {
  platformKind: PlatformKind = 'desktop';
  standalone = false;
  appOrigin = 'http://127.0.0.1:5173';
  devMode = true;
  reloads = 0;

  kind(): PlatformKind {
    return this.platformKind;
  }

  isStandalone(): boolean {
    return this.standalone;
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
