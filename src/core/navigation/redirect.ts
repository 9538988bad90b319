import { REDIRECT_MAX_LENGTH } from '../kernel/constants';
import { matchRoute, pathOnly, pathTo } from './routes';

export const REDIRECT_PARAM = 'redirect';
export const REDIRECT_FALLBACK = '/';

const SPACE_CODE = 0x20;
const DELETE_CODE = 0x7f;
const SCHEME_LIKE = /[a-z][a-z0-9+.-]*:/i;
const DECODE_ROUNDS = 3;

// Browsers drop tabs and newlines from URLs and read a backslash as '/', so any of them could
// turn a harmless-looking path into '//evil.example'. A decoded space is harmless; a raw one is
// never written by the app.
function hasUnsafeCharacter(value: string, allowSpace: boolean): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (allowSpace && character === ' ') continue;
    // Stryker disable next-line EqualityOperator: a raw space is also whitespace (\s), so it is refused with < as with <=
    if (code <= SPACE_CODE || code === DELETE_CODE || character === '\\' || /\s/.test(character)) {
      return true;
    }
  }
  return false;
}

/**
 * Browsers resolve '.' and '..' segments (and their encoded forms '%2e') before the router sees
 * the path, so '/games/spin-the-wheel/%2e' would open '/games/spin-the-wheel/', no page at all.
 */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** One decoding layer: a single leading '/', no '//' or dot segment in the path, no scheme. */
function isSafeLayer(layer: string, decoded: boolean): boolean {
  // Stryker disable next-line StringLiteral: matchRoute refuses a raw path without a leading '/', and decoding never removes a literal one
  if (!layer.startsWith('/') || hasUnsafeCharacter(layer, decoded)) return false;
  const path = pathOnly(layer);
  return (
    !path.includes('//') &&
    !hasDotSegment(path) &&
    !SCHEME_LIKE.test(path) &&
    !layer.includes('://')
  );
}

function isSameOriginPath(raw: string): boolean {
  let layer = raw;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    if (!isSafeLayer(layer, round > 0)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  // Still changing after several decodings: nobody types that by accident.
  return false;
}

/**
 * spec-decisions 11: the redirect target after login, accepted only as a same-origin path of a
 * known route; its encoded forms are checked too. Anything else gives '/'.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length > REDIRECT_MAX_LENGTH) {
    return REDIRECT_FALLBACK;
  }
  if (!isSameOriginPath(raw) || matchRoute(raw) === null) return REDIRECT_FALLBACK;
  return raw;
}

/** '/login?redirect=<the wanted location, encoded>' (spec section 2). */
export function loginPathWithRedirect(wanted: string): string {
  return `${pathTo('login')}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}
