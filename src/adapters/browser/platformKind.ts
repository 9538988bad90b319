import type { PlatformKind } from '../../core/ports/PlatformPort';

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
