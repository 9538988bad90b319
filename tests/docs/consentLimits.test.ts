import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_HISTORY_ENTRIES_PER_DAY,
  CONSENT_HISTORY_IN_ANSWER,
  STOP_ALL_MAX_ENTRIES,
} from '../../functions/src/domain/consentLimits';

/**
 * docs/DECISIONS.md quotes the consent history's budget: every number its consent section quotes
 * must be the code's, and every limit must be quoted as the code has it.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'docs', 'DECISIONS.md'), 'utf8');
const SECTION = '### Safer gambling: marketing consent per channel';

/** The section's text, one line, from its heading to the next heading. */
function section(): string {
  const start = decisions.indexOf(`\n${SECTION}\n`);
  if (start === -1) throw new Error(`DECISIONS.md has no "${SECTION}"`);
  const end = decisions.indexOf('\n#', start + SECTION.length + 2);
  return decisions.slice(start, end === -1 ? undefined : end).replace(/\s+/g, ' ');
}

/** Every number written in the text, as a number: "1,000" is 1000. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replace(/,/g, '')));

describe(`DECISIONS.md "${SECTION.slice(4)}": the history's budget`, () => {
  const text = section();
  // Citations, a path's day format and Firestore's own limits are no limits of ours.
  const limitsText = text
    .replace(/spec-decisions \d+/g, '')
    .replace(/issue \d+/g, '')
    .replace(/Art\. \d+\(\d+\)/g, '')
    .replace(/November 2026/g, '')
    .replace(/1 MiB/g, '')
    .replace(/writes per transaction \(500\)/g, '')
    // Quoted words: the app's and the refusal's wording, and tests' names ("C1. …").
    .replace(/"[^"]*"/g, '');

  it.each([
    [
      'entries a day',
      /at most (\d+) entries per membership per London day/,
      CONSENT_HISTORY_ENTRIES_PER_DAY,
    ],
    [
      'the day never holds more',
      /never holds more than (\d+) entries/,
      CONSENT_HISTORY_ENTRIES_PER_DAY,
    ],
    ['a script gets', /a script gets (\d+) entries a day/, CONSENT_HISTORY_ENTRIES_PER_DAY],
    [
      'changes stop at',
      /changes stop at (\d+) entries/,
      CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES,
    ],
    ['the budget less', /\((\d+) less the \d+ a stop-all/, CONSENT_HISTORY_ENTRIES_PER_DAY],
    ['a stop-all writes', /less the (\d+) a stop-all can write/, STOP_ALL_MAX_ENTRIES],
    ['stop-all at most', /at most (\d+) entries, one per channel/, STOP_ALL_MAX_ENTRIES],
    [
      'the answer carries',
      /the newest (\d+) entries \(`CONSENT_HISTORY_IN_ANSWER`\)/,
      CONSENT_HISTORY_IN_ANSWER,
    ],
  ])('quotes %s as the code has it', (_what, pattern, constant) => {
    expect(Number(pattern.exec(text)?.[1])).toBe(constant);
  });

  it('quotes no other number (the old hourly limit and its 720 a day are gone)', () => {
    const quoted = new Set([
      CONSENT_HISTORY_ENTRIES_PER_DAY,
      CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES,
      STOP_ALL_MAX_ENTRIES,
      CONSENT_HISTORY_IN_ANSWER,
    ]);
    expect(numbersIn(limitsText).filter((number) => !quoted.has(number))).toEqual([]);
  });
});
