import { describe, expect, it } from 'vitest';
import { platformKindOf } from '../../../src/adapters/browser/platformKind';
import type { PlatformKind } from '../../../src/core/ports/PlatformPort';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_OLD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('platformKindOf', () => {
  it.each<[string, string, number, PlatformKind]>([
    ['Android phone', ANDROID, 5, 'android'],
    ['iPhone', IPHONE, 5, 'ios'],
    ['iPad before iPadOS 13', IPAD_OLD, 5, 'ios'],
    ['iPadOS 13+ (a Mac user agent with touch)', MAC_SAFARI, 5, 'ios'],
    ['a real Mac', MAC_SAFARI, 0, 'desktop'],
    ['Windows', WINDOWS, 0, 'desktop'],
    ['Windows with a touch screen', WINDOWS, 10, 'desktop'],
  ])('%s is %s', (_device, userAgent, touchPoints, kind) => {
    expect(platformKindOf(userAgent, touchPoints)).toBe(kind);
  });
});
