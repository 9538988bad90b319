import { describe, expect, it } from 'vitest';
import { earliest } from '../../../src/core/kernel/earliest';

const at = (iso: string) => new Date(iso);

describe('earliest: when the oldest part of a screen is from', () => {
  it('answers the earliest date whatever the order, skipping parts never saved', () => {
    const older = at('2026-11-26T20:00:00Z');
    const newer = at('2026-11-27T06:00:00Z');

    expect(earliest(newer, null, older)).toBe(older);
    expect(earliest(null, older, newer)).toBe(older);
    expect(earliest(newer, null)).toBe(newer);
  });

  it('is null when no part was saved', () => {
    expect(earliest(null, null)).toBeNull();
    expect(earliest()).toBeNull();
  });

  it('keeps the first of two equal dates', () => {
    const first = at('2026-11-27T06:00:00Z');

    expect(earliest(first, at('2026-11-27T06:00:00Z'))).toBe(first);
  });
});
