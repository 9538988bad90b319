import type { BrowserFamily, PlatformKind } from '../../core/ports/PlatformPort';

/**
 * Android, iOS or desktop from the user agent. iPadOS 13+ reports itself as a Mac; only the
 * touch points tell it apart from a real Mac (which has none).
 */
export function platformKindOf(userAgent: string, maxTouchPoints: number): PlatformKind {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/** Browsers built on Chromium or WebKit that name Chrome or Safari in their user agent too. */
const OTHER_BROWSERS =
  /Edg(e|A|iOS)?\/|OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|FxiOS|Firefox\//;

/**
 * Safari, Chrome or another browser from the user agent. Chrome says 'Safari' too, and Edge,
 * Opera and Samsung Internet say 'Chrome': they are told apart by their own tokens.
 */
export function browserFamilyOf(userAgent: string): BrowserFamily {
  if (OTHER_BROWSERS.test(userAgent)) return 'other';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari';
  return 'other';
}
