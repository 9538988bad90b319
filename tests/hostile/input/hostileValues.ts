import fc from 'fast-check';

/**
 * What a member (or a broken backend) might put in a field: the arbitraries of the "Bad input"
 * group (DECISIONS.md "Forms and messages"), shared by every property of tests/hostile/input.
 */

/** Fixed strings each property always meets, whatever fast-check happens to generate. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u00a0\u2003\u200b', // no-break, em and zero-width spaces
  'x'.repeat(10_000),
  '😀🎰🃏👑',
  '👨‍👩‍👧‍👦', // one grapheme of seven code points
  '𝔐𝔢𝔱 𝔯𝔢𝔴𝔞𝔯𝔡𝔰', // astral letters
  'مرحبا بالعالم', // right-to-left
  '\u202egnp.exe', // right-to-left override
  'שלום\u200fabc',
  '\u0000\u0001\u0007\u001b[31m\u007f',
  '\ud800', // lone high surrogate
  'abc\udc00def', // lone low surrogate
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE members; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const markupFragment = fc.constantFrom(
  '<',
  '>',
  '</p>',
  '<script>',
  '<img src=x onerror=alert(1)>',
  'javascript:',
  '&lt;',
  '&#x61;',
  '"',
  "'",
  '`',
);

const rightToLeft = fc.constantFrom('\u202e', '\u200f', 'مرحبا', 'שלום');
const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Any string at all: every code point, lone surrogates, markup, controls, right-to-left. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
          loneSurrogate,
          markupFragment,
          rightToLeft,
          control,
        ),
        { maxLength: 12 },
      )
      .map((pieces) => pieces.join('')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.repeat(500)) },
);

/** Numbers a parser must not take for a count or an index. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    0.5,
    -1,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
  ),
  fc.double(),
  fc.integer(),
);

/** A value of any type: what JSON.parse, a proxy or a careless backend might hand over. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, undefined, true, false, [], {}, new Date(Number.NaN), Symbol('x')),
  fc.anything({ maxDepth: 2 }),
);

/**
 * Instants near the Europe/London clock changes (last Sundays of March and October, at 01:00
 * UTC) and around London midnight, where day keys and half-open windows are easiest to get wrong.
 */
const CLOCK_CHANGES_UTC = [
  '2025-03-30T01:00:00Z',
  '2025-10-26T01:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2027-03-28T01:00:00Z',
  '2027-10-31T01:00:00Z',
];
const LONDON_MIDNIGHTS_UTC = [
  '2026-01-01T00:00:00Z', // GMT
  '2026-03-29T00:00:00Z', // the night the clocks go forward
  '2026-03-29T23:00:00Z', // first BST midnight
  '2026-07-01T23:00:00Z', // BST
  '2026-10-25T00:00:00Z', // the night the clocks go back: 00:00 BST is 23:00 UTC the day before
  '2026-10-24T23:00:00Z',
  '2028-02-28T23:59:59Z', // leap day ahead
];
const MINUTE_MS = 60_000;

export const edgeInstant: fc.Arbitrary<Date> = fc
  .tuple(
    fc.constantFrom(...CLOCK_CHANGES_UTC, ...LONDON_MIDNIGHTS_UTC),
    fc.integer({ min: -3 * 60, max: 3 * 60 }),
    fc.constantFrom(0, 1, -1, 999, -999),
  )
  .map(([base, minutes, ms]) => new Date(Date.parse(base) + minutes * MINUTE_MS + ms));

/** The London calendar day of an edge instant or a hostile one, as 'yyyy-MM-dd'. */
export const edgeDayKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2026-03-29',
    '2026-10-25',
    '2008-02-29',
    '2007-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '1899-12-31',
    '1900-01-01',
    '9999-12-31',
    '0000-01-01',
    '2026-3-1',
    ' 2000-01-01 ',
    '2000-01-01T00:00:00Z',
    '01/01/2000',
  ),
  fc
    .date({
      min: new Date('1890-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
);
