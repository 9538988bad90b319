import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { documentIdFor, isDocumentId } from '../../../functions/src/adapters/firestore/collections';
import { toIso, toTimestamp } from '../../../functions/src/adapters/firestore/timestamps';

describe('Firestore boundary', () => {
  it('stores ISO instants as Timestamps and reads them back as the same ISO instant', () => {
    const stored = toTimestamp('2026-03-10T12:34:56.789Z');

    expect(stored).toBeInstanceOf(Timestamp);
    expect(toIso(stored)).toBe('2026-03-10T12:34:56.789Z');
  });

  it('reads instants written by hand as Dates or strings', () => {
    expect(toIso(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10T12:00:00.000Z');
    expect(toIso('2026-03-10T13:00:00+01:00')).toBe('2026-03-10T12:00:00.000Z');
  });

  it.each([['not a date'], ['42'], ['2026-02-30T12:00:00Z'], ['2026-03-10T12:00:00']])(
    'refuses %s as an instant',
    (value) => {
      expect(() => toIso(value)).toThrow(TypeError);
      expect(() => toTimestamp(value)).toThrow(RangeError);
    },
  );

  it.each([[42], [null], [{}]])('refuses %s as a stored instant', (value) => {
    expect(() => toIso(value)).toThrow(TypeError);
  });

  it('makes document ids without slashes from keys that have them', () => {
    const id = documentIdFor('demo-king', 'spin/spring', '2026-03-10');

    expect(id).toBe('demo-king|spin%2Fspring|2026-03-10');
    expect(id).not.toContain('/');
  });

  it.each([['a/b@example.com'], ['.'], ['..'], ['__name__'], ['a_b.c@example.com']])(
    'makes %s a valid document id that names it alone',
    (key) => {
      const id = documentIdFor(key);

      expect(isDocumentId(id)).toBe(true);
      expect(decodeURIComponent(id)).toBe(key);
    },
  );

  it.each([['a/b'], ['.'], ['..'], ['__name__'], [''], ['x'.repeat(1_501)]])(
    'says %s names no document',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
    },
  );
});
