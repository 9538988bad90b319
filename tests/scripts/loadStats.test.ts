import { describe, expect, it } from 'vitest';
import {
  formatTable,
  isServerFailure,
  outcomeOf,
  percentile,
  summarise,
} from '../../scripts/load/stats.mjs';
import { parseLoadArgs } from '../../scripts/load/options.mjs';

const oneToHundred = Array.from({ length: 100 }, (_, index) => index + 1);

describe('percentile (nearest rank)', () => {
  it('answers the smallest value with p % of the values at or below it', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
  });

  it('answers the one value of one, the first for a tiny p, and nothing for none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([3, 9], 0.1)).toBe(3);
    expect(percentile([], 50)).toBeUndefined();
  });

  it('refuses a p outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarise', () => {
  const records = [
    { name: 'promotions-spinTheWheel', status: 200, ms: 30 },
    { name: 'promotions-spinTheWheel', status: 429, code: 'resource-exhausted', ms: 10 },
    { name: 'promotions-spinTheWheel', status: 429, code: 'resource-exhausted', ms: 20 },
    { name: 'members-getMember', status: 500, code: 'internal', ms: 5 },
    { name: 'members-getMember', status: 0, code: 'timeout', ms: 60_000 },
  ];

  it('gives each callable its count, percentiles and answers by status and code', () => {
    expect(summarise(records)).toEqual([
      {
        name: 'members-getMember',
        count: 2,
        p50: 5,
        p95: 60_000,
        p99: 60_000,
        outcomes: { '0 timeout': 1, '500 internal': 1 },
      },
      {
        name: 'promotions-spinTheWheel',
        count: 3,
        p50: 20,
        p95: 30,
        p99: 30,
        outcomes: { '200 ok': 1, '429 resource-exhausted': 2 },
      },
    ]);
  });

  it('counts 5xx and unanswered requests as failures, refusals not', () => {
    expect(records.filter(isServerFailure).map(outcomeOf)).toEqual(['500 internal', '0 timeout']);
  });

  it('prints one row per callable', () => {
    const table = formatTable(summarise(records)).split('\n');
    expect(table).toHaveLength(4);
    expect(table[3]).toContain('200 ok ×1, 429 resource-exhausted ×2');
  });
});

describe('parseLoadArgs', () => {
  it('defaults to 50 members for 60 s and reads the flags', () => {
    expect(parseLoadArgs([])).toMatchObject({ members: 50, seconds: 60 });
    expect(parseLoadArgs(['--members', '5', '--seconds=10'])).toMatchObject({
      members: 5,
      seconds: 10,
    });
  });

  it('refuses unknown flags and unbounded values', () => {
    expect(() => parseLoadArgs(['--users', '5'])).toThrow(/unknown argument/);
    expect(() => parseLoadArgs(['--members', '0'])).toThrow(/from 1 to/);
    expect(() => parseLoadArgs(['--seconds', '100000'])).toThrow(/from 1 to/);
  });
});
