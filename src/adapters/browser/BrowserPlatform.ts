import { injectable } from 'inversify';
import type { BrowserFamily, PlatformKind, PlatformPort } from '../../core/ports/PlatformPort';
import { mediaQuery } from './mediaQuery';
import { browserFamilyOf, platformKindOf } from './platformKind';

/** Safari on iOS marks a home-screen app with this non-standard flag. */
interface NavigatorWithStandalone extends Navigator {
  standalone?: boolean;
}

/** Where the app runs, read from the browser each time it is asked. */
@injectable()
export class BrowserPlatform implements PlatformPort {
  kind(): PlatformKind {
    if (typeof navigator === 'undefined') return 'desktop';
    return platformKindOf(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  }

  browser(): BrowserFamily {
    return typeof navigator === 'undefined' ? 'other' : browserFamilyOf(navigator.userAgent);
  }

  isStandalone(): boolean {
    if (mediaQuery('(display-mode: standalone)')?.matches) return true;
    return (
      typeof navigator !== 'undefined' && (navigator as NavigatorWithStandalone).standalone === true
    );
  }

  hasPasskeys(): boolean {
    return typeof PublicKeyCredential === 'function';
  }

  origin(): string {
    return typeof location === 'undefined' ? '' : location.origin;
  }

  isDevMode(): boolean {
    return import.meta.env.DEV;
  }

  reload(): void {
    if (typeof location !== 'undefined') location.reload();
  }
}
