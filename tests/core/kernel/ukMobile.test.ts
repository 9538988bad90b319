import { describe, expect, it } from 'vitest';
import { isUkMobile, normaliseUkMobile } from '../../../src/core/kernel/ukMobile';

describe('UK mobile numbers, read leniently', () => {
  it.each([
    '07700900123',
    '07700 900123',
    '07700 900 123',
    '0770-090-0123',
    '(07700) 900123',
    '+447700900123',
    '+44 7700 900123',
    '+44 (0)7700 900123',
    '+4407700900123',
    '00447700900123',
    '0044 7700 900123',
    '447700900123',
    ' 07700 900123 ',
  ])('accepts %j as +447700900123', (raw) => {
    expect(normaliseUkMobile(raw)).toBe('+447700900123');
    expect(isUkMobile(raw)).toBe(true);
  });

  it.each([
    '',
    '7700900123',
    '0770090012',
    '077009001234',
    '02079460123',
    '+4420 7946 0123',
    '+33612345678',
    '+1 202 555 0123',
    '0447700900123',
    '07700 90012a',
    'phone me',
  ])('refuses %j', (raw) => {
    expect(normaliseUkMobile(raw)).toBeNull();
    expect(isUkMobile(raw)).toBe(false);
  });
});
