import type { DevLinkOptions } from '@met/scheme/contract';
import type { PlatformPort } from '../ports/PlatformPort';

/** Emailed links of a development build point back at the app that asked for them. */
export function devLinkOptions(platform: PlatformPort): DevLinkOptions {
  return { devMode: platform.isDevMode(), devDomain: platform.origin() };
}
