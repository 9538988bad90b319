/**
 * UK mobile numbers, read leniently: spaces, dashes, dots and brackets are ignored, and the
 * +44, 0044, 44 and 07 forms are all accepted ('+44 (0)7700 900123' too).
 */
const SEPARATORS = /[\s\-().]/g;
const UK_MOBILE = /^(?:(?:\+|00)?44)?0?(7\d{9})$/;
const NATIONAL_OR_INTERNATIONAL = /^(?:\+44|0044|44|0)/;

/** '+447700900123' for any accepted form, else null. */
export function normaliseUkMobile(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  // A bare '7700900123' has no prefix at all and is refused: it is too easy to mistype.
  if (!NATIONAL_OR_INTERNATIONAL.test(compact)) return null;
  const match = UK_MOBILE.exec(compact);
  return match ? `+44${match[1]}` : null;
}

export function isUkMobile(raw: string): boolean {
  return normaliseUkMobile(raw) !== null;
}
