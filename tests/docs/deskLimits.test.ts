import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESK_ADJACENT_CARD_READS_PER_WINDOW,
  DESK_CARD_READ_WINDOW_MS,
  DESK_CARD_READS_PER_HOUR,
  DESK_READ_WINDOW_MS,
  DESK_READS_PER_HOUR,
  DESK_REFUSAL_WINDOW_MS,
  DESK_REFUSALS_PER_WINDOW,
  DESK_SEQUENCE_WINDOW_MS,
} from '@met/scheme';
import { DESK_MESSAGES } from '../../functions/src/services/desk/deskMessages';

/**
 * docs/DECISIONS.md "Redeemed at the desk" quotes the desk's limits; each number it quotes must be
 * the constant the code applies, and its Limits bullet quotes no other number.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'docs', 'DECISIONS.md'), 'utf8');
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The section under `## <title…>`, up to the next `## ` heading (its ### subsections included). */
function section(title: string): string {
  const start = decisions.indexOf(`\n## ${title}`);
  expect(start, `DECISIONS.md has a section "${title}"`).toBeGreaterThanOrEqual(0);
  const end = decisions.indexOf('\n## ', start + 1);
  return decisions.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

/** The bullet of `section` that starts with `**<name>**`, up to the next top-level bullet. */
function bullet(text: string, name: string): string {
  const start = text.indexOf(`- **${name}`);
  expect(start, `the section has a bullet "${name}"`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf(' - **', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const desk = section('Redeemed at the desk');
const limits = bullet(desk, 'Limits');

function quoted(pattern: RegExp): number {
  const match = pattern.exec(limits);
  expect(match, `the Limits bullet says ${pattern}`).not.toBeNull();
  return Number(match![1]);
}

describe('DECISIONS.md "Redeemed at the desk", the limits it quotes', () => {
  it.each([
    ['desk calls an hour', /(\d+) desk calls an hour/, DESK_READS_PER_HOUR, DESK_READ_WINDOW_MS],
    [
      'membership cards read an hour',
      /(\d+) membership cards read an hour/,
      DESK_CARD_READS_PER_HOUR,
      DESK_CARD_READ_WINDOW_MS,
    ],
    [
      'numbers next to one read in the hour',
      /at most (\d+) numbers next to one read in the hour/,
      DESK_ADJACENT_CARD_READS_PER_WINDOW,
      DESK_SEQUENCE_WINDOW_MS,
    ],
  ])('%s: the number is the constant, over an hour', (_, pattern, limit, windowMs) => {
    expect(quoted(pattern)).toBe(limit);
    expect(windowMs).toBe(HOUR);
  });

  it('refused codes in 10 minutes', () => {
    const match = /(\d+) refused codes in (\d+) minutes/.exec(limits);

    expect(Number(match?.[1])).toBe(DESK_REFUSALS_PER_WINDOW);
    expect(Number(match?.[2]) * MINUTE).toBe(DESK_REFUSAL_WINDOW_MS);
  });

  it('the card budget past which a desk is refused, as its message says it', () => {
    expect(quoted(/"This desk has read (\d+) membership cards in the last hour/)).toBe(
      DESK_CARD_READS_PER_HOUR,
    );
    expect(DESK_MESSAGES.tooManyCardReads).toMatch(
      new RegExp(
        `^This desk has read ${DESK_CARD_READS_PER_HOUR} membership cards in the last hour`,
      ),
    );
  });

  it('a run stops at the card after the allowed neighbours, and a real desk fits the budget', () => {
    const ordinal = /run of numbers.* stops at its (\w+) card/.exec(limits)?.[1];
    const runStopsAt = ['first', 'second', 'third', 'fourth', 'fifth'].indexOf(ordinal ?? '') + 1;
    const desk = /a busy desk, (\d+) members an hour/.exec(limits);
    const stolen = /reads at most (\d+) membership cards an hour/.exec(limits);

    // A run of n numbers makes n - 1 reads next to another; the one past the allowance stops it.
    expect(runStopsAt).toBe(DESK_ADJACENT_CARD_READS_PER_WINDOW + 2);
    expect(/no more than three numbers in a run/.test(limits)).toBe(
      DESK_ADJACENT_CARD_READS_PER_WINDOW + 1 === 3,
    );
    expect(Number(desk?.[1])).toBeLessThan(DESK_CARD_READS_PER_HOUR);
    expect(Number(stolen?.[1])).toBe(DESK_CARD_READS_PER_HOUR);
  });

  it('quotes no number it does not check (the old "20 guessed per 10 minutes" is gone)', () => {
    const numbers = [...limits.matchAll(/\b\d+\b/g)].map(([n]) => Number(n));
    const checked = new Set([
      DESK_READS_PER_HOUR,
      DESK_CARD_READS_PER_HOUR,
      DESK_ADJACENT_CARD_READS_PER_WINDOW,
      DESK_REFUSALS_PER_WINDOW,
      DESK_REFUSAL_WINDOW_MS / MINUTE,
      // A real desk in the hostile row: 30 members an hour for 3 hours.
      30,
      3,
    ]);

    expect(numbers.filter((n) => !checked.has(n))).toEqual([]);
    expect(desk).not.toMatch(/20 guessed/);
  });
});
