import type { DevLinkOptions } from '@met/scheme/contract';

/** What devLinkOptions reads of the platform (PlatformPort has both). */
interface AppOrigin {
  isDevMode(): boolean;
  origin(): string;
}

/** Emailed links of a development build point back at the app that asked for them. */
export function devLinkOptions(platform: AppOrigin): DevLinkOptions {
  return { devMode: platform.isDevMode(), devDomain: platform.origin() };
}
